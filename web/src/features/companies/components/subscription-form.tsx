import { type Category, companySubscriptionInputSchema, pathTo, type SelfUser } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Isolate } from '../../../components/isolate';
import { ApiError } from '../../../lib/api-error';
import { applyServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { useLocale } from '../../../lib/messages';
import { useReportError } from '../../../lib/report-error';
import { subscribeCompany, useMeetingSlots } from '../api/company-subscription';
import { AccountStep } from './account-step';
import { CompanyStep } from './company-step';
import { LinksStep } from './links-step';
import { MeetingPicker } from './meeting-picker';
import { SizeStep } from './size-step';
import { ALL_FIELDS, STEPS, type SubscriptionValues, startValues, stepOf } from './subscription-steps';
import './companies.css';

/**
 * The company subscription, a step at a time: the account, the company, its links, its size and a
 * meeting slot. Each step is checked before the next; the server checks everything again and its
 * answer lands under the fields.
 */
export const SubscriptionForm = ({ self, categories }: { self: SelfUser; categories: readonly Category[] }) => {
  const { i18n } = useLingui();
  const locale = useLocale();
  const report = useReportError();
  const slots = useMeetingSlots();
  const [step, setStep] = useState(0);
  const form = useSchemaForm<SubscriptionValues, typeof companySubscriptionInputSchema>(
    companySubscriptionInputSchema,
    startValues(self),
    (values) => ({ ...values, code: true }),
  );
  const { errors, isSubmitting } = form.formState;
  const values = form.watch();
  const last = step === STEPS.length - 1;

  const next = async () => {
    const current = STEPS[step];
    if (!current) return;
    const ok = await form.trigger([...current.fields]);
    // The schema compares the two passwords only once every field is valid: here, at once.
    if (step === 0 && values.userPassword !== values.userPasswordConfirmation) {
      form.setError('userPasswordConfirmation', { type: 'manual', message: 'validation.passwordMismatch' });
      return;
    }
    if (ok) setStep(step + 1);
  };

  const pick = (prefix: 'user' | 'company') => (latitude: string, longitude: string) => {
    const options = { shouldValidate: true, shouldDirty: true };
    form.setValue(`${prefix}Latitude`, latitude, options);
    form.setValue(`${prefix}Longitude`, longitude, options);
  };

  const onSubmit = form.handleSubmit(
    async (body) => {
      try {
        await subscribeCompany(body);
        // A full page load: the payment page's CSP lets the card provider in.
        window.location.assign(pathTo('payment', undefined, locale));
      } catch (error) {
        const fields = error instanceof ApiError ? Object.keys(error.fields) : [];
        if (fields.includes('meetingStart')) void slots.mutate();
        const placed = applyServerFieldErrors(error, form.setError, ALL_FIELDS);
        const first = fields.find((f) => (ALL_FIELDS as readonly string[]).includes(f));
        if (first) setStep(stepOf(first));
        if (placed === 0) report(error);
      }
    },
    (invalid) => {
      const first = ALL_FIELDS.find((f) => invalid[f]);
      if (first) setStep(stepOf(first));
    },
  );

  const current = STEPS[step];
  const fields = { register: form.register, errors };
  return (
    <form className="card stack" onSubmit={onSubmit} noValidate aria-labelledby="business-step-title">
      <ol className="business-steps">
        {STEPS.map((s, index) => (
          <li key={i18n._(s.name)} aria-current={index === step ? 'step' : undefined}>
            {i18n._(s.name)}
          </li>
        ))}
      </ol>
      <h2 id="business-step-title">{current ? i18n._(current.name) : null}</h2>
      {step === 0 && (
        <AccountStep
          {...fields}
          point={{ latitude: values.userLatitude, longitude: values.userLongitude }}
          onPick={pick('user')}
        />
      )}
      {step === 1 && (
        <CompanyStep
          {...fields}
          categories={categories}
          point={{ latitude: values.companyLatitude, longitude: values.companyLongitude }}
          onPick={pick('company')}
        />
      )}
      {step === 2 && <LinksStep {...fields} />}
      {step === 3 && <SizeStep {...fields} />}
      {step === 4 &&
        (slots.data ? (
          <MeetingPicker
            slots={slots.data.slots}
            chosen={values.meetingStart || null}
            error={errors.meetingStart?.message ?? errors.meetingEnd?.message}
            onChoose={(slot) => {
              form.setValue('meetingStart', slot.start, { shouldValidate: true });
              form.setValue('meetingEnd', slot.end, { shouldValidate: true });
            }}
          />
        ) : (
          <p className="muted">
            <Trans>Loading the free meeting times…</Trans>
          </p>
        ))}
      {last && values.companyName && (
        <p className="muted">
          <Trans>
            After paying, <Isolate>{values.companyName}</Isolate> becomes a business account for a year.
          </Trans>
        </p>
      )}
      <div className="business-actions">
        {step > 0 ? (
          <button type="button" className="btn btn-outline" onClick={() => setStep(step - 1)}>
            <Trans>Back</Trans>
          </button>
        ) : (
          <span />
        )}
        {last ? (
          <button type="submit" className="btn" disabled={isSubmitting} data-testid="business-pay">
            {isSubmitting ? <Trans>Saving…</Trans> : <Trans>Pay</Trans>}
          </button>
        ) : (
          <button type="button" className="btn" onClick={() => void next()} data-testid="business-next">
            <Trans>Next</Trans>
          </button>
        )}
      </div>
    </form>
  );
};
