import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { TextAreaField } from '../../../components/form/text-area-field';
import { ApiError } from '../../../lib/api-error';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { approveBanner, type BannerForReview, rejectBanner } from '../api/banners';
import './banners.css';

/** The review team's decision on a paid banner: approve, or reject with a reason the member will read. */
export const BannerDecision = ({ banner, onDecided }: { banner: BannerForReview; onDecided: () => void }) => {
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
      else report(error);
    }
    setBusy(false);
  };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setReasonError('validation.required');
    void decide(() => rejectBanner(banner.id, reason.trim()), t`The banner was rejected.`);
  };

  return (
    <form className="stack" onSubmit={reject} noValidate>
      <TextAreaField
        label={t`Reason, if you reject it`}
        rows={2}
        maxLength={300}
        value={reason}
        error={reasonError}
        onChange={(event) => {
          setReason(event.target.value);
          setReasonError(undefined);
        }}
      />
      <div className="banner-actions">
        <button
          type="button"
          className="btn"
          disabled={busy}
          onClick={() => void decide(() => approveBanner(banner.id), t`The banner was approved.`)}
          data-testid="approve-banner"
        >
          <Trans>Approve</Trans>
        </button>
        <button type="submit" className="btn btn-outline" disabled={busy} data-testid="reject-banner">
          <Trans>Reject</Trans>
        </button>
      </div>
    </form>
  );
};
