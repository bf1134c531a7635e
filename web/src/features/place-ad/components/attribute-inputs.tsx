/**
 * One input per attribute type of spec §4. Each takes the attribute (a category filter: name,
 * options, bounds, unit), its current input and `onChange`; labels and errors come from
 * AttributeField around them.
 */
import type { CategoryFilter } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import type { AttributeInput } from '../attributes';

export interface AttributeInputProps {
  filter: CategoryFilter;
  input: AttributeInput;
  onChange: (input: AttributeInput) => void;
  invalid: boolean;
  describedBy: string | undefined;
  inputId: string;
}

const single = (value: string): AttributeInput => ({ value, values: [] });

/** Boolean, yes/no and colour: one of a few choices, as radio chips (colours with their swatch). */
export const RadioChoices = ({
  filter,
  input,
  onChange,
  invalid,
  choices,
}: AttributeInputProps & { choices: readonly { value: string; label: string; color?: string | null }[] }) => (
  <div className="choice-group">
    {choices.map((choice) => (
      <label key={choice.value} className="chip-toggle">
        <input
          type="radio"
          name={`attribute-${filter.id}`}
          value={choice.value}
          checked={input.value === choice.value}
          aria-invalid={invalid || undefined}
          onChange={() => onChange(single(choice.value))}
        />
        {choice.color && <span className="choice-swatch" style={{ background: choice.color }} aria-hidden="true" />}
        <span>{choice.label}</span>
      </label>
    ))}
  </div>
);

export const BooleanInput = (props: AttributeInputProps) => {
  const { t } = useLingui();
  return (
    <RadioChoices
      {...props}
      choices={[
        { value: 'true', label: t`Yes` },
        { value: 'false', label: t`No` },
      ]}
    />
  );
};

export const OptionRadios = (props: AttributeInputProps) => <RadioChoices {...props} choices={props.filter.options} />;

/** Number: typed, within the attribute's bounds when it has them. */
export const NumberInput = ({ filter, input, onChange, invalid, describedBy, inputId }: AttributeInputProps) => (
  <div className={filter.unit ? 'input-group' : undefined}>
    {filter.unit && <span className="input-group-addon">{filter.unit}</span>}
    <input
      id={inputId}
      inputMode="decimal"
      dir="ltr"
      autoComplete="off"
      value={input.value}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(single(event.target.value))}
    />
  </div>
);

/** The bounds of a number attribute in words, or null when it has none. */
export const useBoundsHint = (filter: CategoryFilter): string | null => {
  const { t } = useLingui();
  const locale = useLocale();
  const unit = filter.unit ? ` ${filter.unit}` : '';
  const min = filter.min === null ? null : formatNumber(filter.min, locale);
  const max = filter.max === null ? null : formatNumber(filter.max, locale);
  if (min !== null && max !== null) return t`From ${min} to ${max}${unit}`;
  if (min !== null) return t`At least ${min}${unit}`;
  if (max !== null) return t`At most ${max}${unit}`;
  return null;
};

/** Multi-choice: one option of many, from a list. */
export const ChoiceSelect = ({ filter, input, onChange, invalid, describedBy, inputId }: AttributeInputProps) => {
  const { t } = useLingui();
  return (
    <select
      id={inputId}
      value={input.values[0] ?? ''}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange({ value: '', values: event.target.value ? [event.target.value] : [] })}
    >
      <option value="">{t`Not specified`}</option>
      {filter.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
};

/** Multi-options: any number of options, as check chips. */
export const OptionChecks = ({ filter, input, onChange, invalid }: AttributeInputProps) => (
  <div className="choice-group">
    {filter.options.map((option) => {
      const checked = input.values.includes(option.value);
      return (
        <label key={option.value} className="chip-toggle">
          <input
            type="checkbox"
            value={option.value}
            checked={checked}
            aria-invalid={invalid || undefined}
            onChange={() =>
              onChange({
                value: '',
                values: checked ? input.values.filter((v) => v !== option.value) : [...input.values, option.value],
              })
            }
          />
          <span>{option.label}</span>
        </label>
      );
    })}
  </div>
);

/** String: free text. */
export const TextInput = ({ input, onChange, invalid, describedBy, inputId }: AttributeInputProps) => (
  <input
    id={inputId}
    dir="auto"
    maxLength={200}
    autoComplete="off"
    value={input.value}
    aria-invalid={invalid || undefined}
    aria-describedby={describedBy}
    onChange={(event) => onChange(single(event.target.value))}
  />
);
