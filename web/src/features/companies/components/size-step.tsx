import { COMPANY_SIZES } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';
import { FieldError } from '../../../components/form/field-error';
import type { StepProps } from './step-props';
import { SIZE_NAMES } from './subscription-steps';

/** How many people work at the company. */
export const SizeStep = ({ register, errors }: StepProps) => {
  const { t, i18n } = useLingui();
  return (
    <fieldset className="size-choice" aria-describedby={errors.companySize ? 'size-error' : undefined}>
      <legend>{t`How many people work there?`}</legend>
      <div className="size-options">
        {COMPANY_SIZES.map((size) => (
          <label key={size} className="option-card">
            <input type="radio" value={size} {...register('companySize')} />
            <span>{i18n._(SIZE_NAMES[size])}</span>
          </label>
        ))}
      </div>
      <FieldError id="size-error" message={errors.companySize?.message} />
    </fieldset>
  );
};
