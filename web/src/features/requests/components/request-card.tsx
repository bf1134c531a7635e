import { type RequestAction, RequestType, requestActions } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Modal } from '../../../components/modal';
import { ProductCard } from '../../../components/product/product-card';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { DealPanel } from '../../ratings/components/deal-panel';
import { ReportButton } from '../../reports/components/report-button';
import { runRequestAction, type TradeRequest } from '../api/requests';
import { StatusLabel } from './status-label';

/** Withdrawing deletes the request and cannot be taken back, so it asks first; the rest can be undone by 'pend'. */
const ASKS_FIRST: ReadonlySet<RequestAction> = new Set(['withdraw']);

/**
 * One request: both products side by side (mine and theirs), its status, and the actions open to
 * me (accept, reject, pend, withdraw), asking first where the action cannot be undone.
 */
export const RequestCard = ({ request, onChanged }: { request: TradeRequest; onChanged: () => void }) => {
  const { t } = useLingui();
  const locale = useLocale();
  const report = useReportError();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<RequestAction | null>(null);
  // A deal closed in this request (its ad marked sold or exchanged) is final (issue #32).
  const dealClosed =
    request.status === 2 &&
    (request.receiverProduct.adState === 'sold' || request.receiverProduct.adState === 'exchanged');
  const actions = dealClosed ? [] : requestActions(request.role, request.status);
  const mine = request.role === 'sender' ? request.senderProduct : request.receiverProduct;
  const theirs = request.role === 'sender' ? request.receiverProduct : request.senderProduct;
  const label: Record<RequestAction, string> = {
    accept: t`Accept`,
    reject: t`Reject`,
    pend: t`Set back to pending`,
    withdraw: t`Withdraw`,
  };
  const done: Record<RequestAction, string> = {
    accept: t`You accepted the request.`,
    reject: t`You rejected the request.`,
    pend: t`The request is pending again.`,
    withdraw: t`You withdrew the request.`,
  };

  const run = async (action: RequestAction) => {
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
      {actions.length > 0 && (
        <div className="request-actions">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'accept' ? 'btn' : 'btn btn-outline'}
              disabled={busy}
              onClick={() => (ASKS_FIRST.has(action) ? setAsking(action) : void run(action))}
            >
              {label[action]}
            </button>
          ))}
        </div>
      )}
      <DealPanel request={request} onChanged={onChanged} />
      {request.role === 'receiver' && <ReportButton target={{ type: 'request', id: request.id }} />}
      <Modal title={asking ? label[asking] : ''} open={asking !== null} onClose={() => setAsking(null)}>
        <p>
          <Trans>Withdraw this request? It will be deleted.</Trans>
        </p>
        <div className="request-actions">
          <button type="button" className="btn" onClick={() => asking && void run(asking)}>
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
