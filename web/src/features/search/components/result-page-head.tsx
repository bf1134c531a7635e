import type { Category } from '@badal/contracts';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { type SearchState, withFilters } from '../search-state';
import { SearchBox } from './search-box';
import { SearchInCategory } from './search-in-category';
import './result-page-head.css';

/**
 * The head of a result page: its title; on the search page the search words, editable, and the
 * same search in each top category; on a category's page the words it is narrowed by, with a way
 * to drop them. `children` come between (a category's sub-category chips).
 */
export const ResultPageHead = ({
  title,
  isSearch,
  state,
  apply,
  hrefFor,
  tree,
  children,
}: {
  title: string;
  isSearch: boolean;
  state: SearchState;
  apply: (next: SearchState) => void;
  hrefFor: (state: SearchState) => string;
  tree: readonly Category[];
  children?: ReactNode;
}) => (
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
    {children}
    {isSearch && state.text && tree.length > 0 && <SearchInCategory text={state.text} tree={tree} />}
  </header>
);
