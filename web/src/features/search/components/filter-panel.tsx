import type { CategoryFilter } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { FilterIcon } from '../../../components/page-icons';
import { formatPrice } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import { hasFilters, type SearchState, withAttribute, withFilters } from '../search-state';
import { AttributeFilter } from './filters/attribute-filter';
import { NumberRange } from './filters/number-range';
import { SwitchField } from './filters/switch-field';
import { SellTypeFilter } from './sell-type-filter';
import './filter-panel.css';

/**
 * The filters of a result page: price (bounded by the highest price of the current results), sale
 * or barter, new only, then each filter of the category as its type. Every change goes to the URL
 * through `onApply`. On small screens the panel folds away behind a 'Filters' button.
 */
export const FilterPanel = ({
  state,
  filters,
  maxPrice,
  onApply,
}: {
  state: SearchState;
  filters: readonly CategoryFilter[];
  maxPrice: number | undefined;
  onApply: (next: SearchState) => void;
}) => {
  const { t } = useLingui();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = hasFilters(state);
  return (
    <aside className="filter-panel" aria-label={t`Filters`}>
      <button
        type="button"
        className="btn btn-outline filter-panel-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <FilterIcon />
        <span>
          <Trans>Filters</Trans>
        </span>
      </button>
      <div className="filter-panel-body" id={panelId} data-open={open} data-testid="filter-panel">
        <div className="filter-panel-head">
          <h2>
            <Trans>Filters</Trans>
          </h2>
          {active && (
            <button
              type="button"
              className="btn btn-ghost filter-panel-clear"
              onClick={() =>
                onApply({
                  page: 1,
                  attributes: {},
                  ...(state.subCategory ? { subCategory: state.subCategory } : {}),
                  ...(state.sort ? { sort: state.sort } : {}),
                })
              }
            >
              <Trans>Clear filters</Trans>
            </button>
          )}
        </div>
        <NumberRange
          legend={t`Price`}
          unit="KWD"
          min={0}
          max={maxPrice !== undefined && maxPrice > 0 ? Math.ceil(maxPrice) : undefined}
          step={0.001}
          value={{ from: state.minPrice, to: state.maxPrice }}
          invertedMessage="validation.priceRange"
          hint={maxPrice !== undefined && maxPrice > 0 ? t`Up to ${formatPrice(maxPrice, locale)}` : undefined}
          onCommit={({ from, to }) => onApply(withFilters(state, { minPrice: from, maxPrice: to }))}
          testId="filter-price"
        />
        <SellTypeFilter value={state.sellType} onChange={(sellType) => onApply(withFilters(state, { sellType }))} />
        <SwitchField
          label={t`New only`}
          checked={state.isNew === true}
          onChange={(on) => onApply(withFilters(state, { isNew: on ? true : undefined }))}
          testId="filter-new"
        />
        <SwitchField
          label={t`On sale only`}
          checked={state.onSale === true}
          onChange={(on) => onApply(withFilters(state, { onSale: on ? true : undefined }))}
          testId="filter-on-sale"
        />
        {filters.map((filter) => (
          <AttributeFilter
            key={filter.id}
            filter={filter}
            values={state.attributes[filter.id] ?? []}
            onChange={(values) => onApply(withAttribute(state, filter.id, values))}
          />
        ))}
      </div>
    </aside>
  );
};
