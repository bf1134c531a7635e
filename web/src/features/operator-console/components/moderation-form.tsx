import { MAX_SUSPENSION_DAYS, type ModerationAction, type ReportTarget } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { ApiError } from '../../../lib/api-error';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { moderateTarget } from '../api/console';
import { actionsFor, useActionLabels } from './action-labels';

/**
 * Acting on a reported target: an action, the reason in the operator's words (required: the
 * person reads it), and the days of a suspension. Something already done says so (409) instead
 * of acting twice.
 */
export const ModerationForm = ({ target, onDone }: { target: ReportTarget; onDone: () => void }) => {
  const { t } = useLingui();
  const report = useReportError();
  const labels = useActionLabels();
  const actions = actionsFor(target.type);
  const [action, setAction] = useState<ModerationAction>(actions[0] ?? 'dismiss');
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('7');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!reason.trim()) return setErrors({ reason: 'validation.required' });
    setBusy(true);
    try {
      await moderateTarget({
        targetType: target.type,
        targetId: target.id,
        action,
        reason: reason.trim(),
        ...(action === 'suspend' ? { days: Number(days) } : {}),
      });
      snackbar.show(t`Done. It is in the audit log.`, 'success');
      setReason('');
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'already_moderated') setProblem('error.alreadyModerated');
      else if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors({ ...error.fields });
      else report(error);
    }
    setBusy(false);
  };

  return (
    <form className="stack moderation-form" onSubmit={(event) => void submit(event)} noValidate>
      <SelectField
        label={t`Action`}
        value={action}
        onChange={(event) => setAction(event.target.value as ModerationAction)}
        options={actions.map((a) => ({ value: a, label: labels[a] }))}
        data-testid="moderation-action"
      />
      {action === 'suspend' && (
        <TextField
          label={t`Days`}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_SUSPENSION_DAYS}
          value={days}
          error={errors.days}
          onChange={(event) => setDays(event.target.value)}
        />
      )}
      <TextAreaField
        label={t`Reason (the person reads it)`}
        rows={2}
        maxLength={500}
        value={reason}
        error={errors.reason}
        onChange={(event) => {
          setReason(event.target.value);
          setErrors({});
        }}
        data-testid="moderation-reason"
      />
      <FormAlert message={problem} />
      <button type="submit" className="btn" disabled={busy} data-testid="moderation-submit">
        <Trans>Apply</Trans>
      </button>
    </form>
  );
};
