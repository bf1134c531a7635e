import './requests.css';
import { pathTo, RequestType, requestStatusLabel, type SellType } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { Modal } from '../../../components/modal';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-error';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { typedFils } from '../../../lib/typed-fils';
import { sendBarterRequest, sendSaleRequest, useOfferableProducts } from '../api/create-request';
import { type TradeRequest, useRequestThread } from '../api/requests';
import { type CashChoice, CashFields, signedCash } from './cash-fields';
import { ProductChoice } from './product-choice';

interface Target {
  productId: number;
  receiverId: number;
  sellType: SellType;
}

/** My latest request of this kind for this product, so the button says what already happened. */
const latestOf = (requests: readonly TradeRequest[] | undefined, productId: number, type: RequestType) =>
  requests?.find((r) => r.role === 'sender' && r.receiverProductId === productId && r.type === type) ?? null;

/**
 * A member's ways to propose an exchange on someone else's product: 'Offer a barter' (when it
 * takes barter) opens my products that can be offered; 'Request to buy' (when it is for sale)
 * sends a sale request. Once sent, each says so ('Offer sent — pending') instead of letting a
 * second identical request fail.
 */
export const SendRequestActions = ({ target }: { target: Target }) => {
  const { t } = useLingui();
  const report = useReportError();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const [cash, setCash] = useState<CashChoice>({ amount: '', iPay: true });
  const [cashError, setCashError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const thread = useRequestThread(target.receiverId);
  const offerable = useOfferableProducts(target.productId, open);
  const barter = latestOf(thread.data?.requests, target.productId, RequestType.bartering);
  const sale = latestOf(thread.data?.requests, target.productId, RequestType.sale);
  const takesBarter = target.sellType !== 'sell';
  const takesSale = target.sellType !== 'barter';

  const stateText = (request: TradeRequest) => {
    const status = requestStatusLabel[request.status];
    return status === 'pending' ? t`pending` : status === 'accepted' ? t`accepted` : t`rejected`;
  };

  const send = async (run: () => Promise<unknown>, sent: string) => {
    setBusy(true);
    try {
      await run();
      snackbar.show(sent, 'success');
      setOpen(false);
      await thread.mutate();
    } catch (error) {
      const field = error instanceof ApiError ? error.fields.cashFils : undefined;
      if (field) setCashError(field);
      else report(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {takesBarter &&
        (barter ? (
          <Link
            className="btn btn-outline"
            href={pathTo('profile:requests/:userId', { userId: target.receiverId })}
            data-testid="barter-sent"
          >
            {t`Offer sent — ${stateText(barter)}`}
          </Link>
        ) : (
          <button type="button" className="btn btn-accent" onClick={() => setOpen(true)} data-testid="offer-barter">
            <Trans>Offer a barter</Trans>
          </button>
        ))}
      {takesSale &&
        (sale ? (
          <Link
            className="btn btn-outline"
            href={pathTo('profile:requests/:userId', { userId: target.receiverId })}
            data-testid="sale-sent"
          >
            {t`Request to buy sent — ${stateText(sale)}`}
          </Link>
        ) : (
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            onClick={() => void send(() => sendSaleRequest(target), t`Your request to buy was sent.`)}
            data-testid="request-to-buy"
          >
            <Trans>Request to buy</Trans>
          </button>
        ))}
      <Modal title={t`Offer a barter`} open={open} onClose={() => setOpen(false)}>
        {offerable.data === undefined ? (
          <PageLoader />
        ) : offerable.data.length === 0 ? (
          <div className="stack" data-testid="nothing-to-offer">
            <p>
              <Trans>You have no published product to offer for this one yet.</Trans>
            </p>
            <Link className="btn" href={pathTo('placeAd:select-category')}>
              <Trans>Place an ad</Trans>
            </Link>
          </div>
        ) : (
          <form
            className="stack"
            onSubmit={(event) => {
              event.preventDefault();
              if (chosen === null) return;
              // Money is optional: blank adds none.
              const fils = cash.amount.trim() ? typedFils(cash.amount) : null;
              if (fils !== null && typeof fils !== 'number') return setCashError(fils.error);
              const cashFils = fils === null ? null : signedCash(fils, cash.iPay, 'sender');
              void send(() => sendBarterRequest(target, chosen, cashFils), t`Your barter offer was sent.`);
            }}
          >
            <fieldset className="offer-choices">
              <legend>
                <Trans>Which of your products do you offer?</Trans>
              </legend>
              {offerable.data.map((product) => (
                <ProductChoice
                  key={product.id}
                  product={product}
                  name="offered"
                  checked={chosen === product.id}
                  onChoose={() => setChosen(product.id)}
                  testId="offer-choice"
                />
              ))}
            </fieldset>
            <CashFields
              label={t`Money added (KWD, optional)`}
              hint={t`For example: your phone plus 20 KWD for their laptop.`}
              value={cash}
              onChange={(next) => {
                setCash(next);
                setCashError(undefined);
              }}
              error={cashError}
            />
            <button type="submit" className="btn" disabled={busy || chosen === null} data-testid="send-barter">
              <Trans>Send the offer</Trans>
            </button>
          </form>
        )}
      </Modal>
    </>
  );
};
