import type { Category } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { LocationFields } from './location-fields';
import type { StepProps } from './step-props';

/** The company: its name, what it sells (a top category), its address and place. */
export const CompanyStep = ({
  register,
  errors,
  categories,
  point,
  onPick,
}: StepProps & {
  categories: readonly Category[];
  point: { latitude: string; longitude: string };
  onPick: (latitude: string, longitude: string) => void;
}) => {
  const { t } = useLingui();
  return (
    <>
      <TextField label={t`Company name`} error={errors.companyName?.message} {...register('companyName')} />
      <SelectField
        label={t`What the company sells`}
        error={errors.companyCategoryId?.message}
        options={[
          { value: '', label: t`Choose a category` },
          ...categories.map((c) => ({ value: String(c.id), label: c.name })),
        ]}
        {...register('companyCategoryId')}
      />
      <LocationFields
        addressLabel={t`Company address`}
        address={register('companyAddress')}
        latitude={register('companyLatitude')}
        longitude={register('companyLongitude')}
        values={point}
        errors={{
          address: errors.companyAddress?.message,
          latitude: errors.companyLatitude?.message,
          longitude: errors.companyLongitude?.message,
        }}
        onPick={onPick}
      />
    </>
  );
};
