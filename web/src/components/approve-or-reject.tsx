import { Trans } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../lib/api-error';
import { useReportError } from '../lib/report-error';
import { snackbar } from '../lib/snackbar';
import { TextAreaField } from './form/text-area-field';

export interface ApproveOrRejectProps {
  /** The reason field's label: the reason is required to reject and shown to the owner. */
  reasonLabel: string;
  approve: () => Promise<unknown>;
  /** Said once approved. */
  approved: string;
  reject: (reason: string) => Promise<unknown>;
  /** Said once rejected. */
  rejected: string;
  onDecided: () => void;
  /** Names the buttons for tests: `approve-<name>`, `reject-<name>`. */
  name: string;
  actionsClassName: string;
}

/**
 * An operator's verdict on something waiting for review (a paid banner, a held ad): approve, or
 * reject with a reason its owner reads. Decided meanwhile by someone else (409): the refusal is
 * said and the list refreshed, so the thing leaves the queue either way.
 */
export const ApproveOrReject = ({
  reasonLabel,
  approve,
  approved,
  reject,
  rejected,
  onDecided,
  name,
  actionsClassName,
}: ApproveOrRejectProps) => {
  const report = useReportError();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const decide = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      snackbar.show(done, 'success');
      onDecided();
    } catch (error) {
      if (error instanceof ApiError && error.fields.reason) setReasonError(error.fields.reason);
      else {
        report(error);
        if (error instanceof ApiError && error.status === 409) onDecided();
      }
    }
    setBusy(false);
  };
  const submitReject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setReasonError('validation.required');
    void decide(() => reject(reason.trim()), rejected);
  };

  return (
    <form className="stack" onSubmit={submitReject} noValidate>
      <TextAreaField
        label={reasonLabel}
        rows={2}
        maxLength={300}
        value={reason}
        error={reasonError}
        onChange={(event) => {
          setReason(event.target.value);
          setReasonError(undefined);
        }}
      />
      <div className={actionsClassName}>
        <button
          type="button"
          className="btn"
          disabled={busy}
          onClick={() => void decide(approve, approved)}
          data-testid={`approve-${name}`}
        >
          <Trans>Approve</Trans>
        </button>
        <button type="submit" className="btn btn-outline" disabled={busy} data-testid={`reject-${name}`}>
          <Trans>Reject</Trans>
        </button>
      </div>
    </form>
  );
};
