import { loginBodySchema } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { isApiError } from '../../../lib/api-error';
import { applyServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { useLocale, useMessages } from '../../../lib/messages';
import { errorText } from '../../../lib/report-error';
import { useLogin } from '../api/login';
import { UnverifiedPrompt } from './unverified-prompt';

/**
 * User name + password. Errors stay on the page (spec §8: not the snackbar on the login page);
 * on success the session updates and the guest guard follows `redirectTo`.
 */
export const LoginForm = () => {
  const { t } = useLingui();
  const text = useMessages();
  const locale = useLocale();
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const [unverifiedUser, setUnverifiedUser] = useState<{ userName: string; password: string } | null>(null);
  const form = useSchemaForm(loginBodySchema, { userName: '', password: '' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setUnverifiedUser(null);
    try {
      await login({ userName: values.userName, password: values.password });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['userName', 'password']);
      setFailure(errorText(error, text, locale));
      if (isApiError(error, 'unverified')) setUnverifiedUser({ userName: values.userName, password: values.password });
    }
  });

  return (
    <>
      <form className="stack" onSubmit={onSubmit} noValidate aria-label={t`Log in`}>
        <FormAlert message={failure} />
        <TextField
          label={t`User name`}
          autoComplete="username"
          error={errors.userName?.message}
          {...form.register('userName')}
        />
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <SubmitButton busy={isSubmitting} className="btn btn-block">
          <Trans>Log in</Trans>
        </SubmitButton>
      </form>
      {unverifiedUser && <UnverifiedPrompt {...unverifiedUser} />}
    </>
  );
};
