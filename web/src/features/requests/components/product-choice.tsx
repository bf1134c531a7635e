import { Isolate } from '../../../components/isolate';
import { formatPrice } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';

/** What a choice shows of a product. */
export interface ChoosableProduct {
  id: number;
  name: string;
  price: number | string | null;
  image: { thumbnailUrl: string } | null;
}

/** One product as a radio choice of a barter (offering mine, asking for one of theirs): its picture, name and price. */
export const ProductChoice = ({
  product,
  name,
  checked,
  onChoose,
  testId,
}: {
  product: ChoosableProduct;
  name: string;
  checked: boolean;
  onChoose: () => void;
  testId: string;
}) => {
  const locale = useLocale();
  return (
    <label className="offer-choice" data-testid={testId}>
      <input type="radio" name={name} value={product.id} checked={checked} onChange={onChoose} />
      {product.image && <img src={product.image.thumbnailUrl} alt="" width="64" height="48" />}
      <span>
        <Isolate>{product.name}</Isolate>
        <span className="muted"> · {formatPrice(product.price, locale)}</span>
      </span>
    </label>
  );
};
