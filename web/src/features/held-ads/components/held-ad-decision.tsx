import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { TextAreaField } from '../../../components/form/text-area-field';
import { ApiError } from '../../../lib/api-error';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { approveHeldAd, type HeldAd, rejectHeldAd } from '../api/held-ads';

/**
 * An operator's decision on a held ad: approve (published), or reject with a reason its owner
 * reads in My ads (required). Decided already by someone else (409): the refusal is shown and the
 * queue refreshed, so the ad leaves it either way.
 */
export const HeldAdDecision = ({ ad, onDecided }: { ad: HeldAd; onDecided: () => void }) => {
  const { t } = useLingui();
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
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setReasonError('validation.required');
    void decide(() => rejectHeldAd(ad.id, reason.trim()), t`The ad was rejected.`);
  };

  return (
    <form className="stack" onSubmit={reject} noValidate>
      <TextAreaField
        label={t`Reason for the owner, if you reject it`}
        rows={2}
        maxLength={300}
        value={reason}
        error={reasonError}
        onChange={(event) => {
          setReason(event.target.value);
          setReasonError(undefined);
        }}
      />
      <div className="held-ad-actions">
        <button
          type="button"
          className="btn"
          disabled={busy}
          onClick={() => void decide(() => approveHeldAd(ad.id), t`The ad was approved and is now shown.`)}
          data-testid="approve-held-ad"
        >
          <Trans>Approve</Trans>
        </button>
        <button type="submit" className="btn btn-outline" disabled={busy} data-testid="reject-held-ad">
          <Trans>Reject</Trans>
        </button>
      </div>
    </form>
  );
};
