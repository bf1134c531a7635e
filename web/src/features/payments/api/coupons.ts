/** GET /api/coupons/check: whether a coupon code is good now (the server applies it when paying). */
import { callApi } from '../../../lib/api-client';

export const checkCoupon = (code: string) => callApi('checkCoupon', { query: { code } });
