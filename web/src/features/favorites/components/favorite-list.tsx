import type { ProductCard as Card } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ProductCard } from '../../../components/product/product-card';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { deleteFavorite } from '../api/favorite';

/**
 * Favourite products, each with a way to remove it. A removed card goes at once; if the server
 * refuses, it comes back and the snackbar says why.
 */
export const FavoriteList = ({ products, onRemoved }: { products: readonly Card[]; onRemoved: () => void }) => {
  const { t } = useLingui();
  const report = useReportError();
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());

  const remove = async (product: Card) => {
    setHidden((ids) => new Set(ids).add(product.id));
    try {
      await deleteFavorite(product.id);
      snackbar.show(t`Removed from your favorites`, 'success');
      onRemoved();
    } catch (error) {
      setHidden((ids) => {
        const next = new Set(ids);
        next.delete(product.id);
        return next;
      });
      report(error);
    }
  };

  return (
    <ul className="product-grid" aria-label={t`Favorites`}>
      {products
        .filter((product) => !hidden.has(product.id))
        .map((product) => (
          <li key={product.id} className="stack" data-testid="favorite-item">
            <ProductCard product={product} />
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => void remove(product)}
              aria-label={t`Remove ${product.name} from favorites`}
            >
              <Trans>Remove</Trans>
            </button>
          </li>
        ))}
    </ul>
  );
};
