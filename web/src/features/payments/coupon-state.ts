/**
 * The coupon on the payment page, as spec §4 has it: from reset (not valid, no code) a check goes
 * to loading, then to valid with its percentage or invalid with the server's message; loading
 * ends either way. Checking an empty code only resets. A check that fails (network, server) marks
 * the coupon invalid with the §8 text. An answer for a code no longer being checked is ignored.
 */
import type { CouponCheck, MessageKey } from '@badal/contracts';

export type CouponState =
  | { status: 'reset' }
  | { status: 'loading'; code: string }
  | { status: 'valid'; code: string; percentage: number; message: string }
  | { status: 'invalid'; code: string; message: string }
  | { status: 'failed'; code: string; messageKey: MessageKey };

export type CouponEvent =
  | { type: 'check'; code: string }
  | { type: 'answered'; code: string; answer: CouponCheck }
  | { type: 'failed'; code: string }
  | { type: 'reset' };

export const COUPON_RESET: CouponState = { status: 'reset' };

export const couponReducer = (state: CouponState, event: CouponEvent): CouponState => {
  switch (event.type) {
    case 'reset':
      return COUPON_RESET;
    case 'check': {
      const code = event.code.trim();
      return code === '' ? COUPON_RESET : { status: 'loading', code };
    }
    case 'answered':
      if (state.status !== 'loading' || state.code !== event.code) return state;
      return event.answer.response && event.answer.percentage !== null
        ? { status: 'valid', code: event.code, percentage: event.answer.percentage, message: event.answer.message }
        : { status: 'invalid', code: event.code, message: event.answer.message };
    case 'failed':
      if (state.status !== 'loading' || state.code !== event.code) return state;
      return { status: 'failed', code: event.code, messageKey: 'error.couponCheck' };
  }
};

/** The code a payment may use: only a valid coupon's. */
export const validCouponCode = (state: CouponState): string | null => (state.status === 'valid' ? state.code : null);
