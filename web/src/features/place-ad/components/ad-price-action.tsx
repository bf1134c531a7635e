import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { mutate } from 'swr';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal';
import { ApiError, callApi } from '../../../lib/api-client';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';

const DECIMAL = /^\d{1,9}(\.\d{1,3})?$/;

/**
 * My ads (issue #33): 'Change price' of a live ad, in KWD. A lower price is news to the people who
 * favourited the ad (the API tells them); the same price is refused on the field.
 */
export const AdPriceAction = ({ adId, price }: { adId: number; price: number | string | null }) => {
  const { t } = useLingui();
  const report = useReportError();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(price === null ? '' : String(Number(price)));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    if (!DECIMAL.test(text)) return setError('validation.nonNegativeNumber');
    setBusy(true);
    try {
      const answer = await callApi('changeAdPrice', { params: { id: adId }, body: { price: Number(text) } });
      await mutate((key) => Array.isArray(key) && key[0] === 'myProducts');
      snackbar.show(answer.message, 'success');
      setOpen(false);
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields.price) setError(failure.fields.price);
      else report(failure);
    }
    setBusy(false);
  };

  return (
    <>
      <button type="button" className="btn btn-outline" onClick={() => setOpen(true)} data-testid="change-price">
        <Trans>Change price</Trans>
      </button>
      <Modal title={t`Change price`} open={open} onClose={() => setOpen(false)}>
        <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={t`New price`}
            addon="KWD"
            inputMode="decimal"
            value={value}
            error={error}
            hint={t`People who saved this ad as a favourite hear about a lower price.`}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setError(undefined);
            }}
          />
          <button type="submit" className="btn" disabled={busy}>
            <Trans>Save</Trans>
          </button>
        </form>
      </Modal>
    </>
  );
};
