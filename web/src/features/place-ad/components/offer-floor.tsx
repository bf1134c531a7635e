import { filsToDecimal } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-error';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { typedFils } from '../../../lib/typed-fils';
import { getOfferFloor, setOfferFloor } from '../api/offer-floor';
import './ad-life.css';

/** The typed amount as whole fils, null when blank (no floor), or the message key that says why not. */
export const floorFromText = (text: string): number | null | { error: string } =>
  text.trim() ? typedFils(text) : null;

/**
 * My ads (issue #32): the lowest offer I take for this ad — hidden from buyers, offers below it
 * are refused. Set it, change it or clear it; the API refuses one above the ad's price, shown at
 * the field.
 */
export const OfferFloor = ({ adId }: { adId: number }) => {
  const { t } = useLingui();
  const report = useReportError();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [saved, setSaved] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const show = async () => {
    setOpen(true);
    setError(undefined);
    try {
      const { floorFils } = await getOfferFloor(adId);
      setSaved(floorFils);
      setAmount(floorFils === null ? '' : filsToDecimal(floorFils));
    } catch (failure) {
      report(failure);
    }
  };

  const save = async (floorFils: number | null) => {
    setBusy(true);
    try {
      await setOfferFloor(adId, floorFils);
      snackbar.show(floorFils === null ? t`The lowest offer was cleared.` : t`The lowest offer was saved.`, 'success');
      setSaved(floorFils);
      setOpen(false);
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.fields.floorFils : undefined;
      if (field) setError(field);
      else report(failure);
    }
    setBusy(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const floor = floorFromText(amount);
    if (floor !== null && typeof floor !== 'number') return setError(floor.error);
    void save(floor);
  };

  return (
    <div className="ad-life-actions">
      <button type="button" className="btn btn-outline" onClick={() => void show()} data-testid="offer-floor">
        <Trans>Lowest offer</Trans>
      </button>
      <Modal title={t`Lowest offer you take`} open={open} onClose={() => setOpen(false)}>
        <form className="stack" onSubmit={submit} noValidate data-testid="offer-floor-form">
          <p className="muted">
            <Trans>Buyers never see it. Offers below it are refused for you. Leave it empty to take any offer.</Trans>
          </p>
          <TextField
            label={t`Lowest offer (KWD)`}
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            value={amount}
            error={error}
            onChange={(event) => {
              setAmount(event.target.value);
              setError(undefined);
            }}
            data-testid="offer-floor-amount"
          />
          <div className="ad-life-actions">
            <button type="submit" className="btn" disabled={busy} data-testid="offer-floor-save">
              <Trans>Save</Trans>
            </button>
            {saved !== null && (
              <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void save(null)}>
                <Trans>Clear</Trans>
              </button>
            )}
            <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </form>
      </Modal>
    </div>
  );
};
