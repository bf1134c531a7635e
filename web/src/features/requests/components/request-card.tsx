import { type RequestAction, RequestType, requestActions } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Modal } from '../../../components/modal';
import { ProductCard } from '../../../components/product/product-card';
import { DealPanelSlot } from '../../../components/rating-slots';
import { ReportSlot } from '../../../components/report-slot';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { runRequestAction, type TradeRequest } from '../api/requests';
import { CounterDialog } from './counter-dialog';
import { OfferHistory } from './offer-history';
import { OfferTerms } from './offer-terms';
import { OfferTime } from './offer-time';
import { StatusLabel } from './status-label';

/** Withdrawing deletes the request and cannot be taken back, so it asks first; the rest can be undone by 'pend'. */
const ASKS_FIRST: ReadonlySet<RequestAction> = new Set(['withdraw']);

/**
 * One request: both products side by side (mine and theirs), its status, and the actions open to
 * me (accept, counter, reject, pend, withdraw — issue #32: by whose turn it is), the offer on the
 * table with its time left and its history, asking first where the action cannot be undone.
 */
export const RequestCard = ({ request, onChanged }: { request: TradeRequest; onChanged: () => void }) => {
  const { t } = useLingui();
  const locale = useLocale();
  const report = useReportError();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<RequestAction | null>(null);
  const [countering, setCountering] = useState(false);
  // A deal closed in this request (its ad marked sold or exchanged) is final (issue #32).
  const dealClosed =
    request.status === 2 &&
    (request.receiverProduct.adState === 'sold' || request.receiverProduct.adState === 'exchanged');
  const actions = dealClosed ? [] : requestActions(request.role, request.status, request.negotiation);
  const mine = request.role === 'sender' ? request.senderProduct : request.receiverProduct;
  const theirs = request.role === 'sender' ? request.receiverProduct : request.senderProduct;
  const label: Record<RequestAction, string> = {
    accept: t`Accept`,
    counter: t`Counter`,
    reject: t`Reject`,
    pend: t`Set back to pending`,
    withdraw: t`Withdraw`,
  };
  const done: Record<RequestAction, string> = {
    accept: t`You accepted the request.`,
    counter: t`Your counter-offer was sent.`,
    reject: t`You rejected the request.`,
    pend: t`The request is pending again.`,
    withdraw: t`You withdrew the request.`,
  };

  const run = async (action: Exclude<RequestAction, 'counter'>) => {
    setAsking(null);
    setBusy(true);
    try {
      await runRequestAction(request.id, action);
      snackbar.show(done[action], 'success');
      onChanged();
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };

  const title =
    request.type === RequestType.bartering
      ? request.role === 'sender'
        ? t`You offered a barter`
        : t`Barter offered to you`
      : request.role === 'sender'
        ? t`You asked to buy`
        : t`Asks to buy your product`;

  return (
    <article className="card stack" data-testid="request-card" aria-label={title}>
      <div className="request-partner">
        <h2>{title}</h2>
        <StatusLabel status={request.status} />
        <span className="muted">{formatDate(request.updatedAt, locale)}</span>
      </div>
      <div className="request-products">
        {mine && (
          <div className="stack">
            <h3>
              <Trans>Mine</Trans>
            </h3>
            <ProductCard product={mine} />
          </div>
        )}
        {theirs && (
          <div className="stack">
            <h3>
              <Trans>Theirs</Trans>
            </h3>
            <ProductCard product={theirs} />
          </div>
        )}
      </div>
      <OfferTerms request={request} />
      {request.status === 1 && (
        <p className="request-turn">
          <OfferTime expiresAt={request.negotiation.expiresAt} expired={request.negotiation.expired} />{' '}
          {!request.negotiation.expired &&
            (request.negotiation.turn === request.role ? (
              <strong>
                <Trans>Your turn to answer</Trans>
              </strong>
            ) : (
              <span className="muted">
                <Trans>Waiting for the other member’s answer</Trans>
              </span>
            ))}
        </p>
      )}
      {actions.length > 0 && (
        <div className="request-actions">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'accept' ? 'btn' : 'btn btn-outline'}
              disabled={busy}
              onClick={() =>
                action === 'counter'
                  ? setCountering(true)
                  : ASKS_FIRST.has(action)
                    ? setAsking(action)
                    : void run(action)
              }
              data-testid={`request-${action}`}
            >
              {label[action]}
            </button>
          ))}
        </div>
      )}
      <OfferHistory requestId={request.id} role={request.role} />
      <CounterDialog
        requestId={request.id}
        type={request.type}
        role={request.role}
        senderId={request.senderId}
        offeredId={request.senderProductId}
        open={countering}
        onClose={() => setCountering(false)}
        onCountered={onChanged}
      />
      <DealPanelSlot request={request} onChanged={onChanged} />
      {request.role === 'receiver' && <ReportSlot target={{ type: 'request', id: request.id }} />}
      <Modal title={asking ? label[asking] : ''} open={asking !== null} onClose={() => setAsking(null)}>
        <p>
          <Trans>Withdraw this request? It will be deleted.</Trans>
        </p>
        <div className="request-actions">
          <button type="button" className="btn" onClick={() => asking && asking !== 'counter' && void run(asking)}>
            <Trans>Yes</Trans>
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setAsking(null)}>
            <Trans>No</Trans>
          </button>
        </div>
      </Modal>
    </article>
  );
};
