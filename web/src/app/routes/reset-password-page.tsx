import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Isolate } from '../../components/isolate';
import { NewPasswordForm } from '../../features/auth/components/new-password-form';
import { RequestResetForm } from '../../features/auth/components/request-reset-form';
import { useFullSearch } from '../../lib/full-path';
import { snackbar } from '../../lib/snackbar';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * Password reset: ask for the code by e-mail, then set a new password with it. A link that
 * carries `?token=` opens straight on the second step.
 */
export const ResetPasswordPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Reset password`);
  const [, navigate] = useLocation();
  const linkToken = new URLSearchParams(useFullSearch()).get('token') ?? '';
  const [sentTo, setSentTo] = useState<string | null>(null);
  const showSecondStep = sentTo !== null || linkToken !== '';
  return (
    <section className="card narrow stack">
      <h1>
        <Trans>Reset password</Trans>
      </h1>
      {!showSecondStep && (
        <>
          <p className="muted">
            <Trans>Enter the e-mail of your account and we will send you a reset code.</Trans>
          </p>
          <RequestResetForm onSent={setSentTo} />
        </>
      )}
      {showSecondStep && (
        <>
          {sentTo !== null && (
            <p className="form-success" role="status">
              <Trans>
                If an account uses <Isolate>{sentTo}</Isolate>, a reset code is on its way. Enter it below with your new
                password.
              </Trans>
            </p>
          )}
          <NewPasswordForm
            token={linkToken}
            onDone={() => {
              snackbar.show(t`Your password was changed. You can log in now.`, 'success');
              navigate(pathTo('login'));
            }}
          />
        </>
      )}
      <p>
        <Link href={pathTo('login')}>
          <Trans>Back to log in</Trans>
        </Link>
      </p>
    </section>
  );
};
