import { isolateText } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { rateDeal } from '../api/ratings';
import './ratings.css';

/** 1–5 stars and an optional short text, written in whatever language (issue #32). */
export const RateForm = ({ requestId, ratedUserId }: { requestId: number; ratedUserId: number }) => {
  const { t } = useLingui();
  const report = useReportError();
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      await rateDeal(requestId, stars, text, ratedUserId);
      snackbar.show(t`Thank you for your rating.`, 'success');
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="rating-form"
      data-testid="rate-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (stars > 0) void send();
      }}
    >
      <fieldset className="rating-choice">
        <legend>
          <Trans>Rate this deal</Trans>
        </legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={n <= stars ? 'chosen' : ''}>
            <input
              type="radio"
              name={`stars-${requestId}`}
              value={n}
              checked={stars === n}
              onChange={() => setStars(n)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t`${isolateText(String(n))} out of 5`}</span>
          </label>
        ))}
      </fieldset>
      <label>
        <Trans>A few words (optional)</Trans>
        <textarea value={text} maxLength={500} rows={2} dir="auto" onChange={(e) => setText(e.target.value)} />
      </label>
      <button type="submit" className="btn" disabled={busy || stars === 0}>
        <Trans>Send rating</Trans>
      </button>
    </form>
  );
};
