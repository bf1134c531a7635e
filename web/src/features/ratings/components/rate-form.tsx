import type { Rating } from '@badal/contracts';
import { isolateText } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { editRating, rateDeal } from '../api/ratings';
import './ratings.css';

/**
 * 1–5 stars and an optional short text, written in whatever language (issue #32); with `editing`,
 * my own rating changed within its day (starting from what it says).
 */
export const RateForm = ({
  requestId,
  ratedUserId,
  editing,
  onDone,
}: {
  requestId: number;
  ratedUserId: number;
  editing?: Rating;
  onDone?: () => void;
}) => {
  const { t } = useLingui();
  const report = useReportError();
  const [stars, setStars] = useState(editing?.stars ?? 0);
  const [text, setText] = useState(editing?.text ?? '');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      if (editing) {
        await editRating(editing, stars, text, ratedUserId);
        snackbar.show(t`Your rating was changed.`, 'success');
      } else {
        await rateDeal(requestId, stars, text, ratedUserId);
        snackbar.show(t`Thank you for your rating.`, 'success');
      }
      onDone?.();
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
        <legend>{editing ? <Trans>Change your rating</Trans> : <Trans>Rate this deal</Trans>}</legend>
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
        {editing ? <Trans>Save rating</Trans> : <Trans>Send rating</Trans>}
      </button>
      {editing && (
        <button type="button" className="btn btn-outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
      )}
    </form>
  );
};
