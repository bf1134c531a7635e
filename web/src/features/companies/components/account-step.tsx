import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '../../../components/form/text-field';
import { LocationFields } from './location-fields';
import type { StepProps } from './step-props';

/**
 * The account that becomes a company account: its e-mail, user name and phone as they are; the
 * contact's name, address and place; the password to confirm.
 */
export const AccountStep = ({
  register,
  errors,
  point,
  onPick,
}: StepProps & {
  point: { latitude: string; longitude: string };
  onPick: (latitude: string, longitude: string) => void;
}) => {
  const { t } = useLingui();
  return (
    <>
      <p className="muted">
        <Trans>
          The account that becomes a business account. Its e-mail, user name and mobile number change in your account
          settings.
        </Trans>
      </p>
      <TextField label={t`E-mail`} readOnly dir="ltr" error={errors.userEmail?.message} {...register('userEmail')} />
      <TextField
        label={t`User name`}
        readOnly
        dir="ltr"
        error={errors.userUserName?.message}
        {...register('userUserName')}
      />
      <TextField
        label={t`Mobile number`}
        readOnly
        addon="+965"
        dir="ltr"
        error={errors.userPhone?.message}
        {...register('userPhone')}
      />
      <TextField
        label={t`Contact person's full name`}
        autoComplete="name"
        error={errors.userFullName?.message}
        {...register('userFullName')}
      />
      <LocationFields
        addressLabel={t`Contact person's address`}
        address={register('userAddress')}
        latitude={register('userLatitude')}
        longitude={register('userLongitude')}
        values={point}
        errors={{
          address: errors.userAddress?.message,
          latitude: errors.userLatitude?.message,
          longitude: errors.userLongitude?.message,
        }}
        onPick={onPick}
      />
      <TextField
        label={t`Your password`}
        type="password"
        autoComplete="current-password"
        hint={t`To confirm it is you.`}
        error={errors.userPassword?.message}
        {...register('userPassword')}
      />
      <TextField
        label={t`Your password again`}
        type="password"
        autoComplete="current-password"
        error={errors.userPasswordConfirmation?.message}
        {...register('userPasswordConfirmation')}
      />
    </>
  );
};
