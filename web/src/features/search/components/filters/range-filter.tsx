import type { CategoryFilter } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/messages';
import { NumberRange, type NumberRangeValue } from './number-range';

/** 'min-max' (either side may be empty), the search's encoding of a number range. */
export const encodeRange = ({ from, to }: NumberRangeValue): string[] =>
  from === undefined && to === undefined ? [] : [`${from ?? ''}-${to ?? ''}`];

export const decodeRange = (values: readonly string[]): NumberRangeValue => {
  const match = /^(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/.exec(values[0] ?? '');
  if (!match) return {};
  return {
    ...(match[1] !== undefined ? { from: Number(match[1]) } : {}),
    ...(match[2] !== undefined ? { to: Number(match[2]) } : {}),
  };
};

/** Filter type 1 (range): from and to within the attribute's bounds, with its unit. */
export const RangeFilter = ({
  filter,
  values,
  onChange,
}: {
  filter: CategoryFilter;
  values: readonly string[];
  onChange: (values: string[]) => void;
}) => {
  const { t } = useLingui();
  const locale = useLocale();
  const bounds =
    filter.min !== null && filter.max !== null
      ? `${formatNumber(filter.min, locale)} – ${formatNumber(filter.max, locale)}`
      : undefined;
  return (
    <NumberRange
      legend={filter.name}
      unit={filter.unit}
      min={filter.min}
      max={filter.max}
      value={decodeRange(values)}
      invertedMessage={t`The lower value must not be more than the upper one.`}
      hint={bounds}
      onCommit={(range) => onChange(encodeRange(range))}
      testId={`filter-${filter.id}`}
    />
  );
};
