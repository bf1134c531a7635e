import './payments.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Isolate } from '../../../components/isolate';
import { formatFils } from '../../../lib/format-fils';
import { useLocale } from '../../../lib/messages';
import type { Cart } from '../api/cart';

/** The cart's lines with their prices and the total; each line removable unless paying. */
export const CartLines = ({
  cart,
  onRemove,
  disabled,
}: {
  cart: Cart;
  onRemove: (itemId: number) => void;
  disabled: boolean;
}) => {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <section className="card stack" aria-labelledby="cart-heading">
      <h2 id="cart-heading">
        <Trans>Your cart</Trans>
      </h2>
      <ul className="cart-lines">
        {cart.items.map((item) => (
          <li key={item.itemId} className="cart-line" data-testid="cart-line">
            <span className="cart-line-title">
              <Isolate>{item.title}</Isolate>
            </span>
            <span className="cart-line-price">{formatFils(item.amountFils, locale)}</span>
            <button
              type="button"
              className="btn btn-outline"
              disabled={disabled}
              onClick={() => onRemove(item.itemId)}
              aria-label={t`Remove ${item.title}`}
            >
              <Trans>Remove</Trans>
            </button>
          </li>
        ))}
      </ul>
      <p className="cart-total">
        <span>
          <Trans>Total</Trans>
        </span>{' '}
        <strong data-testid="cart-total">{formatFils(cart.totalFils, locale)}</strong>
      </p>
    </section>
  );
};
