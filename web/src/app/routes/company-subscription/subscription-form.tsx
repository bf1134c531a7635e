import {
  COMPANY_SIZES,
  type CompanySize,
  companySubscriptionInputSchema,
  pathTo,
  type SelfUser,
} from '@badal/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { Isolate } from '../../../components/isolate';
import { subscribeCompany, useMeetingSlots } from '../../../features/business/api/company-subscription';
import { MeetingPicker } from '../../../features/business/components/meeting-picker';
import { useCategories } from '../../../features/categories/api/get-categories';
import { ApiError } from '../../../lib/api-error';
import { applyServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { useLocale } from '../../../lib/messages';
import { useReportError } from '../../../lib/report-error';
import { LocationFields } from './location-fields';

/** Kuwait City, where the maps open. */
const KUWAIT_CITY = { latitude: '29.3759', longitude: '47.9774' };

interface Values {
  userEmail: string;
  userPassword: string;
  userPasswordConfirmation: string;
  userFullName: string;
  userUserName: string;
  userPhone: string;
  userAddress: string;
  userLatitude: string;
  userLongitude: string;
  companyName: string;
  companyAddress: string;
  companyLatitude: string;
  companyLongitude: string;
  companyCategoryId: string;
  companyInstagramLink: string;
  companyFacebookLink: string;
  companyWebsiteLink: string;
  companySize: string;
  meetingStart: string;
  meetingEnd: string;
}
type Field = keyof Values;

const STEPS: readonly { name: MessageDescriptor; fields: readonly Field[] }[] = [
  {
    name: msg`Account`,
    fields: [
      'userEmail',
      'userUserName',
      'userPhone',
      'userFullName',
      'userAddress',
      'userLatitude',
      'userLongitude',
      'userPassword',
      'userPasswordConfirmation',
    ],
  },
  {
    name: msg`Company`,
    fields: ['companyName', 'companyCategoryId', 'companyAddress', 'companyLatitude', 'companyLongitude'],
  },
  { name: msg`Links`, fields: ['companyInstagramLink', 'companyFacebookLink', 'companyWebsiteLink'] },
  { name: msg`Size`, fields: ['companySize'] },
  { name: msg`Meeting`, fields: ['meetingStart', 'meetingEnd'] },
];

const SIZE_NAMES: Record<CompanySize, MessageDescriptor> = {
  '1-10': msg`1 to 10 people`,
  '11-50': msg`11 to 50 people`,
  '51-200': msg`51 to 200 people`,
  '201+': msg`More than 200 people`,
};

const ALL_FIELDS = STEPS.flatMap((step) => step.fields);

/**
 * The business upgrade, a step at a time: the account (its own e-mail, user name and phone as
 * they are; the contact's name, address and place; the password to confirm), the company (name,
 * category, address and place), its links, its size and a meeting slot. Each step is checked
 * before the next; the server checks everything again and its answer lands under the fields.
 */
export const SubscriptionForm = ({ self }: { self: SelfUser }) => {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const report = useReportError();
  const categories = useCategories();
  const slots = useMeetingSlots();
  const [step, setStep] = useState(0);
  const form = useSchemaForm<Values, typeof companySubscriptionInputSchema>(
    companySubscriptionInputSchema,
    {
      userEmail: self.email,
      userPassword: '',
      userPasswordConfirmation: '',
      userFullName: self.fullName,
      userUserName: self.userName,
      userPhone: self.phone ?? '',
      userAddress: self.addresses[0] ?? '',
      userLatitude: KUWAIT_CITY.latitude,
      userLongitude: KUWAIT_CITY.longitude,
      companyName: '',
      companyAddress: '',
      companyLatitude: KUWAIT_CITY.latitude,
      companyLongitude: KUWAIT_CITY.longitude,
      companyCategoryId: '',
      companyInstagramLink: '',
      companyFacebookLink: '',
      companyWebsiteLink: '',
      companySize: '',
      meetingStart: '',
      meetingEnd: '',
    },
    (values) => ({ ...values, code: true }),
  );
  const { errors, isSubmitting } = form.formState;
  const values = form.watch();
  const last = step === STEPS.length - 1;

  const stepOf = (field: string) =>
    Math.max(
      0,
      STEPS.findIndex((s) => (s.fields as readonly string[]).includes(field)),
    );

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
        <>
          <p className="muted">
            <Trans>
              The account that becomes a business account. Its e-mail, user name and mobile number change in your
              account settings.
            </Trans>
          </p>
          <TextField
            label={t`E-mail`}
            readOnly
            dir="ltr"
            error={errors.userEmail?.message}
            {...form.register('userEmail')}
          />
          <TextField
            label={t`User name`}
            readOnly
            dir="ltr"
            error={errors.userUserName?.message}
            {...form.register('userUserName')}
          />
          <TextField
            label={t`Mobile number`}
            readOnly
            addon="+965"
            dir="ltr"
            error={errors.userPhone?.message}
            {...form.register('userPhone')}
          />
          <TextField
            label={t`Contact person's full name`}
            autoComplete="name"
            error={errors.userFullName?.message}
            {...form.register('userFullName')}
          />
          <LocationFields
            addressLabel={t`Contact person's address`}
            address={form.register('userAddress')}
            latitude={form.register('userLatitude')}
            longitude={form.register('userLongitude')}
            values={{ latitude: values.userLatitude, longitude: values.userLongitude }}
            errors={{
              address: errors.userAddress?.message,
              latitude: errors.userLatitude?.message,
              longitude: errors.userLongitude?.message,
            }}
            onPick={pick('user')}
          />
          <TextField
            label={t`Your password`}
            type="password"
            autoComplete="current-password"
            hint={t`To confirm it is you.`}
            error={errors.userPassword?.message}
            {...form.register('userPassword')}
          />
          <TextField
            label={t`Your password again`}
            type="password"
            autoComplete="current-password"
            error={errors.userPasswordConfirmation?.message}
            {...form.register('userPasswordConfirmation')}
          />
        </>
      )}
      {step === 1 && (
        <>
          <TextField label={t`Company name`} error={errors.companyName?.message} {...form.register('companyName')} />
          <SelectField
            label={t`What the company sells`}
            error={errors.companyCategoryId?.message}
            options={[
              { value: '', label: t`Choose a category` },
              ...categories.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
            {...form.register('companyCategoryId')}
          />
          <LocationFields
            addressLabel={t`Company address`}
            address={form.register('companyAddress')}
            latitude={form.register('companyLatitude')}
            longitude={form.register('companyLongitude')}
            values={{ latitude: values.companyLatitude, longitude: values.companyLongitude }}
            errors={{
              address: errors.companyAddress?.message,
              latitude: errors.companyLatitude?.message,
              longitude: errors.companyLongitude?.message,
            }}
            onPick={pick('company')}
          />
        </>
      )}
      {step === 2 && (
        <>
          <p className="muted">
            <Trans>
              All optional. Each one a full address starting with <Isolate dir="ltr">https://</Isolate>
            </Trans>
          </p>
          <TextField
            label={t`Instagram`}
            type="url"
            dir="ltr"
            error={errors.companyInstagramLink?.message}
            {...form.register('companyInstagramLink')}
          />
          <TextField
            label={t`Facebook`}
            type="url"
            dir="ltr"
            error={errors.companyFacebookLink?.message}
            {...form.register('companyFacebookLink')}
          />
          <TextField
            label={t`Website`}
            type="url"
            dir="ltr"
            error={errors.companyWebsiteLink?.message}
            {...form.register('companyWebsiteLink')}
          />
        </>
      )}
      {step === 3 && (
        <fieldset className="size-choice" aria-describedby={errors.companySize ? 'size-error' : undefined}>
          <legend>{t`How many people work there?`}</legend>
          <div className="size-options">
            {COMPANY_SIZES.map((size) => (
              <label key={size} className="option-card">
                <input type="radio" value={size} {...form.register('companySize')} />
                <span>{i18n._(SIZE_NAMES[size])}</span>
              </label>
            ))}
          </div>
          <FieldError id="size-error" message={errors.companySize?.message} />
        </fieldset>
      )}
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
