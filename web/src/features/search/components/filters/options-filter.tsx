import type { CategoryFilter } from '@badal/contracts';

/** Filter type 2 (multi-options): a checkbox per option; any ticked option matches. */
export const OptionsFilter = ({
  filter,
  values,
  onChange,
}: {
  filter: CategoryFilter;
  values: readonly string[];
  onChange: (values: string[]) => void;
}) => (
  <fieldset className="filter" data-testid={`filter-${filter.id}`}>
    <legend className="filter-legend">{filter.name}</legend>
    <ul className="filter-checks">
      {filter.options.map((option) => (
        <li key={option.value}>
          <label>
            <input
              type="checkbox"
              checked={values.includes(option.value)}
              onChange={(event) =>
                onChange(event.target.checked ? [...values, option.value] : values.filter((v) => v !== option.value))
              }
            />
            <span>{option.label}</span>
          </label>
        </li>
      ))}
    </ul>
  </fieldset>
);
