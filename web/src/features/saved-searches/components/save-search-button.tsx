import type { SearchQuery } from '@badal/contracts';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { useLoginHref } from '../../../lib/login-href';
import { useSession } from '../../../lib/session';
import { canSave, suggestedName, toSavedQuery } from '../saved-search-query';
import { SaveSearchDialog } from './save-search-dialog';
import './saved-searches.css';

/**
 * 'Save this search' on a result page (search or category): a member names it in a dialog; a
 * visitor is sent to sign in and back. Nothing to save (the bare search page): nothing shown.
 * `place` is the category's name, to prefill the name with.
 */
export const SaveSearchButton = ({ query, place }: { query: SearchQuery | null; place: string | null }) => {
  const session = useSession();
  const loginHref = useLoginHref();
  const [open, setOpen] = useState(false);
  if (!query) return null;
  const saved = toSavedQuery(query);
  if (!canSave(saved)) return null;
  if (!session)
    return (
      <Link className="btn btn-outline save-search" href={loginHref} data-testid="save-search">
        <Trans>Save this search</Trans>
      </Link>
    );
  return (
    <>
      <button
        type="button"
        className="btn btn-outline save-search"
        onClick={() => setOpen(true)}
        data-testid="save-search"
      >
        <Trans>Save this search</Trans>
      </button>
      {open && (
        <SaveSearchDialog
          query={saved}
          initialName={suggestedName(saved, place)}
          open={open}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
};
