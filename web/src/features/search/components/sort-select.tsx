import { SORTS } from '@badal/contracts';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Sort } from '../search-state';

const SORT_LABELS = {
  newest: msg`Newest first`,
  oldest: msg`Oldest first`,
  priceAsc: msg`Price: low to high`,
  priceDesc: msg`Price: high to low`,
} as const;

/** The order of the results (newest first unless chosen otherwise). */
export const SortSelect = ({
  value,
  onChange,
}: {
  value: Sort | undefined;
  onChange: (sort: Sort | undefined) => void;
}) => {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>{t`Sort by`}</label>
      <select
        id={id}
        value={value ?? 'newest'}
        onChange={(event) => {
          const sort = event.target.value as Sort;
          onChange(sort === 'newest' ? undefined : sort);
        }}
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {i18n._(SORT_LABELS[sort])}
          </option>
        ))}
      </select>
    </div>
  );
};
