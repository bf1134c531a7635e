import { Trans } from '@lingui/react/macro';
import { FieldError } from '../../../components/form/field-error';
import { PageLoader } from '../../../components/page-loader';
import { useSenderProducts } from '../api/sender-products';
import { ProductChoice } from './product-choice';

/**
 * A barter's receiver countering (issue #32): keep the product offered, or ask for another of the
 * sender's published products instead.
 */
export const SenderProductChoice = ({
  senderId,
  offeredId,
  open,
  chosen,
  onChoose,
  error,
}: {
  senderId: number;
  /** The product on offer now, when known ('The one they offered' stands for it). */
  offeredId?: number | null;
  open: boolean;
  chosen: number | null;
  onChoose: (id: number | null) => void;
  error: string | undefined;
}) => {
  const products = useSenderProducts(senderId, open);
  return (
    <fieldset className="offer-choices" data-testid="ask-product">
      <legend>
        <Trans>Which of their products do you want?</Trans>
      </legend>
      <label className="offer-choice">
        <input type="radio" name="asked" checked={chosen === null} onChange={() => onChoose(null)} />
        <Trans>The one they offered</Trans>
      </label>
      {products.data === undefined ? (
        <PageLoader />
      ) : (
        products.data
          .filter((product) => product.id !== offeredId)
          .map((product) => (
            <ProductChoice
              key={product.id}
              product={product}
              name="asked"
              checked={chosen === product.id}
              onChoose={() => onChoose(product.id)}
              testId="ask-product-choice"
            />
          ))
      )}
      <FieldError id="ask-product-error" message={error} />
    </fieldset>
  );
};
