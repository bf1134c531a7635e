import type { CategoryFilter } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useState } from 'react';

/** Filter type 6 (input): free text the attribute must contain, applied with Enter or on leaving the box. */
export const InputFilter = ({
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
  const applied = values[0] ?? '';
  const [text, setText] = useState(applied);
  useEffect(() => setText(applied), [applied]);
  const commit = () => {
    const next = text.trim().slice(0, 100);
    if (next !== applied) onChange(next ? [next] : []);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };
  return (
    <form className="filter field" onSubmit={onSubmit} data-testid={`filter-${filter.id}`} noValidate>
      <label htmlFor={id} className="filter-legend">
        {filter.name}
      </label>
      <input
        id={id}
        type="text"
        value={text}
        maxLength={100}
        enterKeyHint="search"
        placeholder={t`Type and press Enter`}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
      />
    </form>
  );
};
