import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '../../../components/form/text-field';

export interface CashChoice {
  amount: string;
  /** True when I add the money, false when the other member does. */
  iPay: boolean;
}

/**
 * Money added to a barter (issue #32): how much, and who adds it — me or the other member
 * ("my phone plus 20 KWD for your laptop"). Positive `cashFils` is paid by the request's sender.
 */
export const CashFields = ({
  value,
  onChange,
  error,
  label,
  hint,
}: {
  value: CashChoice;
  onChange: (next: CashChoice) => void;
  error: string | undefined;
  label: string;
  hint?: string;
}) => {
  const { t } = useLingui();
  return (
    <>
      <TextField
        label={label}
        hint={hint}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        value={value.amount}
        error={error}
        onChange={(event) => onChange({ ...value, amount: event.target.value })}
        data-testid="cash-amount"
      />
      <fieldset className="cash-payer">
        <legend>{t`Who adds the money?`}</legend>
        <label>
          <input
            type="radio"
            name="payer"
            checked={value.iPay}
            onChange={() => onChange({ ...value, iPay: true })}
            data-testid="cash-i-pay"
          />{' '}
          <Trans>I add it</Trans>
        </label>
        <label>
          <input
            type="radio"
            name="payer"
            checked={!value.iPay}
            onChange={() => onChange({ ...value, iPay: false })}
            data-testid="cash-they-pay"
          />{' '}
          <Trans>The other member adds it</Trans>
        </label>
      </fieldset>
    </>
  );
};

/** The barter's `cashFils` for fils typed by someone in `role`: positive when the request's sender pays. */
export const signedCash = (fils: number, iPay: boolean, role: 'sender' | 'receiver'): number =>
  iPay === (role === 'sender') ? fils : -fils;
