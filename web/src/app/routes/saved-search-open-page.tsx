import { pathTo } from '@badal/contracts/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { LoadFailed } from '../../components/load-failed';
import { PageLoader } from '../../components/page-loader';
import { useSavedSearches } from '../../features/saved-searches/api/saved-searches';
import { savedSearchHref } from '../../features/saved-searches/saved-search-query';
import { useRouteParams } from '../../lib/current-route';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /profile/info/saved-searches/:id, where a saved search's notification leads: its results page
 * (in place of this address); a search deleted since leads to the list.
 */
export const SavedSearchOpenPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Saved searches`);
  const { id } = useRouteParams();
  const searches = useSavedSearches();
  const [, navigate] = useLocation();
  const found = searches.data?.find((s) => String(s.id) === id);
  useEffect(() => {
    if (!searches.data) return;
    navigate(found ? savedSearchHref(found.query) : pathTo('profile:saved-searches'), { replace: true });
  }, [searches.data, found, navigate]);
  return searches.error ? <LoadFailed onRetry={() => void searches.mutate()} /> : <PageLoader />;
};
