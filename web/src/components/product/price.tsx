import { formatPrice } from '../../lib/format';
import { useLocale } from '../../lib/messages';
import { Isolate } from '../isolate';

/**
 * A KWD price with 3 decimals through Intl ('KWD 0.000' when it is not a number, spec §9). Digits
 * keep their left-to-right order inside Arabic text.
 */
export const Price = ({ value, className }: { value: unknown; className?: string }) => {
  const locale = useLocale();
  return (
    <Isolate className={className} dir="ltr">
      {formatPrice(value, locale)}
    </Isolate>
  );
};
