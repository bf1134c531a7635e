/** A member's order as GET /api/orders and the return pages answer it: a paid Pro membership. */
import type { Order } from '@badal/contracts';

export const orderFixture = (overrides: Partial<Order> = {}): Order => ({
  id: 5,
  reference: 'BDL-0A1B2C3D4E5F',
  status: 'paid',
  totalFils: 20_000,
  discountFils: 0,
  couponCode: null,
  currency: 'KWD',
  paymentMethod: 'VISA/MASTER',
  invoiceId: '100234',
  paymentId: '0703300234',
  receiptNumber: 'BR-000042',
  failureReason: null,
  createdAt: '2026-11-29T07:55:00.000Z',
  paidAt: '2026-11-29T08:00:00.000Z',
  items: [
    {
      id: 11,
      kind: 'membership',
      feeTypeId: 1,
      title: 'Pro membership, monthly',
      amountFils: 20_000,
      data: { typeId: 3, planCode: 'pro', period: 'monthly', months: 1, renewal: false },
    },
  ],
  refunds: [],
  refundedFils: 0,
  ...overrides,
});
