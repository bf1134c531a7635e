import { registerBodySchema } from '@badal/contracts';
import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { applyServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { useReportError } from '../../../lib/report-error';
import { saveTempUser } from '../../../lib/temp-user';
import { register } from '../api/register';

const KUWAIT_CALLING_CODE = '965';
const FIELDS = ['fullName', 'userName', 'email', 'phone', 'password'] as const;

/**
 * Every register field of spec §7. The password is sent as its own confirmation; the phone is the
 * 8-digit Kuwaiti number (requiredAsPhone) with the +965 calling code.
 */
export const SignupForm = () => {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const report = useReportError();
  const form = useSchemaForm(
    registerBodySchema,
    { fullName: '', userName: '', email: '', phone: '', password: '' },
    (values) => ({ ...values, passwordConfirmation: values.password, code: KUWAIT_CALLING_CODE }),
  );
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await register(body);
      // The verification page needs to know whom the SMS went to, even after a reload.
      saveTempUser({ phone: body.phone, email: body.email, userName: body.userName });
      navigate(pathTo('verification'));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      report(error);
    }
  });

  return (
    <form className="stack" onSubmit={onSubmit} noValidate aria-label={t`Sign up`}>
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
        hint={t`3 to 30 letters, digits, dots, dashes or underscores.`}
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
        addon={`+${KUWAIT_CALLING_CODE}`}
        dir="ltr"
        error={errors.phone?.message}
        hint={t`8 digits, for the verification SMS.`}
        {...form.register('phone')}
      />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        hint={t`At least 6 characters.`}
        {...form.register('password')}
      />
      <SubmitButton busy={isSubmitting} className="btn btn-block">
        <Trans>Create account</Trans>
      </SubmitButton>
    </form>
  );
};
