import type { ProductMini } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-error';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { typedFils } from '../../../lib/typed-fils';
import { sendPriceOffer } from '../api/offers';

/**
 * 'Make an offer' in a conversation about the other member's product for sale (issue #32): a price
 * at most the listed one. The offer arrives in the conversation as a message with its buttons.
 */
export const MakeOfferButton = ({ product, sellerId }: { product: ProductMini; sellerId: number }) => {
  const { t } = useLingui();
  const report = useReportError();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  if (product.sellType === 'barter') return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fils = typedFils(amount);
    if (typeof fils !== 'number') return setError(fils.error);
    setBusy(true);
    try {
      await sendPriceOffer({ receiverId: sellerId, productId: product.id }, fils);
      snackbar.show(t`Your offer was sent.`, 'success');
      setAmount('');
      setOpen(false);
    } catch (failure) {
      const field =
        failure instanceof ApiError ? (failure.fields.priceFils ?? failure.fields.receiverProductId) : undefined;
      if (field) setError(field);
      else report(failure);
    }
    setBusy(false);
  };

  return (
    <>
      <button type="button" className="btn btn-accent" onClick={() => setOpen(true)} data-testid="make-offer">
        <Trans>Make an offer</Trans>
      </button>
      <Modal title={t`Make an offer`} open={open} onClose={() => setOpen(false)}>
        <form className="stack" onSubmit={(event) => void submit(event)} noValidate data-testid="offer-form">
          <TextField
            label={t`Your price (KWD)`}
            hint={t`At most the listed price`}
            inputMode="decimal"
            dir="ltr"
            value={amount}
            error={error}
            onChange={(event) => {
              setAmount(event.target.value);
              setError(undefined);
            }}
            data-testid="offer-amount"
          />
          <div className="request-actions">
            <button type="submit" className="btn" disabled={busy} data-testid="offer-submit">
              <Trans>Send offer</Trans>
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
};
