import type { CategoryFilter } from '@badal/contracts';
import { SwitchField } from './switch-field';

/** Filter type 0 (boolean): a switch; on asks for products where the attribute is true. */
export const BooleanFilter = ({
  filter,
  values,
  onChange,
}: {
  filter: CategoryFilter;
  values: readonly string[];
  onChange: (values: string[]) => void;
}) => (
  <SwitchField
    label={filter.name}
    checked={values.includes('true')}
    onChange={(on) => onChange(on ? ['true'] : [])}
    testId={`filter-${filter.id}`}
  />
);
