import { RequestType } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-error';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { typedFils } from '../../../lib/typed-fils';
import { type CounterBody, counterOffer } from '../api/offers';
import { type CashChoice, CashFields, signedCash } from './cash-fields';
import { SenderProductChoice } from './sender-product-choice';

/** A barter counter's terms: other money (either side) and/or another of the sender's products. */
export const barterCounter = (
  cash: CashChoice,
  productId: number | null,
  role: 'sender' | 'receiver',
): CounterBody | { error: string } => {
  const body: CounterBody = {};
  if (cash.amount.trim()) {
    const fils = typedFils(cash.amount);
    if (typeof fils !== 'number') return fils;
    body.cashFils = signedCash(fils, cash.iPay, role);
  }
  if (productId !== null) body.senderProductId = productId;
  return Object.keys(body).length === 0 ? { error: 'request.counterEmpty' } : body;
};

/**
 * A counter-offer: another price for a purchase; for a barter, other money (added by me or by the
 * other member) and, for its receiver, another of the sender's products asked for instead. The
 * API checks the rest (at most the listed price, the seller's floor, whose turn it is) and its
 * refusal is shown at the field.
 */
export const CounterDialog = ({
  requestId,
  type,
  role,
  senderId,
  offeredId,
  open,
  onClose,
  onCountered,
}: {
  requestId: number;
  type: RequestType;
  role: 'sender' | 'receiver';
  /** The request's sender: a barter's receiver may ask for another of their products. */
  senderId: number;
  /** The sender's product on offer now, when known (left out of the other choices). */
  offeredId?: number | null;
  open: boolean;
  onClose: () => void;
  onCountered: () => void;
}) => {
  const { t } = useLingui();
  const report = useReportError();
  const [amount, setAmount] = useState('');
  const [cash, setCash] = useState<CashChoice>({ amount: '', iPay: true });
  const [productId, setProductId] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [productError, setProductError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const sale = type === RequestType.sale;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let body: CounterBody;
    if (sale) {
      const fils = typedFils(amount);
      if (typeof fils !== 'number') return setError(fils.error);
      body = { priceFils: fils };
    } else {
      const terms = barterCounter(cash, productId, role);
      if ('error' in terms && typeof terms.error === 'string') return setError(terms.error);
      body = terms as CounterBody;
    }
    setBusy(true);
    try {
      await counterOffer(requestId, body);
      snackbar.show(t`Your counter-offer was sent.`, 'success');
      setAmount('');
      setCash({ amount: '', iPay: true });
      setProductId(null);
      onCountered();
      onClose();
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fields : {};
      const field = fields.priceFils ?? fields.cashFils;
      if (field) setError(field);
      else if (fields.senderProductId) setProductError(fields.senderProductId);
      else report(failure);
    }
    setBusy(false);
  };

  return (
    <Modal title={t`Counter-offer`} open={open} onClose={onClose}>
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate data-testid="counter-form">
        {sale ? (
          <TextField
            label={t`Your price (KWD)`}
            inputMode="decimal"
            dir="ltr"
            value={amount}
            error={error}
            onChange={(event) => {
              setAmount(event.target.value);
              setError(undefined);
            }}
            data-testid="counter-amount"
          />
        ) : (
          <>
            {role === 'receiver' && (
              <SenderProductChoice
                senderId={senderId}
                offeredId={offeredId}
                open={open}
                chosen={productId}
                onChoose={(id) => {
                  setProductId(id);
                  setError(undefined);
                  setProductError(undefined);
                }}
                error={productError}
              />
            )}
            <CashFields
              label={t`Money added (KWD)`}
              hint={role === 'receiver' ? t`Optional when you ask for another product.` : undefined}
              value={cash}
              onChange={(next) => {
                setCash(next);
                setError(undefined);
              }}
              error={error}
            />
          </>
        )}
        <div className="request-actions">
          <button type="submit" className="btn" disabled={busy} data-testid="counter-submit">
            <Trans>Send counter-offer</Trans>
          </button>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </Modal>
  );
};
