import { type SelfUser, updateUserBodySchema } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { applyServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { useUpdateUser } from '../api/update-user';

const FIELDS = ['fullName', 'userName', 'email', 'phone'] as const;

/** Account details (PUT /users/{id}): name, user name, e-mail, mobile number. */
export const AccountForm = ({ user }: { user: SelfUser }) => {
  const { t } = useLingui();
  const report = useReportError();
  const update = useUpdateUser();
  const form = useSchemaForm(
    updateUserBodySchema,
    { fullName: user.fullName, userName: user.userName, email: user.email, phone: user.phone ?? '' },
    // A phone that was never set may stay empty; every other field is required once shown.
    (values) => ({ ...values, phone: values.phone === '' ? undefined : values.phone }),
  );
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await update(user.id, body);
      form.reset({ fullName: saved.fullName, userName: saved.userName, email: saved.email, phone: saved.phone ?? '' });
      snackbar.show(t`Your account details were saved.`, 'success');
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      report(error);
    }
  });

  return (
    <form className="card stack" onSubmit={onSubmit} noValidate aria-labelledby="account-form-title">
      <h2 id="account-form-title">
        <Trans>Account details</Trans>
      </h2>
      <TextField
        label={t`Full name`}
        autoComplete="name"
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <TextField
        label={t`User name`}
        autoComplete="username"
        error={errors.userName?.message}
        {...form.register('userName')}
      />
      <TextField
        label={t`E-mail`}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t`Mobile number`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        addon="+965"
        dir="ltr"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <div>
        <SubmitButton busy={isSubmitting}>
          <Trans>Save details</Trans>
        </SubmitButton>
      </div>
    </form>
  );
};
