import { ReportReason, type ReportTarget } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { TextAreaField } from '../../../components/form/text-area-field';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-error';
import { useReportError } from '../../../lib/report-error';
import { useReasonLabels } from '../../../lib/report-reason-labels';
import { snackbar } from '../../../lib/snackbar';
import { sendReport } from '../api/report';
import './reports.css';

const REASONS = Object.values(ReportReason);

/**
 * The Report dialog: a reason (and, for 'something else', the person's words), sent once. The
 * reporter is thanked in the snackbar; a second report of the same thing while the first is open
 * says so in the dialog instead.
 */
export const ReportDialog = ({
  target,
  open,
  onClose,
}: {
  target: ReportTarget;
  open: boolean;
  onClose: () => void;
}) => {
  const { t } = useLingui();
  const reportError = useReportError();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [detailsError, setDetailsError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const labels = useReasonLabels();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setProblem('validation.required');
    if (reason === 'other' && !details.trim()) return setDetailsError('validation.required');
    setBusy(true);
    try {
      const answer = await sendReport(target, reason, details);
      snackbar.show(answer.message, 'success');
      setReason(null);
      setDetails('');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'already_reported') setProblem('report.alreadyReported');
      else if (error instanceof ApiError && error.fields.details) setDetailsError(error.fields.details);
      else reportError(error);
    }
    setBusy(false);
  };

  return (
    <Modal title={t`Report`} open={open} onClose={onClose}>
      <form className="stack report-form" onSubmit={(event) => void submit(event)} noValidate data-testid="report-form">
        <fieldset className="report-reasons">
          <legend>
            <Trans>What is wrong?</Trans>
          </legend>
          {REASONS.map((value) => (
            <label key={value} className="report-reason">
              <input
                type="radio"
                name="report-reason"
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setProblem(null);
                }}
              />
              <span>{labels[value]}</span>
            </label>
          ))}
        </fieldset>
        <TextAreaField
          label={reason === 'other' ? t`Tell us what is wrong` : t`Anything to add (optional)`}
          rows={3}
          maxLength={500}
          value={details}
          error={detailsError}
          onChange={(event) => {
            setDetails(event.target.value);
            setDetailsError(undefined);
          }}
        />
        <FormAlert message={problem} />
        <button type="submit" className="btn" disabled={busy} data-testid="send-report">
          <Trans>Send report</Trans>
        </button>
      </form>
    </Modal>
  );
};
