import { multiplyFils } from '@badal/contracts';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { formatNumber } from '../../../lib/format';
import { formatFils } from '../../../lib/format-fils';
import { useLocale, useMessages } from '../../../lib/messages';
import type { Promotion, PromotionChoice } from '../api/promotions';
import './promotions.css';

/** Durations a seller is offered, kept to what the promotion allows (its minimum and maximum always). */
const DAY_CHOICES = [1, 3, 5, 7, 10, 14, 21, 30];

export const dayChoices = (promotion: Pick<Promotion, 'minUnits' | 'maxUnits'>): number[] =>
  [...new Set([promotion.minUnits, ...DAY_CHOICES, promotion.maxUnits])]
    .filter((d) => d >= promotion.minUnits && d <= promotion.maxUnits)
    .sort((a, b) => a - b);

/** A whole percentage within the promotion's range, or the message key saying why not (§5). */
export const checkPercentage = (
  text: string,
  range: { min: number; max: number },
): { percentage: number } | { error: string } => {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return { error: 'validation.percent' };
  const percentage = Number(trimmed);
  // 100 % is a giveaway, not a sale: the API refuses it whatever the promotion's range says.
  if (percentage >= 100) return { error: 'validation.salePercent' };
  return percentage < range.min || percentage > range.max ? { error: 'validation.percent' } : { percentage };
};

export type PromoteAction = 'pay' | 'allowance';

/**
 * The terms of one promotion for the chosen ad: days (boost, flash sale) and the discount (flash
 * sale), the price the server will charge, and the two ways to get it: pay, or take it from the
 * membership's allowance while uses are left (it then lasts the promotion's included days).
 */
export const PromoteAdForm = ({
  promotion,
  productId,
  remaining,
  busy,
  onSubmit,
}: {
  promotion: Promotion;
  productId: number;
  /** Uses of this promotion left in the membership this month; null without a membership that includes it. */
  remaining: number | null;
  busy: boolean;
  onSubmit: (action: PromoteAction, choice: PromotionChoice) => void;
}) => {
  const { t } = useLingui();
  const locale = useLocale();
  const text = useMessages();
  const ids = useId();
  const choices = dayChoices(promotion);
  const [days, setDays] = useState(choices.includes(3) ? 3 : (choices[0] ?? 1));
  const [percentText, setPercentText] = useState('');
  const [percentError, setPercentError] = useState<string | null>(null);
  const byDay = promotion.unit === 'day';
  const range = promotion.percentRange;
  const priceFils = multiplyFils(promotion.unitPriceFils, byDay ? days : 1);

  const submit = (action: PromoteAction) => (event?: FormEvent) => {
    event?.preventDefault();
    const choice: PromotionChoice = { productId };
    if (byDay && action === 'pay') choice.days = days;
    if (range) {
      const checked = checkPercentage(percentText, range);
      if ('error' in checked) {
        setPercentError(checked.error);
        return;
      }
      choice.percentage = checked.percentage;
    }
    setPercentError(null);
    onSubmit(action, choice);
  };

  const included = remaining !== null && remaining > 0;
  const uses = formatNumber(remaining ?? 0, locale);
  const includedDaysText = formatNumber(promotion.includedDays, locale);
  return (
    <form className="stack promote-form" onSubmit={submit('pay')} noValidate data-testid="promote-form">
      {range && (
        <div className="field">
          <label htmlFor={`${ids}-percent`}>
            <Trans>Discount (%)</Trans>
          </label>
          <input
            id={`${ids}-percent`}
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            value={percentText}
            onChange={(e) => setPercentText(e.target.value)}
            aria-invalid={percentError ? true : undefined}
            aria-describedby={percentError ? `${ids}-percent-error` : `${ids}-percent-hint`}
            data-testid="promote-percent"
          />
          {percentError ? (
            <p className="field-error" id={`${ids}-percent-error`} role="alert">
              {text(percentError)}
            </p>
          ) : (
            <p className="field-hint" id={`${ids}-percent-hint`}>
              {t`A whole number from ${formatNumber(range.min, locale)} to ${formatNumber(range.max, locale)}.`}
            </p>
          )}
        </div>
      )}
      {byDay && (
        <div className="field">
          <label htmlFor={`${ids}-days`}>
            <Trans>How long</Trans>
          </label>
          <select
            id={`${ids}-days`}
            value={days}
            onChange={(e) => setDays(Number(e.target.value))}
            data-testid="promote-days"
          >
            {choices.map((d) => (
              <option key={d} value={d}>
                <Plural value={d} one="# day" other="# days" />
              </option>
            ))}
          </select>
        </div>
      )}
      <p className="promote-price" data-testid="promote-price">
        <Trans>Price:</Trans> <strong>{formatFils(priceFils, locale)}</strong>
      </p>
      <div className="row promote-actions">
        <button type="submit" className="btn" disabled={busy} data-testid="promote-pay">
          <Trans>Pay {formatFils(priceFils, locale)}</Trans>
        </button>
        {included && (
          <button
            type="button"
            className="btn btn-accent"
            disabled={busy}
            onClick={submit('allowance')}
            data-testid="promote-allowance"
          >
            <Trans>Use my membership</Trans>
          </button>
        )}
      </div>
      {remaining !== null && (
        <p className="muted" data-testid="promote-allowance-note">
          {included ? (
            byDay ? (
              <Trans>
                Included in your membership ({uses} left this month), for {includedDaysText} days each.
              </Trans>
            ) : (
              <Trans>Included in your membership ({uses} left this month).</Trans>
            )
          ) : (
            <Trans>Your membership's uses of this service are spent this month ({uses} left).</Trans>
          )}
        </p>
      )}
    </form>
  );
};
