import type { ChatMessage } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Modal } from '../../../components/modal';
import { useReportError } from '../../../lib/report-error';
import { deleteMessages } from '../api/delete-messages';

/** Asks before deleting one's own message: it goes for both people and cannot be brought back. */
export const DeleteMessageDialog = ({
  message,
  onClose,
  onDeleted,
}: {
  message: ChatMessage | null;
  onClose: () => void;
  onDeleted: (id: number) => void;
}) => {
  const { t } = useLingui();
  const report = useReportError();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!message) return;
    setBusy(true);
    try {
      await deleteMessages([message.id]);
      onDeleted(message.id);
      onClose();
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t`Delete this message?`} open={message !== null} onClose={onClose}>
      <div className="stack">
        <p>
          <Trans>It will be deleted for both of you. This cannot be undone.</Trans>
        </p>
        {message?.message && (
          <blockquote className="chat-delete-quote" dir="auto">
            {message.message}
          </blockquote>
        )}
        <div className="row chat-dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => void confirm()}
            disabled={busy}
            data-testid="chat-delete-confirm"
          >
            <Trans>Delete</Trans>
          </button>
        </div>
      </div>
    </Modal>
  );
};
