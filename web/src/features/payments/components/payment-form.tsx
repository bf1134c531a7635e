import './payments.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { Isolate } from '../../../components/isolate';
import { type PaymentProblem, problemOf } from '../../../components/payment-problem';
import { formatFils } from '../../../lib/format-fils';
import { useLocale } from '../../../lib/messages';
import { type Order, type PaymentSession, payCart, startPaymentSession } from '../api/pay';
import { CouponField } from './coupon-field';
import { loadProviderScript } from './provider-script';

const CARD_VIEW_ID = 'provider-card-view';

type Method = 'card' | number;

/** Why the order a failed or cancelled payment came back with did not go through, or why it could not be read. */
export const returnProblem = (order: Order | undefined, error: unknown): PaymentProblem | null => {
  if (order && order.status !== 'paid' && order.status !== 'pending')
    return { messageKey: 'error.paymentFailed', reason: order.failureReason ?? undefined };
  return error ? problemOf(error) : null;
};

/**
 * Card (the provider's embedded form) or KNET (a redirect to the provider). One payment per
 * session: the button is disabled while paying, so a double click sends one payment, and a reload
 * opens a new session for the same cart, which the server prices and settles once. Why a payment
 * failed is told to `onProblem` (null when trying again): the checkout shows it above the cart.
 */
export const PaymentForm = ({
  totalKey,
  onProblem: setProblem,
}: {
  totalKey: number;
  onProblem: (problem: PaymentProblem | null) => void;
}) => {
  const { t } = useLingui();
  const locale = useLocale();
  const [session, setSession] = useState<PaymentSession | null>(null);
  const [method, setMethod] = useState<Method>('card');
  const [cardReady, setCardReady] = useState(false);
  const [paying, setPaying] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [couponCode, setCouponCode] = useState<string | null>(null);
  // A coupon chosen where the purchase began (a banner's booking) comes along in the address.
  const initialCoupon = new URLSearchParams(useSearch()).get('coupon');
  // That coupon is checked before the first session opens: one session, for the price with it,
  // and one card form (a second session would draw the form again under a person typing in it).
  const [couponChecked, setCouponChecked] = useState(!initialCoupon?.trim());
  const couponWasChecked = useCallback(() => setCouponChecked(true), []);
  const payingRef = useRef(false);

  // A new session whenever the cart's total or the coupon changes, or a payment failed (a session
  // serves one payment).
  // biome-ignore lint/correctness/useExhaustiveDependencies: totalKey and attempt are the reasons to start again
  useEffect(() => {
    if (!couponChecked) return;
    let cancelled = false;
    setSession(null);
    setCardReady(false);
    startPaymentSession(couponCode)
      .then(async (opened) => {
        if (cancelled) return;
        setSession(opened);
        const form = await loadProviderScript(opened.scriptUrl);
        if (cancelled) return;
        const view = document.getElementById(CARD_VIEW_ID);
        if (view) view.replaceChildren();
        form.init({
          sessionId: opened.sessionId,
          countryCode: opened.countryCode,
          cardViewId: CARD_VIEW_ID,
          language: locale,
        });
        setCardReady(true);
      })
      .catch((error: unknown) => {
        if (!cancelled) setProblem(problemOf(error));
      });
    return () => {
      cancelled = true;
    };
  }, [totalKey, attempt, locale, couponCode, couponChecked]);

  const redirectMethods = session?.paymentMethods.filter((m) => !m.embedded) ?? [];

  const pay = useCallback(async () => {
    if (!session || payingRef.current) return;
    payingRef.current = true;
    setPaying(true);
    setProblem(null);
    try {
      let started: Awaited<ReturnType<typeof payCart>>;
      if (method === 'card') {
        const form = window.myFatoorah;
        if (!form) throw new Error('the card form is not ready');
        let submitted: Awaited<ReturnType<typeof form.submit>>;
        try {
          submitted = await form.submit();
        } catch (error) {
          // The card form said what is wrong with the card (inside its frame); nothing was sent.
          payingRef.current = false;
          setPaying(false);
          setProblem({ messageKey: 'error.paymentFailed', reason: error instanceof Error ? error.message : undefined });
          return;
        }
        started = await payCart(
          { sessionId: submitted.sessionId ?? submitted.SessionId ?? session.sessionId },
          couponCode,
        );
      } else {
        started = await payCart({ paymentMethodId: method }, couponCode);
      }
      // The provider's page (3-D Secure, KNET, or straight back to us when nothing more is asked).
      window.location.assign(started.paymentUrl);
    } catch (error) {
      payingRef.current = false;
      setPaying(false);
      setProblem(problemOf(error));
      setAttempt((n) => n + 1);
    }
  }, [method, session, couponCode, setProblem]);

  return (
    <section className="card stack" aria-labelledby="pay-heading" aria-busy={paying || undefined}>
      <h2 id="pay-heading">
        <Trans>How would you like to pay?</Trans>
      </h2>
      <CouponField
        disabled={paying}
        onValidCode={setCouponCode}
        initialCode={initialCoupon}
        onInitialCheck={couponWasChecked}
      />
      {session?.discountFils ? (
        <p className="payment-discount" data-testid="payment-discount">
          <Trans>
            Coupon discount: {formatFils(session.discountFils, locale)}. To pay: {formatFils(session.totalFils, locale)}
          </Trans>
        </p>
      ) : null}
      <fieldset className="payment-methods" disabled={paying}>
        <legend className="visually-hidden">{t`Payment method`}</legend>
        <label className="payment-method">
          <input type="radio" name="method" checked={method === 'card'} onChange={() => setMethod('card')} />
          <Trans>Credit or debit card</Trans>
        </label>
        {redirectMethods.map((m) => (
          <label key={m.paymentMethodId} className="payment-method">
            <input
              type="radio"
              name="method"
              checked={method === m.paymentMethodId}
              onChange={() => setMethod(m.paymentMethodId)}
            />
            <Isolate>{m.name}</Isolate>
          </label>
        ))}
      </fieldset>
      <div id={CARD_VIEW_ID} className="card-view" hidden={method !== 'card'} data-testid="card-view" />
      {method !== 'card' && (
        <p className="muted">
          <Trans>You will approve the payment on your bank's KNET page, then come back here.</Trans>
        </p>
      )}
      <button
        type="button"
        className="btn"
        onClick={() => void pay()}
        disabled={!session || paying || (method === 'card' && !cardReady)}
        aria-busy={paying || !session || undefined}
      >
        {paying ? <Trans>Paying…</Trans> : <Trans>Pay now</Trans>}
      </button>
    </section>
  );
};
