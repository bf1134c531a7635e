import type { ProductCard } from '@badal/contracts';
import { Plural, Trans } from '@lingui/react/macro';
import { useNow } from '../../lib/use-now';
import { Price } from './price';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * How long a flash sale has left: hours on its last day, whole days before (rounded up, so '1
 * day left' never means 'ends in a minute'). Arabic counts take all six plural forms.
 */
export const SaleTimeLeft = ({ endsAt, now }: { endsAt: string; now?: number }) => {
  const clock = useNow();
  const left = Date.parse(endsAt) - (now ?? clock);
  if (left < DAY) {
    const hours = Math.max(1, Math.ceil(left / HOUR));
    return <Plural value={hours} one="# hour left" other="# hours left" />;
  }
  return <Plural value={Math.ceil(left / DAY)} one="# day left" other="# days left" />;
};

type Priced = Pick<ProductCard, 'price' | 'secondPrice' | 'sale'>;

/**
 * A listing's price: during a flash sale the sale price (`secondPrice`), the regular one struck
 * through beside it, and how much is off and for how long; otherwise the price alone.
 */
export const SalePrice = ({ product, className }: { product: Priced; className?: string }) => {
  const sale = product.sale && product.secondPrice !== null ? product.sale : null;
  if (!sale) return <Price value={product.price} className={className} />;
  const percent = sale.percent;
  return (
    <span className="sale-price" data-testid="sale-price">
      <Price value={product.secondPrice} className={className ? `${className} sale-price-now` : 'sale-price-now'} />
      <del className="sale-price-before" data-testid="price-before-sale">
        <span className="visually-hidden">
          <Trans>Before the sale:</Trans>{' '}
        </span>
        <Price value={product.price} />
      </del>
      <span className="sale-price-terms">
        <Trans>{percent}% off</Trans> · <SaleTimeLeft endsAt={sale.endsAt} />
      </span>
    </span>
  );
};
