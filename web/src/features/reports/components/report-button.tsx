import type { ReportTarget } from '@badal/contracts';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { useLoginHref } from '../../../lib/login-href';
import { useSession } from '../../../lib/session';
import { ReportDialog } from './report-dialog';

/**
 * 'Report' on an ad, a seller's page, a chat message or a request. A visitor is sent to sign in
 * first and comes back to the page; a member opens the Report dialog. Pages leave it out on what
 * is the reader's own (the API refuses a report of oneself too).
 */
export const ReportButton = ({ target, className = 'btn btn-ghost' }: { target: ReportTarget; className?: string }) => {
  const signedIn = useSession() !== null;
  const login = useLoginHref();
  const [open, setOpen] = useState(false);
  if (!signedIn)
    return (
      <Link href={login} className={className} data-testid="report-login">
        <Trans>Report</Trans>
      </Link>
    );
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} data-testid="report">
        <Trans>Report</Trans>
      </button>
      {open && <ReportDialog target={target} open={open} onClose={() => setOpen(false)} />}
    </>
  );
};
