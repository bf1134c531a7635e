import { isolateText, pathTo, SEARCH_SLUG } from '@badal/contracts/core';
import { useLingui } from '@lingui/react/macro';
import { Breadcrumb } from '../../components/breadcrumb';
import { useCategories } from '../../features/categories/api/get-categories';
import { useCategory } from '../../features/categories/api/get-category';
import { findInTree } from '../../features/categories/category-tree';
import { SubCategoryChips } from '../../features/categories/components/sub-category-chips';
import { SaveSearchButton } from '../../features/saved-searches/components/save-search-button';
import { useSearchMaxPrice } from '../../features/search/api/search-max-price';
import { FilterPanel } from '../../features/search/components/filter-panel';
import { ResultPageHead } from '../../features/search/components/result-page-head';
import { SearchResults } from '../../features/search/components/search-results';
import { useSearchState } from '../../features/search/hooks/use-search-state';
import { resultPageHref, toMaxPriceQuery, toSearchQuery, withSubCategory } from '../../features/search/search-state';
import { isApiError } from '../../lib/api-error';
import { useRouteParams } from '../../lib/current-route';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotFoundPage } from './not-found-page';
import './category-page.css';

/**
 * /categories/{slug}: the products of a category with its filters, sub-category chips, sorting,
 * the result count and pages — all of it in the URL. The slug 'search' is the search page: the
 * top bar's dialog lands here with `?text=`.
 */
export const CategoryPage = () => {
  const { t } = useLingui();
  const { slug = SEARCH_SLUG } = useRouteParams();
  const isSearch = slug === SEARCH_SLUG;
  const [state, apply, hrefFor] = useSearchState();
  const tree = useCategories();
  const category = useCategory(isSearch ? null : slug);
  // The filters are the chosen sub-category's when there is one, else the page category's own.
  const subCategory = useCategory(!isSearch && state.subCategory ? state.subCategory : null);
  const filters = (state.subCategory ? subCategory.data?.filters : category.data?.filters) ?? [];
  const query = isSearch || category.data ? toSearchQuery(state, isSearch ? undefined : slug) : null;
  const maxPrice = useSearchMaxPrice(query ? toMaxPriceQuery(query) : null);
  const parent = category.data?.parent;
  const title = isSearch
    ? state.text
      ? t`Results for “${isolateText(state.text)}”`
      : t`Search`
    : (category.data?.name ?? '');
  useDocumentTitle(title);
  if (isApiError(category.error, 'not_found')) return <NotFoundPage />;

  // On a sub-category's own page the chips are its siblings, under its parent's page.
  const place = isSearch ? null : findInTree(tree, slug);
  const chipOwner = place?.parent ?? place?.category ?? null;
  const chipHref = (sub: string | undefined) =>
    place?.parent
      ? resultPageHref(place.parent.slug, withSubCategory(state, sub))
      : hrefFor(withSubCategory(state, sub));
  return (
    <div className="category-page stack">
      <Breadcrumb
        items={[
          { href: pathTo('categories'), label: t`Categories` },
          ...(parent ? [{ href: pathTo('category', { slug: parent.slug }), label: parent.name }] : []),
        ]}
      />
      <ResultPageHead title={title} isSearch={isSearch} state={state} apply={apply} hrefFor={hrefFor} tree={tree}>
        {chipOwner && (
          <SubCategoryChips category={chipOwner} active={place?.parent ? slug : state.subCategory} hrefFor={chipHref} />
        )}
        <SaveSearchButton query={query} place={isSearch ? null : (category.data?.name ?? null)} />
      </ResultPageHead>
      <div className="category-layout">
        <FilterPanel state={state} filters={filters} maxPrice={maxPrice.data?.maxPrice} onApply={apply} />
        <SearchResults query={query} state={state} apply={apply} hrefFor={hrefFor} />
      </div>
    </div>
  );
};
