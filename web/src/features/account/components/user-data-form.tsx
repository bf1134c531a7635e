import {
  AccountType,
  DEFAULT_COUNTRY,
  DEFAULT_COUNTRY_AR,
  Gender,
  type SelfUser,
  userDataBodySchema,
} from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { applyServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { useLocale } from '../../../lib/messages';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { useSaveUserData } from '../api/save-user-data';
import { accountTypeLabel, genderLabel } from './labels';

/** The API takes at most this many addresses (contracts userDataBodySchema). */
const MAX_ADDRESSES = 5;
const FIELDS = ['type', 'gender', 'firstName', 'lastName', 'dateOfBirth', 'addresses', 'country'] as const;

type Values = {
  type: string;
  gender: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  addresses: string[];
  country: string;
};

/** Empty optional inputs mean "not given"; the schema's rules apply to what was typed. */
const toBody = (values: Values) => ({
  type: values.type === '' ? undefined : Number(values.type),
  gender: values.gender === '' ? undefined : values.gender,
  firstName: values.firstName === '' ? undefined : values.firstName,
  lastName: values.lastName === '' ? undefined : values.lastName,
  dateOfBirth: values.dateOfBirth === '' ? undefined : values.dateOfBirth,
  addresses: values.addresses.filter((address) => address.trim() !== ''),
  country: values.country,
});

/** Personal data (POST /users/user-data): type, gender, names, date of birth, addresses, country. */
export const UserDataForm = ({ user }: { user: SelfUser }) => {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const report = useReportError();
  const save = useSaveUserData();
  const form = useSchemaForm(
    userDataBodySchema,
    {
      // A company account comes only through the company subscription, so it is not offered here.
      type: user.accountType === AccountType.company ? '' : String(user.accountType),
      gender: user.gender ?? '',
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      dateOfBirth: user.dateOfBirth ?? '',
      addresses: user.addresses.length > 0 ? [...user.addresses] : [''],
      country: user.country ?? (locale === 'ar' ? DEFAULT_COUNTRY_AR : DEFAULT_COUNTRY),
    } satisfies Values,
    toBody,
  );
  const { errors, isSubmitting } = form.formState;
  const addresses = form.watch('addresses');
  const addressErrors = errors.addresses as unknown as
    | ({ message?: string } | undefined)[]
    | { message?: string }
    | undefined;
  const addressError = (index: number) =>
    Array.isArray(addressErrors) ? addressErrors[index]?.message : index === 0 ? addressErrors?.message : undefined;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save(body);
      snackbar.show(t`Your personal data was saved.`, 'success');
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      report(error);
    }
  });

  const typeOptions = [
    { value: '', label: t`Choose…` },
    { value: String(AccountType.user), label: i18n._(accountTypeLabel[AccountType.user]) },
    { value: String(AccountType.seller), label: i18n._(accountTypeLabel[AccountType.seller]) },
  ];
  const genderOptions = [
    { value: '', label: t`Choose…` },
    { value: Gender.male, label: i18n._(genderLabel[Gender.male]) },
    { value: Gender.female, label: i18n._(genderLabel[Gender.female]) },
  ];

  return (
    <form className="card stack" onSubmit={onSubmit} noValidate aria-labelledby="user-data-title">
      <h2 id="user-data-title">
        <Trans>Personal data</Trans>
      </h2>
      <SelectField
        label={t`Account type`}
        options={typeOptions}
        error={errors.type?.message}
        {...form.register('type')}
      />
      <SelectField
        label={t`Gender`}
        options={genderOptions}
        error={errors.gender?.message}
        {...form.register('gender')}
      />
      <TextField
        label={t`First name`}
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...form.register('firstName')}
      />
      <TextField
        label={t`Last name`}
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...form.register('lastName')}
      />
      <TextField
        label={t`Date of birth`}
        placeholder="yyyy-mm-dd"
        inputMode="numeric"
        autoComplete="bday"
        dir="ltr"
        hint={t`Year, month and day, for example 1990-04-25.`}
        error={errors.dateOfBirth?.message}
        {...form.register('dateOfBirth')}
      />
      <fieldset className="stack">
        <legend>
          <Trans>Addresses</Trans>
        </legend>
        {addresses.map((_, index) => (
          <div className="row address-row" key={`address-${index.toString()}`}>
            <div className="address-input">
              <TextField
                label={t`Address ${index + 1}`}
                autoComplete="street-address"
                error={addressError(index)}
                {...form.register(`addresses.${index}`)}
              />
            </div>
            {addresses.length > 1 && (
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() =>
                  form.setValue(
                    'addresses',
                    addresses.filter((__, i) => i !== index),
                  )
                }
              >
                <Trans>Remove</Trans>
              </button>
            )}
          </div>
        ))}
        {addresses.length < MAX_ADDRESSES && (
          <div>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => form.setValue('addresses', [...addresses, ''])}
            >
              <Trans>Add an address</Trans>
            </button>
          </div>
        )}
      </fieldset>
      <TextField
        label={t`Country`}
        autoComplete="country-name"
        error={errors.country?.message}
        {...form.register('country')}
      />
      <div>
        <SubmitButton busy={isSubmitting}>
          <Trans>Save personal data</Trans>
        </SubmitButton>
      </div>
    </form>
  );
};
