import type { SearchQuery } from '@badal/contracts';
import { Trans } from '@lingui/react/macro';
import { Pagination } from '../../../components/pagination';
import { ProductList } from '../../../components/product/product-list';
import { QueryGate } from '../../../components/query-gate';
import { useSearchProducts } from '../api/search-products';
import { type SearchState, withFilters } from '../search-state';
import { DidYouMean } from './did-you-mean';
import { ResultCount } from './result-count';
import { SortSelect } from './sort-select';
import './search-results.css';

/**
 * A result page's listings with their count, sorting and pages; the previous results stay, dimmed
 * and marked busy, while the next ones load. No query yet: the loader. A text that found nothing
 * may come with "Did you mean …" (the API's suggestion).
 */
export const SearchResults = ({
  query,
  state,
  apply,
  hrefFor,
}: {
  query: SearchQuery | null;
  state: SearchState;
  apply: (next: SearchState) => void;
  hrefFor: (state: SearchState) => string;
}) => {
  const results = useSearchProducts(query);
  const page = results.data?.meta;
  return (
    <section
      className="category-results"
      aria-labelledby="results-heading"
      aria-busy={results.showingPrevious || undefined}
    >
      <h2 id="results-heading" className="visually-hidden">
        <Trans>Results</Trans>
      </h2>
      <div className="category-results-bar">
        <ResultCount count={page?.total} capped={page?.totalCapped === true} />
        <SortSelect value={state.sort} onChange={(sort) => apply(withFilters(state, { sort }))} />
      </div>
      <QueryGate query={results}>
        {(data) => (
          <>
            {data.meta.suggestion && (
              <DidYouMean
                suggestion={data.meta.suggestion}
                href={hrefFor(withFilters(state, { text: data.meta.suggestion }))}
              />
            )}
            <ProductList products={data.data} eagerCount={4} />
            <Pagination
              page={page?.currentPage ?? 1}
              lastPage={page?.lastPage ?? 1}
              hrefFor={(n) => hrefFor({ ...state, page: n })}
            />
          </>
        )}
      </QueryGate>
    </section>
  );
};
