import { isolateText } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Isolate } from '../../../components/isolate';
import { Modal } from '../../../components/modal';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { useBlockActions, useBlockedPeople } from '../api/blocks';
import './blocks.css';

/**
 * 'Block' for another member (conversation, seller page, request thread), asked for with a
 * confirm that says what it does; once blocked it offers 'Unblock'. The person is not told.
 * `onBlocked` lets the page leave a list the blocked person no longer appears in.
 */
export const BlockButton = ({ userId, name, onBlocked }: { userId: number; name: string; onBlocked?: () => void }) => {
  const { t } = useLingui();
  const report = useReportError();
  const blocked = useBlockedPeople();
  const { block: blockPerson, unblock: unblockPerson } = useBlockActions();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const isBlocked = blocked.data?.some((p) => p.id === userId) === true;

  const run = async (action: 'block' | 'unblock') => {
    setBusy(true);
    try {
      if (action === 'block') {
        await blockPerson(userId);
        setOpen(false);
        snackbar.show(t`You blocked ${isolateText(name)}`, 'success');
        onBlocked?.();
      } else {
        await unblockPerson(userId);
        snackbar.show(t`You unblocked ${isolateText(name)}`, 'success');
      }
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };

  // Until the list is known the button would say the wrong thing: nothing is shown.
  if (!blocked.data) return null;
  return (
    <>
      {isBlocked ? (
        <button
          type="button"
          className="btn btn-ghost block-toggle"
          onClick={() => void run('unblock')}
          disabled={busy}
          data-testid="unblock-person"
        >
          <Trans>Unblock</Trans>
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-ghost block-toggle"
          onClick={() => setOpen(true)}
          data-testid="block-person"
        >
          <Trans>Block</Trans>
        </button>
      )}
      <Modal title={t`Block ${isolateText(name)}?`} open={open} onClose={() => setOpen(false)}>
        <div className="stack">
          <p>
            <Trans>
              <Isolate>{name}</Isolate> will no longer be able to message you, send you requests or follow you, and
              their conversations and requests leave your lists. They are not told. You can unblock them in Security.
            </Trans>
          </p>
          <div className="row">
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => void run('block')}
              disabled={busy}
              data-testid="block-confirm"
            >
              <Trans>Block</Trans>
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </div>
      </Modal>
    </>
  );
};
