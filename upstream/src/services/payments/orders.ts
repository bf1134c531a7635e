/**
 * Orders (§3 "orders"): made when a payment starts, with their lines copied from the cart, and
 * kept with the provider's references whatever became of them. Views for GET /orders/{orderId},
 * GET /orders and the callback, in the request language.
 */
import { randomBytes } from 'node:crypto';
import {
  CURRENCY,
  isMessageKey,
  type Locale,
  messageText,
  type Order,
  type OrderItem,
  type OrderStatus,
  sumFils,
} from '@badal/contracts';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type CartItemRow, coupons, type OrderItemRow, type OrderRow, orderItems, orders } from '../../db/schema.js';
import { inLocale } from '../catalogue/in-locale.js';
import { pageMeta } from '../catalogue/search.js';
import { type CouponRow, discountFils, releaseCouponUse } from './coupons.js';
import { NO_REFUNDS, type OrderRefunds, refundsOf } from './refunds.js';

/** Badal's reference of an order, sent to the provider as its customer reference. */
const newReference = () => `BDL-${randomBytes(6).toString('hex').toUpperCase()}`;

export const createOrder = async (
  tx: Db,
  input: {
    userId: number;
    lines: readonly CartItemRow[];
    locale: Locale;
    sessionId: string | null;
    paymentMethodId: number | null;
    /** A coupon the payment uses (already checked): the order's amount is the lines' total less it. */
    coupon?: CouponRow | null;
    /** What each line pays for (item-kind-registry.ts payableKeyOf), held while the order is open. */
    payableKeys: readonly string[];
    /** When the payment lapses if it is not paid. */
    openUntil: Date;
  },
): Promise<{ order: OrderRow; items: OrderItemRow[] }> => {
  const fullFils = sumFils(input.lines.map((l) => l.amountFils));
  const discount = input.coupon ? discountFils(fullFils, input.coupon.percent) : 0;
  const [order] = await tx
    .insert(orders)
    .values({
      userId: input.userId,
      reference: newReference(),
      amountFils: fullFils - discount,
      couponId: input.coupon?.id ?? null,
      discountFils: discount,
      currency: CURRENCY,
      provider: 'myfatoorah',
      sessionId: input.sessionId,
      paymentMethodId: input.paymentMethodId,
      locale: input.locale,
      openUntil: input.openUntil,
    })
    .returning();
  if (!order) throw new Error('order was not written');
  const items = await tx
    .insert(orderItems)
    .values(
      input.lines.map((line, i) => ({
        orderId: order.id,
        cartItemId: line.id,
        kind: line.kind,
        feeTypeId: line.feeTypeId,
        titleEn: line.titleEn,
        titleAr: line.titleAr,
        amountFils: line.amountFils,
        data: line.data,
        payableKey: input.payableKeys[i] ?? `cart:${line.id}`,
        openKey: input.payableKeys[i] ?? `cart:${line.id}`,
      })),
    )
    .returning();
  return { order, items };
};

/** A refund's reason: Badal's own (a message key) in the reader's language, an operator's as written. */
const reasonIn = (reason: string, locale: Locale): string =>
  isMessageKey(reason) ? messageText(reason, locale) : reason;

export const toOrder = (
  order: OrderRow,
  items: readonly OrderItemRow[],
  locale: Locale,
  refunded: OrderRefunds = NO_REFUNDS,
  couponCode: string | null = null,
): Order => ({
  id: order.id,
  reference: order.reference,
  status: order.status as OrderStatus,
  totalFils: order.amountFils,
  discountFils: order.discountFils,
  couponCode,
  currency: CURRENCY,
  paymentMethod: order.paymentMethod,
  invoiceId: order.invoiceId,
  paymentId: order.paymentId,
  receiptNumber: order.receiptNumber,
  failureReason: order.failureReason,
  createdAt: order.createdAt.toISOString(),
  paidAt: order.paidAt?.toISOString() ?? null,
  items: items.map(
    (item) =>
      ({
        id: item.id,
        kind: item.kind,
        feeTypeId: item.feeTypeId,
        title: inLocale(locale, item.titleEn, item.titleAr),
        amountFils: item.amountFils,
        data: item.data,
      }) as OrderItem,
  ),
  refunds: refunded.refunds.map((refund) => ({ ...refund, reason: reasonIn(refund.reason, locale) })),
  refundedFils: refunded.refundedFils,
});

/** The codes of the coupons some orders used, by coupon id. */
const couponCodesOf = async (db: Db, rows: readonly OrderRow[]): Promise<Map<number, string>> => {
  const ids = [...new Set(rows.flatMap((r) => (r.couponId === null ? [] : [r.couponId])))];
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: coupons.id, code: coupons.code }).from(coupons).where(inArray(coupons.id, ids));
  return new Map(found.map((c) => [c.id, c.code]));
};

const couponCodeOf = (codes: Map<number, string>, order: OrderRow) =>
  order.couponId === null ? null : (codes.get(order.couponId) ?? null);

/** One order with its lines, refunds and coupon, as its owner sees it. */
export const fullOrder = async (db: Db, order: OrderRow, locale: Locale): Promise<Order> => {
  const [items, refunded, codes] = await Promise.all([
    itemsOf(db, order.id),
    refundsOf(db, [order.id]),
    couponCodesOf(db, [order]),
  ]);
  return toOrder(order, items, locale, refunded.get(order.id), couponCodeOf(codes, order));
};

export const findOrder = async (db: Db, orderId: number): Promise<OrderRow | undefined> =>
  (await db.select().from(orders).where(eq(orders.id, orderId)).limit(1))[0];

export const itemsOf = (db: Db, orderId: number): Promise<OrderItemRow[]> =>
  db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));

/** One order as its owner sees it; another user's order is not found (undefined). */
export const orderView = async (
  db: Db,
  orderId: number,
  userId: number,
  locale: Locale,
): Promise<Order | undefined> => {
  const order = await findOrder(db, orderId);
  if (!order || order.userId !== userId) return undefined;
  return fullOrder(db, order, locale);
};

/** A page of orders, newest first, each with its lines, refunds and coupon: those `where` selects. */
export const ordersWhere = async (db: Db, where: SQL | undefined, locale: Locale, page: number, perPage: number) => {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const [items, refunded, codes] = await Promise.all([
    ids.length === 0
      ? []
      : db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    refundsOf(db, ids),
    couponCodesOf(db, rows),
  ]);
  return {
    rows,
    data: rows.map((order) =>
      toOrder(
        order,
        items.filter((i) => i.orderId === order.id),
        locale,
        refunded.get(order.id),
        couponCodeOf(codes, order),
      ),
    ),
    meta: pageMeta(page, perPage, counted?.total ?? 0),
  };
};

/** The customer's own orders (GET /orders). */
export const ordersPage = async (db: Db, userId: number, locale: Locale, page: number, perPage: number) => {
  const { data, meta } = await ordersWhere(db, eq(orders.userId, userId), locale, page, perPage);
  return { data, meta };
};

/**
 * Records what the provider said when the payment could not start (the cart is untouched): the
 * order leaves pending, and what it held — its lines, its coupon use — is free again.
 */
export const markOrder = (db: Db, orderId: number, status: OrderStatus, failureReason: string | null, now: Date) =>
  db.transaction(async (tx) => {
    const moved = await tx
      .update(orders)
      .set({ status, failureReason, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
      .returning({ id: orders.id });
    if (moved.length === 0) return;
    await closeOrder(tx as unknown as Db, orderId, now);
  });

/**
 * Frees what an order held once it is no longer pending: its lines' payable keys (another
 * payment may start for them) and, unless it was paid, its coupon use.
 */
export const closeOrder = async (tx: Db, orderId: number, now: Date, paid = false): Promise<void> => {
  await tx.update(orderItems).set({ openKey: null }).where(eq(orderItems.orderId, orderId));
  if (!paid) await releaseCouponUse(tx, orderId, now);
};
