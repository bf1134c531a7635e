import { checkCodeQuerySchema } from '@badal/contracts';
import { pathTo } from '@badal/contracts/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { PhoneNumber } from '../../../components/isolate';
import { isApiError } from '../../../lib/api-error';
import { applyServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { clearTempUser, type TempUser } from '../../../lib/temp-user';
import { sendSms } from '../api/send-sms';
import { useVerifyCode } from '../api/verify-code';

/** Seconds before the code can be sent again, so an impatient double tap does not send two SMS. */
/** The reference API's resend cooldown (SMS_RESEND_COOLDOWN_SECONDS): an earlier resend is refused. */
const RESEND_COOLDOWN_S = 60;
/** A longer wait (the day's codes are used up) is said in the message rather than counted down. */
const LONGEST_COUNTDOWN_S = 300;

export const VerificationForm = ({ tempUser }: { tempUser: TempUser }) => {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const report = useReportError();
  const verify = useVerifyCode();
  const [cooldown, setCooldown] = useState(0);
  const [resending, setResending] = useState(false);
  const form = useSchemaForm(checkCodeQuerySchema, { code: '' }, (values) => ({
    ...values,
    number: tempUser.phone,
    // Accounts verified from the login page only know their phone number.
    email: tempUser.email || undefined,
  }));
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await verify(body);
      navigate(pathTo('home'));
      clearTempUser();
      snackbar.show(t`Your account is verified. Welcome to Badal!`, 'success');
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['code']);
      report(error);
    }
  });

  const resend = async () => {
    setResending(true);
    try {
      await sendSms(tempUser.phone);
      setCooldown(RESEND_COOLDOWN_S);
      snackbar.show(t`A new code is on its way.`, 'success');
    } catch (error) {
      if (
        isApiError(error, 'rate_limited') &&
        error.retryAfterSeconds &&
        error.retryAfterSeconds <= LONGEST_COUNTDOWN_S
      )
        setCooldown(error.retryAfterSeconds);
      report(error);
    } finally {
      setResending(false);
    }
  };

  return (
    <div className="stack">
      <p>
        <Trans>
          We sent a code by SMS to <PhoneNumber phone={tempUser.phone} />. Enter it below to verify your account.
        </Trans>
      </p>
      <form className="stack" onSubmit={onSubmit} noValidate aria-label={t`Verification`}>
        <TextField
          label={t`SMS code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          error={errors.code?.message}
          {...form.register('code')}
        />
        <SubmitButton busy={isSubmitting} className="btn btn-block">
          <Trans>Verify</Trans>
        </SubmitButton>
      </form>
      <button type="button" className="btn btn-ghost" onClick={resend} disabled={resending || cooldown > 0}>
        {cooldown > 0 ? (
          <Plural value={cooldown} one="Send the code again in # second" other="Send the code again in # seconds" />
        ) : (
          <Trans>Send the code again</Trans>
        )}
      </button>
    </div>
  );
};
