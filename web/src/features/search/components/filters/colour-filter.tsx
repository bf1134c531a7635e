import type { CategoryFilter } from '@badal/contracts';

/** Filter type 5 (colour): a swatch per colour, pressed when chosen; any chosen colour matches. */
export const ColourFilter = ({
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
    <div className="filter-swatches">
      {filter.options.map((option) => {
        const pressed = values.includes(option.value);
        return (
          <button
            key={option.value}
            type="button"
            className="swatch"
            aria-pressed={pressed}
            aria-label={option.label}
            title={option.label}
            onClick={() => onChange(pressed ? values.filter((v) => v !== option.value) : [...values, option.value])}
          >
            <span className="swatch-colour" style={{ background: option.color ?? 'transparent' }} />
          </button>
        );
      })}
    </div>
  </fieldset>
);
