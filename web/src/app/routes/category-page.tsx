import { isolateText, pathTo, SEARCH_SLUG } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Breadcrumb } from '../../components/breadcrumb';
import { PageLoader } from '../../components/page-loader';
import { Pagination } from '../../components/pagination';
import { ProductList } from '../../components/product/product-list';
import { useCategories } from '../../features/categories/api/get-categories';
import { useCategory } from '../../features/categories/api/get-category';
import { findInTree } from '../../features/categories/category-tree';
import { SubCategoryChips } from '../../features/categories/components/sub-category-chips';
import { useSearchMaxPrice } from '../../features/search/api/search-max-price';
import { useSearchProducts } from '../../features/search/api/search-products';
import { FilterPanel } from '../../features/search/components/filter-panel';
import { ResultCount } from '../../features/search/components/result-count';
import { SearchBox } from '../../features/search/components/search-box';
import { SortSelect } from '../../features/search/components/sort-select';
import { useSearchState } from '../../features/search/hooks/use-search-state';
import {
  type SearchState,
  serializeSearch,
  toMaxPriceQuery,
  toSearchQuery,
  withFilters,
  withSubCategory,
} from '../../features/search/search-state';
import { isApiError } from '../../lib/api-error';
import { useRouteParams } from '../../lib/current-route';
import { useMessages } from '../../lib/messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotFoundPage } from './not-found-page';
import './category-page.css';
import { LoadFailed } from '../../components/load-failed';

const pageOf = (slug: string, state: SearchState) => {
  const query = serializeSearch(state);
  return `${pathTo('category', { slug })}${query ? `?${query}` : ''}`;
};

/**
 * /categories/{slug}: the products of a category with its filters, sub-category chips, sorting,
 * the result count and pages — all of it in the URL. The slug 'search' is the search page: the
 * top bar's dialog lands here with `?text=`.
 */
export const CategoryPage = () => {
  const { t } = useLingui();
  const _text = useMessages();
  const { slug = SEARCH_SLUG } = useRouteParams();
  const isSearch = slug === SEARCH_SLUG;
  const [state, apply, hrefFor] = useSearchState();
  const tree = useCategories();
  const category = useCategory(isSearch ? null : slug);
  // The filters are the chosen sub-category's when there is one, else the page category's own.
  const subCategory = useCategory(!isSearch && state.subCategory ? state.subCategory : null);
  const filters = (state.subCategory ? subCategory.data?.filters : category.data?.filters) ?? [];

  const query = isSearch || category.data ? toSearchQuery(state, isSearch ? undefined : slug) : null;
  const results = useSearchProducts(query);
  const maxPrice = useSearchMaxPrice(query ? toMaxPriceQuery(query) : null);

  const name = category.data?.name ?? '';
  const title = isSearch ? (state.text ? t`Results for “${isolateText(state.text)}”` : t`Search`) : name;
  useDocumentTitle(title);

  if (isApiError(category.error, 'not_found')) return <NotFoundPage />;

  // On a sub-category's own page the chips are its siblings, under its parent's page.
  const place = isSearch ? null : findInTree(tree, slug);
  const chipOwner = place?.parent ?? place?.category ?? null;
  const activeChip = place?.parent ? slug : state.subCategory;
  const chipHref = (sub: string | undefined) =>
    place?.parent ? pageOf(place.parent.slug, withSubCategory(state, sub)) : hrefFor(withSubCategory(state, sub));

  const page = results.data?.meta;
  return (
    <div className="category-page stack">
      <Breadcrumb
        items={[
          { href: pathTo('categories'), label: t`Categories` },
          ...(category.data?.parent
            ? [{ href: pathTo('category', { slug: category.data.parent.slug }), label: category.data.parent.name }]
            : []),
        ]}
      />
      <header className="category-page-head">
        <h1>{title || '\u00a0'}</h1>
        {isSearch && (
          <SearchBox
            text={state.text ?? ''}
            onSearch={(words) => apply(withFilters(state, { text: words || undefined }))}
          />
        )}
        {!isSearch && state.text && (
          <p className="category-page-text">
            <Trans>Matching “{state.text}”</Trans>{' '}
            <Link href={hrefFor(withFilters(state, { text: undefined }))}>
              <Trans>Show all</Trans>
            </Link>
          </p>
        )}
        {chipOwner && <SubCategoryChips category={chipOwner} active={activeChip} hrefFor={chipHref} />}
        {isSearch && state.text && tree.length > 0 && (
          <nav className="sub-category-chips" aria-label={t`Search in a category`}>
            <ul>
              {tree.map((top) => (
                <li key={top.id}>
                  <Link
                    href={pageOf(top.slug, withFilters({ page: 1, attributes: {} }, { text: state.text }))}
                    className="chip-toggle"
                  >
                    {top.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <div className="category-layout">
        <FilterPanel state={state} filters={filters} maxPrice={maxPrice.data?.maxPrice} onApply={apply} />
        <section
          className="category-results"
          aria-labelledby="results-heading"
          aria-busy={results.showingPrevious || undefined}
        >
          <h2 id="results-heading" className="visually-hidden">
            <Trans>Results</Trans>
          </h2>
          <div className="category-results-bar">
            <ResultCount count={page?.total} />
            <SortSelect value={state.sort} onChange={(sort) => apply(withFilters(state, { sort }))} />
          </div>
          {results.data ? (
            <>
              <ProductList products={results.data.data} eagerCount={4} />
              <Pagination
                page={page?.currentPage ?? 1}
                lastPage={page?.lastPage ?? 1}
                hrefFor={(n) => hrefFor({ ...state, page: n })}
              />
            </>
          ) : results.error ? (
            <LoadFailed onRetry={() => void results.mutate()} />
          ) : (
            <PageLoader />
          )}
        </section>
      </div>
    </div>
  );
};
