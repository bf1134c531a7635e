import { passwordResetBodySchema } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { applyServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { useReportError } from '../../../lib/report-error';
import { resetPassword } from '../api/password-reset';

/** Step two: the e-mailed token (pre-filled when the link carried it) and the new password. */
export const NewPasswordForm = ({ token, onDone }: { token: string; onDone: () => void }) => {
  const { t } = useLingui();
  const report = useReportError();
  const form = useSchemaForm(passwordResetBodySchema, { token, password: '', passwordConfirmation: '' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await resetPassword(body);
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['token', 'password', 'passwordConfirmation']);
      report(error);
    }
  });

  return (
    <form className="stack" onSubmit={onSubmit} noValidate aria-label={t`Set a new password`}>
      <TextField
        label={t`Reset code`}
        autoComplete="one-time-code"
        dir="ltr"
        error={errors.token?.message}
        {...form.register('token')}
      />
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label={t`Confirm the new password`}
        type="password"
        autoComplete="new-password"
        error={errors.passwordConfirmation?.message}
        {...form.register('passwordConfirmation')}
      />
      <SubmitButton busy={isSubmitting} className="btn btn-block">
        <Trans>Save the new password</Trans>
      </SubmitButton>
    </form>
  );
};
