import { describe, expect, it } from 'vitest';
import { COUPON_RESET, type CouponState, couponReducer, validCouponCode } from './coupon-state';

const valid = { response: true, message: 'The coupon is valid.', percentage: 10 };
const expired = { response: false, message: 'This coupon has expired.', percentage: null };

describe('the coupon state (spec §4)', () => {
  it('goes from reset to loading, then valid with its percentage', () => {
    const loading = couponReducer(COUPON_RESET, { type: 'check', code: ' BADAL10 ' });
    expect(loading).toEqual({ status: 'loading', code: 'BADAL10' });
    const done = couponReducer(loading, { type: 'answered', code: 'BADAL10', answer: valid });
    expect(done).toEqual({ status: 'valid', code: 'BADAL10', percentage: 10, message: 'The coupon is valid.' });
    expect(validCouponCode(done)).toBe('BADAL10');
  });

  it("is invalid with the server's message when the server says no", () => {
    const loading = couponReducer(COUPON_RESET, { type: 'check', code: 'EID2025' });
    const done = couponReducer(loading, { type: 'answered', code: 'EID2025', answer: expired });
    expect(done).toEqual({ status: 'invalid', code: 'EID2025', message: 'This coupon has expired.' });
    expect(validCouponCode(done)).toBeNull();
  });

  it('marks a failed check invalid with the §8 text', () => {
    const loading = couponReducer(COUPON_RESET, { type: 'check', code: 'BADAL10' });
    expect(couponReducer(loading, { type: 'failed', code: 'BADAL10' })).toEqual({
      status: 'failed',
      code: 'BADAL10',
      messageKey: 'error.couponCheck',
    });
  });

  it('only resets for an empty code, from any state', () => {
    const states: CouponState[] = [
      COUPON_RESET,
      { status: 'loading', code: 'A' },
      { status: 'valid', code: 'A', percentage: 5, message: 'ok' },
      { status: 'invalid', code: 'A', message: 'no' },
    ];
    for (const state of states) expect(couponReducer(state, { type: 'check', code: '   ' })).toEqual(COUPON_RESET);
    expect(couponReducer(states[2] as CouponState, { type: 'reset' })).toEqual(COUPON_RESET);
  });

  it('ignores an answer for a code that is no longer being checked', () => {
    const second = couponReducer(couponReducer(COUPON_RESET, { type: 'check', code: 'OLD' }), {
      type: 'check',
      code: 'NEW',
    });
    expect(couponReducer(second, { type: 'answered', code: 'OLD', answer: valid })).toBe(second);
    expect(couponReducer(second, { type: 'failed', code: 'OLD' })).toBe(second);
  });
});
