import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Modal } from '../../../components/modal';
import { useReportError } from '../../../lib/report-error';
import { useSession } from '../../../lib/session';
import { snackbar } from '../../../lib/snackbar';
import { discardDraft } from '../api/discard-draft';
import { useStoreDraft } from '../api/get-draft';
import { forgetHeldDetails } from '../details-store';
import { useWizardNavigate } from '../flow-navigation';

/**
 * "Discard ad", on every step: after a confirmation the draft and its pictures are deleted and the
 * wizard starts again at its first step. Nothing happens without the confirmation.
 */
export const DiscardDraft = () => {
  const { t } = useLingui();
  const report = useReportError();
  const storeDraft = useStoreDraft();
  const userId = useSession()?.userId ?? null;
  const go = useWizardNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await discardDraft();
      if (userId !== null) forgetHeldDetails(userId);
      await storeDraft({ product: null, step: 0 });
      setOpen(false);
      snackbar.show(t`Your ad was discarded.`, 'success');
      go('select-category');
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="btn btn-ghost wizard-discard" onClick={() => setOpen(true)}>
        <Trans>Discard ad</Trans>
      </button>
      <Modal title={t`Discard this ad?`} open={open} onClose={() => !busy && setOpen(false)}>
        <div className="stack">
          <p>
            <Trans>Everything you entered and every picture you uploaded will be deleted. This cannot be undone.</Trans>
          </p>
          <div className="row">
            <button
              type="button"
              className="btn btn-danger"
              onClick={confirm}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              <Trans>Yes, discard it</Trans>
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)} disabled={busy}>
              <Trans>Keep editing</Trans>
            </button>
          </div>
        </div>
      </Modal>
    </>
  );
};
