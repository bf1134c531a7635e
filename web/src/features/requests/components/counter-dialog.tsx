import { RequestType } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-error';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { type CounterBody, counterOffer } from '../api/offers';
import { typedFils } from '../lib/amount';

/**
 * A counter-offer: another price for a purchase, or other money for a barter (added by me or by
 * the other member). The API checks the rest (at most the listed price, the seller's floor, whose
 * turn it is) and its refusal is shown at the field.
 */
export const CounterDialog = ({
  requestId,
  type,
  role,
  open,
  onClose,
  onCountered,
}: {
  requestId: number;
  type: RequestType;
  role: 'sender' | 'receiver';
  open: boolean;
  onClose: () => void;
  onCountered: () => void;
}) => {
  const { t } = useLingui();
  const report = useReportError();
  const [amount, setAmount] = useState('');
  const [iPay, setIPay] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const sale = type === RequestType.sale;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fils = typedFils(amount);
    if (typeof fils !== 'number') return setError(fils.error);
    // Money a barter's sender pays is positive.
    const body: CounterBody = sale ? { priceFils: fils } : { cashFils: iPay === (role === 'sender') ? fils : -fils };
    setBusy(true);
    try {
      await counterOffer(requestId, body);
      snackbar.show(t`Your counter-offer was sent.`, 'success');
      setAmount('');
      onCountered();
      onClose();
    } catch (failure) {
      const field = failure instanceof ApiError ? (failure.fields.priceFils ?? failure.fields.cashFils) : undefined;
      if (field) setError(field);
      else report(failure);
    }
    setBusy(false);
  };

  return (
    <Modal title={t`Counter-offer`} open={open} onClose={onClose}>
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate data-testid="counter-form">
        <TextField
          label={sale ? t`Your price (KWD)` : t`Money added (KWD)`}
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
        {!sale && (
          <fieldset className="stack">
            <legend>
              <Trans>Who adds the money?</Trans>
            </legend>
            <label>
              <input type="radio" name="payer" checked={iPay} onChange={() => setIPay(true)} /> <Trans>I add it</Trans>
            </label>
            <label>
              <input type="radio" name="payer" checked={!iPay} onChange={() => setIPay(false)} />{' '}
              <Trans>The other member adds it</Trans>
            </label>
          </fieldset>
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
