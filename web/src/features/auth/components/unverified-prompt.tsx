import { calls } from '@badal/contracts';
import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { isApiError } from '../../../lib/api-error';
import { applyServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { useReportError } from '../../../lib/report-error';
import { saveTempUser } from '../../../lib/temp-user';
import { resendEmailVerification } from '../api/resend-email-verification';
import { sendSms } from '../api/send-sms';

/**
 * Sign-in refused because the account is not verified yet: send the SMS code to the account's
 * mobile number and continue on the verification page, or have a verification code e-mailed
 * again (with the user name and password just typed); either code verifies the account there.
 */
export const UnverifiedPrompt = ({ userName, password }: { userName: string; password: string }) => {
  const { t } = useLingui();
  const [emailState, setEmailState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const resendEmail = async () => {
    setEmailState('sending');
    try {
      await resendEmailVerification(userName, password);
      setEmailState('sent');
    } catch (error) {
      setEmailState('idle');
      report(error);
    }
  };
  const [, navigate] = useLocation();
  const report = useReportError();
  const form = useSchemaForm(calls.sendSms.query!, { mobile: '' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ mobile }) => {
    const toVerification = () => {
      saveTempUser({ phone: mobile, email: '', userName });
      navigate(pathTo('verification'));
    };
    try {
      await sendSms(mobile);
      toVerification();
    } catch (error) {
      if (isApiError(error, 'rate_limited')) {
        // The API holds a new code back because one went out moments ago (at registration, say):
        // that code is the one to enter. The message says when another can be sent.
        report(error);
        toVerification();
        return;
      }
      // The API names the query field `mobile`; show its complaint under the phone input.
      applyServerFieldErrors(error, form.setError, ['mobile']);
      report(error);
    }
  });

  return (
    <form className="card stack" onSubmit={onSubmit} noValidate aria-label={t`Verify your account`}>
      <p>
        <Trans>Enter the mobile number of this account and we will send you a verification code.</Trans>
      </p>
      <TextField
        label={t`Mobile number`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        addon="+965"
        dir="ltr"
        error={errors.mobile?.message}
        {...form.register('mobile')}
      />
      <SubmitButton busy={isSubmitting} className="btn btn-outline">
        <Trans>Send me the code</Trans>
      </SubmitButton>
      <p className="muted">
        <Trans>No phone at hand? We can e-mail this account a verification code instead.</Trans>
      </p>
      <button
        type="button"
        className="btn btn-ghost"
        onClick={() => void resendEmail()}
        disabled={emailState !== 'idle'}
        aria-busy={emailState === 'sending' || undefined}
        data-testid="resend-verification-email"
      >
        <Trans>E-mail me a code</Trans>
      </button>
      {emailState === 'sent' && (
        <p role="status" data-testid="verification-email-sent">
          <Trans>
            We e-mailed a new code to this account's address. Enter the mobile number above and continue: the e-mailed
            code works on the next page too.
          </Trans>
        </p>
      )}
    </form>
  );
};
