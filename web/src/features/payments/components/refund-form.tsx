import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { ApiError } from '../../../lib/api-error';
import { formatFils } from '../../../lib/format-fils';
import { useLocale } from '../../../lib/messages';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { typedFils } from '../../../lib/typed-fils';
import { type OperatorOrder, refundableFils, refundOrder } from '../api/operator-refunds';

interface Errors {
  amount?: string;
  reason?: string;
}

/** The amount typed in KWD as fils, at most what is left to refund, or the message key that says why not. */
const amountOf = (text: string, left: number): number | { error: string } => {
  const fils = typedFils(text);
  return typeof fils === 'number' && fils > left ? { error: 'error.refundTooMuch' } : fils;
};

/**
 * An operator refunds a paid order in full or in part, with the reason its customer reads. One key
 * per refund meant: sent again (double click, retry) it answers the same refund.
 */
export const RefundForm = ({ order, onRefunded }: { order: OperatorOrder; onRefunded: () => void }) => {
  const { t } = useLingui();
  const locale = useLocale();
  const report = useReportError();
  const left = refundableFils(order);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fils = amountOf(amount, left);
    const found: Errors = {
      ...(typeof fils === 'number' ? {} : { amount: fils.error }),
      ...(reason.trim() ? {} : { reason: 'validation.required' }),
    };
    if (found.amount || found.reason || typeof fils !== 'number') return setErrors(found);
    setBusy(true);
    try {
      await refundOrder(order.id, { amountFils: fils, reason: reason.trim(), key });
      snackbar.show(t`The refund of ${formatFils(fils, locale)} was sent to the payment provider.`, 'success');
      setAmount('');
      setReason('');
      setKey(crypto.randomUUID());
      onRefunded();
    } catch (error) {
      if (error instanceof ApiError && (error.fields.amountFils || error.fields.reason)) {
        setErrors({ amount: error.fields.amountFils, reason: error.fields.reason });
      } else report(error);
    }
    setBusy(false);
  };

  if (left === 0) {
    return (
      <p className="muted" data-testid="fully-refunded">
        <Trans>Everything paid has been refunded or is being refunded.</Trans>
      </p>
    );
  }
  return (
    <form className="stack refund-form" onSubmit={(event) => void submit(event)} noValidate data-testid="refund-form">
      <TextField
        label={t`Amount to refund (KWD)`}
        hint={t`At most ${formatFils(left, locale)}`}
        inputMode="decimal"
        dir="ltr"
        value={amount}
        error={errors.amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setErrors((e) => ({ ...e, amount: undefined }));
        }}
        data-testid="refund-amount"
      />
      <TextAreaField
        label={t`Reason (the customer reads it)`}
        rows={2}
        maxLength={300}
        value={reason}
        error={errors.reason}
        onChange={(event) => {
          setReason(event.target.value);
          setErrors((e) => ({ ...e, reason: undefined }));
        }}
        data-testid="refund-reason"
      />
      <div>
        <button type="submit" className="btn btn-outline" disabled={busy} data-testid="refund-submit">
          <Trans>Refund</Trans>
        </button>
      </div>
    </form>
  );
};
