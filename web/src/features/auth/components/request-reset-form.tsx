import { calls } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { applyServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { useReportError } from '../../../lib/report-error';
import { requestPasswordReset } from '../api/password-email';

/** Step one of a reset: the e-mail that gets the reset code. */
export const RequestResetForm = ({ onSent }: { onSent: (email: string) => void }) => {
  const { t } = useLingui();
  const report = useReportError();
  const form = useSchemaForm(calls.passwordEmail.body!, { email: '' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      onSent(email);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['email']);
      report(error);
    }
  });

  return (
    <form className="stack" onSubmit={onSubmit} noValidate aria-label={t`Request a reset code`}>
      <TextField
        label={t`E-mail`}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <SubmitButton busy={isSubmitting} className="btn btn-block">
        <Trans>Send reset code</Trans>
      </SubmitButton>
    </form>
  );
};
