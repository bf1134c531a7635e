import type { ChatMessage } from '@badal/contracts';
import { RequestStatus } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { CounterDialog } from './counter-dialog';
import { OfferTime } from './offer-time';

/**
 * Under an offer in the chat (issue #32): its time left while it is the live offer, and for the one
 * whose turn it is — the message's receiver — Accept, Counter (while they have rounds left) and
 * Reject. The steps that follow arrive as messages of their own.
 */
export const OfferActions = ({ message, me, live }: { message: ChatMessage; me: number; live: boolean }) => {
  const { t } = useLingui();
  const report = useReportError();
  const [busy, setBusy] = useState(false);
  const [countering, setCountering] = useState(false);
  const [answered, setAnswered] = useState(false);
  const offer = message.offer;
  if (!offer?.open || !live || answered) return null;
  const myTurn = message.receiverId === me;

  const answer = async (status: 2 | 3) => {
    setBusy(true);
    try {
      await callApi('changeRequestStatus', { params: { id: offer.requestId }, body: { status } });
      snackbar.show(
        status === RequestStatus.approved ? t`You accepted the offer.` : t`You rejected the offer.`,
        'success',
      );
      setAnswered(true);
    } catch (error) {
      report(error);
    }
    setBusy(false);
  };

  return (
    <div className="chat-offer" data-testid="chat-offer">
      <OfferTime expiresAt={offer.expiresAt} expired={false} />
      {myTurn && (
        <div className="request-actions">
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => void answer(2)}
            data-testid="offer-accept"
          >
            <Trans>Accept</Trans>
          </button>
          {offer.offersLeft > 0 && (
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy}
              onClick={() => setCountering(true)}
              data-testid="offer-counter"
            >
              <Trans>Counter</Trans>
            </button>
          )}
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            onClick={() => void answer(3)}
            data-testid="offer-reject"
          >
            <Trans>Reject</Trans>
          </button>
        </div>
      )}
      <CounterDialog
        requestId={offer.requestId}
        type={offer.type}
        role={me === offer.requestSenderId ? 'sender' : 'receiver'}
        senderId={offer.requestSenderId}
        open={countering}
        onClose={() => setCountering(false)}
        onCountered={() => setAnswered(true)}
      />
    </div>
  );
};
