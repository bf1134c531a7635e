import type { Product } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { conditionLabel, sellTypeLabel, takesBarter } from '../../../components/product/labels';
import './product.css';

/** Sell type, condition and 'featured' as tags under a listing's price (product page and ad preview). */
export const ProductTags = ({ product }: { product: Pick<Product, 'sellType' | 'isNew' | 'isFeatured'> }) => {
  const { i18n } = useLingui();
  return (
    <ul className="product-tags">
      <li className={takesBarter(product.sellType) ? 'product-tag product-tag-barter' : 'product-tag'}>
        {i18n._(sellTypeLabel[product.sellType])}
      </li>
      <li className="product-tag">{i18n._(conditionLabel(product.isNew))}</li>
      {product.isFeatured && (
        <li className="product-tag product-tag-featured">
          <Trans>Featured</Trans>
        </li>
      )}
    </ul>
  );
};
