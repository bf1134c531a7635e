import { type SelfUser, updateUserBodySchema } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { applyServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { useUpdateUser } from '../api/update-user';

const FIELDS = ['oldPassword', 'password', 'passwordConfirmation'] as const;
const EMPTY = { oldPassword: '', password: '', passwordConfirmation: '' };

/** Change the password (PUT /users/{id} with the old one); the contracts' rules check both. */
export const ChangePasswordForm = ({ user }: { user: SelfUser }) => {
  const { t } = useLingui();
  const report = useReportError();
  const update = useUpdateUser();
  const form = useSchemaForm(updateUserBodySchema, EMPTY);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await update(user.id, body);
      form.reset(EMPTY);
      snackbar.show(t`Your password was changed.`, 'success');
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      report(error);
    }
  });

  return (
    <form className="card stack" onSubmit={onSubmit} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title">
        <Trans>Change password</Trans>
      </h2>
      <TextField
        label={t`Current password`}
        type="password"
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...form.register('oldPassword')}
      />
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        hint={t`At least 6 characters.`}
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
      <div>
        <SubmitButton busy={isSubmitting}>
          <Trans>Change password</Trans>
        </SubmitButton>
      </div>
    </form>
  );
};
