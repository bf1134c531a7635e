import { SellType } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { sellTypeLabel } from '../../../components/product/labels';

/** Sale, barter, sale-or-barter, or any. */
export const SellTypeFilter = ({
  value,
  onChange,
}: {
  value: SellType | undefined;
  onChange: (value: SellType | undefined) => void;
}) => {
  const { t, i18n } = useLingui();
  const name = useId();
  const choices: { value: SellType | ''; label: string }[] = [
    { value: '', label: t`Any` },
    ...Object.values(SellType).map((type) => ({ value: type, label: i18n._(sellTypeLabel[type]) })),
  ];
  return (
    <fieldset className="filter" data-testid="filter-sell-type">
      <legend className="filter-legend">{t`Sale or barter`}</legend>
      <div className="filter-chips">
        {choices.map((choice) => (
          <label key={choice.value || 'any'} className="chip-toggle">
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={choice.value}
              checked={(value ?? '') === choice.value}
              onChange={() => onChange(choice.value || undefined)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
};
