import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useReducer, useRef, useState } from 'react';
import { Isolate } from '../../../components/isolate';
import { isApiError } from '../../../lib/api-error';
import { formatNumber } from '../../../lib/format';
import { useLocale, useMessages } from '../../../lib/messages';
import { errorText } from '../../../lib/report-error';
import { checkCoupon } from '../api/coupons';
import { COUPON_RESET, couponReducer, validCouponCode } from '../coupon-state';

/**
 * A coupon for the payment: typed, checked with the server (its §4 states), and — once valid —
 * handed to the payment, which the server prices with it. Typing another code sets it aside
 * until that one is checked.
 */
export const CouponField = ({
  disabled,
  onValidCode,
  initialCode = null,
  onInitialCheck,
}: {
  disabled: boolean;
  onValidCode: (code: string | null) => void;
  /** A code chosen on an earlier page (a banner's booking): typed in and checked at once. */
  initialCode?: string | null;
  /**
   * Called once that code's check has an answer (valid or not), after `onValidCode` has had it:
   * the payment waits for it before it opens a session with the provider.
   */
  onInitialCheck?: () => void;
}) => {
  const { t } = useLingui();
  const locale = useLocale();
  const text = useMessages();
  const id = useId();
  const [typed, setTyped] = useState(initialCode ?? '');
  const [state, dispatch] = useReducer(couponReducer, COUPON_RESET);
  const reported = useRef<string | null>(null);
  /** Too many checks: how long to wait, said instead of the general failure. */
  const [limited, setLimited] = useState<string | null>(null);

  useEffect(() => {
    const code = validCouponCode(state);
    if (code === reported.current) return;
    reported.current = code;
    onValidCode(code);
  }, [state, onValidCode]);

  // After the effect above: by the time the page hears the check is done, it has the valid code.
  const initialPending = useRef(Boolean(initialCode?.trim()));
  useEffect(() => {
    if (!initialPending.current || state.status === 'reset' || state.status === 'loading') return;
    initialPending.current = false;
    onInitialCheck?.();
  }, [state, onInitialCheck]);

  const check = async (code: string) => {
    dispatch({ type: 'check', code });
    if (code === '') return;
    try {
      dispatch({ type: 'answered', code, answer: await checkCoupon(code) });
    } catch (error) {
      setLimited(isApiError(error, 'rate_limited') ? errorText(error, text, locale) : null);
      dispatch({ type: 'failed', code });
    }
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    void check(typed.trim());
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the code the page opened with
  useEffect(() => {
    if (initialCode?.trim()) void check(initialCode.trim());
  }, []);

  const loading = state.status === 'loading';
  let status: string | null = null;
  if (state.status === 'valid') status = t`${state.message} ${formatNumber(state.percentage, locale)}% off.`;
  else if (state.status === 'invalid') status = state.message;
  else if (state.status === 'failed') status = limited ?? text(state.messageKey);

  return (
    <form className="field coupon-field" onSubmit={apply} noValidate aria-busy={loading || undefined}>
      <label htmlFor={`${id}-code`}>
        <Trans>Coupon code (optional)</Trans>
      </label>
      <div className="row coupon-row">
        <input
          id={`${id}-code`}
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          value={typed}
          disabled={disabled}
          onChange={(e) => {
            setTyped(e.target.value);
            if (state.status !== 'reset') dispatch({ type: 'reset' });
          }}
          aria-describedby={status ? `${id}-status` : undefined}
          aria-invalid={state.status === 'invalid' || state.status === 'failed' || undefined}
          data-testid="coupon-code"
        />
        <button type="submit" className="btn btn-outline" disabled={disabled || loading} data-testid="coupon-apply">
          {loading ? <Trans>Checking…</Trans> : <Trans>Apply</Trans>}
        </button>
      </div>
      {status && (
        <p
          id={`${id}-status`}
          className={state.status === 'valid' ? 'coupon-valid' : 'field-error'}
          role={state.status === 'valid' ? 'status' : 'alert'}
          data-testid="coupon-status"
        >
          {state.status === 'valid' && <Isolate dir="ltr">{state.code}</Isolate>}
          {state.status === 'valid' && ': '}
          {status}
        </p>
      )}
    </form>
  );
};
