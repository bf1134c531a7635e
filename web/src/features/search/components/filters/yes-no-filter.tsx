import type { CategoryFilter } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

/** Filter type 4 (yes/no multi-choice): yes, no, or any (the default, which filters nothing). */
export const YesNoFilter = ({
  filter,
  values,
  onChange,
}: {
  filter: CategoryFilter;
  values: readonly string[];
  onChange: (values: string[]) => void;
}) => {
  const { t } = useLingui();
  const name = useId();
  const current = values[0] ?? '';
  const choices = [{ value: '', label: t`Any` }, ...filter.options.map((o) => ({ value: o.value, label: o.label }))];
  return (
    <fieldset className="filter" data-testid={`filter-${filter.id}`}>
      <legend className="filter-legend">{filter.name}</legend>
      <div className="filter-chips">
        {choices.map((choice) => (
          <label key={choice.value || 'any'} className="chip-toggle">
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={choice.value}
              checked={current === choice.value}
              onChange={() => onChange(choice.value ? [choice.value] : [])}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
};
