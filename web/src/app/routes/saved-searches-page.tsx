import { Trans, useLingui } from '@lingui/react/macro';
import { ProfileShell } from '../../features/account/components/profile-shell';
import { SavedSearchList } from '../../features/saved-searches/components/saved-search-list';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /profile/info/saved-searches (issue #33): the member's saved searches and their alerts. */
export const SavedSearchesPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Saved searches`);
  return (
    <ProfileShell>
      <h1>
        <Trans>Saved searches</Trans>
      </h1>
      <p className="muted">
        <Trans>With alerts on, you hear about new ads that match, at most once an hour for each search.</Trans>
      </p>
      <SavedSearchList />
    </ProfileShell>
  );
};
