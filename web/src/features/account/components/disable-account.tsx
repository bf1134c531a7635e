import type { SelfUser } from '@badal/contracts';
import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Modal } from '../../../components/modal';
import { useMessages } from '../../../lib/messages';
import { useReportError } from '../../../lib/report-error';
import { useSessionActions } from '../../../lib/session';
import { snackbar } from '../../../lib/snackbar';
import { disableAccount } from '../api/disable-account';

/** Disables the account after a confirmation; the BFF ends the session, so the user leaves for home. */
export const DisableAccount = ({ user }: { user: SelfUser }) => {
  const { t } = useLingui();
  const text = useMessages();
  const report = useReportError();
  const [, navigate] = useLocation();
  const { signedOut } = useSessionActions();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await disableAccount(user.id);
      setOpen(false);
      navigate(pathTo('home'));
      await signedOut();
      snackbar.show(text('error.accountDisabled'));
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card stack" aria-labelledby="disable-account-title">
      <h2 id="disable-account-title">
        <Trans>Disable account</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Your ads and profile stop showing and you are signed out. Contact support to enable the account again.
        </Trans>
      </p>
      <div>
        <button type="button" className="btn btn-danger" onClick={() => setOpen(true)}>
          <Trans>Disable my account</Trans>
        </button>
      </div>
      <Modal title={t`Disable your account?`} open={open} onClose={() => setOpen(false)}>
        <div className="stack">
          <p>
            <Trans>You will be signed out right away.</Trans>
          </p>
          <div className="row">
            <button type="button" className="btn btn-danger" onClick={confirm} disabled={busy}>
              <Trans>Yes, disable it</Trans>
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </div>
      </Modal>
    </section>
  );
};
