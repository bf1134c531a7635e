import type { TradeRequest } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { markSold } from '../../../lib/ad-life';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { useDealRatings } from '../api/ratings';
import { RateForm } from './rate-form';
import { Stars } from './stars';

/**
 * Under an accepted request (issue #32): the seller marks the ad sold (both ads exchanged for a
 * barter) while it is for sale; once the deal is closed, each side rates the other here.
 */
export const DealPanel = ({ request, onChanged }: { request: TradeRequest; onChanged: () => void }) => {
  const { t } = useLingui();
  const report = useReportError();
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState(false);
  const state = request.receiverProduct.adState;
  const closed = request.status === 2 && (state === 'sold' || state === 'exchanged');
  const ratings = useDealRatings(closed ? request.id : null);
  if (request.status !== 2) return null;
  const barter = request.type === 'bartering';
  const canMark = !closed && state !== undefined && (request.role === 'receiver' || barter);
  const mark = async () => {
    setBusy(true);
    try {
      await markSold(request.receiverProductId, request.id);
      snackbar.show(barter ? t`Both ads were marked as exchanged.` : t`Your ad was marked as sold.`, 'success');
      onChanged();
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };
  if (canMark)
    return (
      <div className="request-actions">
        <button type="button" className="btn" disabled={busy} onClick={() => void mark()} data-testid="mark-sold">
          {barter ? <Trans>Mark as exchanged</Trans> : <Trans>Mark as sold</Trans>}
        </button>
      </div>
    );
  const deal = ratings.data;
  if (!closed || !deal) return null;
  if (deal.mine) {
    const mine = deal.mine;
    if (editing)
      return (
        <RateForm
          requestId={request.id}
          ratedUserId={request.otherUser.id}
          editing={mine}
          onDone={() => setEditing(false)}
        />
      );
    // Editable for a day after writing it (the API refuses later; this only hides the button).
    const editable = Date.now() < Date.parse(mine.editableUntil);
    return (
      <p className="rating-line" data-testid="my-rating">
        <Trans>Your rating:</Trans> <Stars value={mine.stars} />
        {editable && (
          <button type="button" className="btn btn-ghost" onClick={() => setEditing(true)} data-testid="edit-rating">
            <Trans>Edit</Trans>
          </button>
        )}
      </p>
    );
  }
  if (!deal.canRate) return null;
  return <RateForm requestId={request.id} ratedUserId={request.otherUser.id} />;
};
