import { pathTo } from '@badal/contracts/core';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoader } from '../../../components/page-loader';
import { useSavedSearches } from '../api/saved-searches';
import { SavedSearchRow } from './saved-search-row';
import './saved-searches.css';

/** The profile's saved searches, the latest first; an empty state that says how to save one. */
export const SavedSearchList = () => {
  const searches = useSavedSearches();
  if (searches.error) return <LoadFailed onRetry={() => void searches.mutate()} />;
  if (!searches.data) return <PageLoader />;
  if (searches.data.length === 0)
    return (
      <div className="empty-state" data-testid="saved-searches-empty">
        <p>
          <Trans>
            No saved searches yet. Search or open a category, then choose 'Save this search' to hear about new ads.
          </Trans>
        </p>
        <Link className="btn" href={pathTo('categories')}>
          <Trans>Browse categories</Trans>
        </Link>
      </div>
    );
  return (
    <ul className="saved-search-list" data-testid="saved-searches">
      {searches.data.map((search) => (
        <SavedSearchRow key={search.id} search={search} />
      ))}
    </ul>
  );
};
