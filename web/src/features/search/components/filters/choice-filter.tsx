import type { CategoryFilter } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

/** Filter type 3 (multi-choice): pick one of the options, or any. */
export const ChoiceFilter = ({
  filter,
  values,
  onChange,
}: {
  filter: CategoryFilter;
  values: readonly string[];
  onChange: (values: string[]) => void;
}) => {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="filter field" data-testid={`filter-${filter.id}`}>
      <label htmlFor={id} className="filter-legend">
        {filter.name}
      </label>
      <select
        id={id}
        value={values[0] ?? ''}
        onChange={(event) => onChange(event.target.value ? [event.target.value] : [])}
      >
        <option value="">{t`Any`}</option>
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};
