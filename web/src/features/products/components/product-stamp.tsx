import type { Product } from '@badal/contracts';
import { Trans } from '@lingui/react/macro';
import { Isolate } from '../../../components/isolate';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import './product.css';

/** When a listing was posted and its ad number. */
export const ProductStamp = ({ product }: { product: Pick<Product, 'createdAt' | 'code'> }) => {
  const locale = useLocale();
  return (
    <p className="product-stamp muted">
      <Trans>Posted {formatDate(product.createdAt, locale)}</Trans>
      {product.code && (
        <>
          {' · '}
          <Trans>
            Ad number <Isolate>{product.code}</Isolate>
          </Trans>
        </>
      )}
    </p>
  );
};
