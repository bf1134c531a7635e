import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { FieldError } from '../../../../components/form/field-error';

export interface NumberRangeValue {
  from?: number | undefined;
  to?: number | undefined;
}

const toText = (n: number | undefined) => (n === undefined ? '' : String(n));
const toNumber = (s: string): number | undefined => {
  if (s.trim() === '') return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
};

/**
 * Two number inputs (from, to) within optional bounds. Typing does not search on every key: the
 * range is applied with Enter, the apply button, or when the focus leaves the pair. An inverted
 * range is refused with `invertedMessage` under the inputs (a contracts message key, put in words
 * when shown: the forms' texts arrive after the app has started, or a text).
 */
export const NumberRange = ({
  legend,
  value,
  min,
  max,
  step = 'any',
  unit,
  invertedMessage,
  hint,
  onCommit,
  testId,
}: {
  legend: string;
  value: NumberRangeValue;
  min?: number | null | undefined;
  max?: number | null | undefined;
  step?: number | 'any';
  unit?: string | null | undefined;
  invertedMessage: string;
  /** Shown under the inputs, e.g. the range the values may take. */
  hint?: string | undefined;
  onCommit: (value: NumberRangeValue) => void;
  testId?: string;
}) => {
  const { t } = useLingui();
  const id = useId();
  const [from, setFrom] = useState(toText(value.from));
  const [to, setTo] = useState(toText(value.to));
  const [error, setError] = useState<string | undefined>();
  // The URL is the truth: a back button or a cleared filter puts the inputs in step.
  useEffect(() => {
    setFrom(toText(value.from));
    setTo(toText(value.to));
    setError(undefined);
  }, [value.from, value.to]);

  const commit = () => {
    const next = { from: toNumber(from), to: toNumber(to) };
    if (next.from !== undefined && next.to !== undefined && next.from > next.to) {
      setError(invertedMessage);
      return;
    }
    setError(undefined);
    if (next.from !== value.from || next.to !== value.to) onCommit(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };
  const bounds = { min: min ?? 0, ...(max !== null && max !== undefined ? { max } : {}), step };
  return (
    <form
      className="filter number-range"
      onSubmit={onSubmit}
      onBlur={(event) => {
        // Leaving the pair, not moving from one input to the other, applies it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) commit();
      }}
      data-testid={testId}
      noValidate
    >
      <fieldset>
        <legend className="filter-legend">
          {legend}
          {unit ? <span className="filter-unit"> ({unit})</span> : null}
        </legend>
        <div className="number-range-inputs">
          <label className="number-range-input">
            <span className="visually-hidden">{t`${legend}: from`}</span>
            <input
              type="number"
              inputMode="decimal"
              placeholder={t`From`}
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              {...bounds}
            />
          </label>
          <span aria-hidden="true">–</span>
          <label className="number-range-input">
            <span className="visually-hidden">{t`${legend}: to`}</span>
            <input
              type="number"
              inputMode="decimal"
              placeholder={t`To`}
              value={to}
              onChange={(e) => setTo(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              {...bounds}
            />
          </label>
        </div>
        {hint && <p className="filter-hint">{hint}</p>}
        <button type="submit" className="btn btn-outline number-range-apply">
          <Trans>Apply</Trans>
        </button>
        <FieldError id={`${id}-error`} message={error} />
      </fieldset>
    </form>
  );
};
