import { isolateText } from '@badal/contracts/core';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import './ratings.css';

/** Five stars filled to `value` (rounded to a whole star), read out as "4.5 out of 5". */
export const Stars = ({ value }: { value: number }) => {
  const { t } = useLingui();
  const locale = useLocale();
  const whole = Math.round(value);
  const shown = isolateText(formatNumber(value, locale));
  return (
    <span className="stars" role="img" aria-label={t`${shown} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= whole ? 'star star-on' : 'star'}>
          ★
        </span>
      ))}
    </span>
  );
};
