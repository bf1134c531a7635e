/**
 * The cart (GET /cart, DELETE /cart/items/{itemId}): lines priced and titled when added, answered
 * in the request language with their total in fils. A cart holds one membership line at most
 * (choosing another plan replaces it), one banner line at most, and one line per service and ad.
 */
import { type Cart, type CartItem, type CartItemKind, CURRENCY, type Locale, sumFils } from '@badal/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type CartItemRow, cartItems } from '../../db/schema.js';
import { fieldError, HttpError, notFound } from '../../http-error.js';
import { inLocale } from '../catalogue/in-locale.js';
import type { PurchaseLine } from './item-kind.js';

/** Enough for any real basket; it keeps one account from growing a table without end. */
export const MAX_CART_LINES = 20;

export const cartLines = (db: Db, userId: number): Promise<CartItemRow[]> =>
  db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.id));

/** A stored line (of a cart or an order) as the kinds see it. */
export const toLine = (
  row: Pick<CartItemRow, 'kind' | 'feeTypeId' | 'titleEn' | 'titleAr' | 'amountFils' | 'data'>,
): PurchaseLine => ({
  kind: row.kind as CartItemKind,
  feeTypeId: row.feeTypeId,
  titleEn: row.titleEn,
  titleAr: row.titleAr,
  amountFils: row.amountFils,
  data: row.data,
});

export const toCart = (rows: readonly CartItemRow[], locale: Locale): Cart => ({
  items: rows.map(
    (row) =>
      ({
        itemId: row.id,
        kind: row.kind,
        feeTypeId: row.feeTypeId,
        title: inLocale(locale, row.titleEn, row.titleAr),
        amountFils: row.amountFils,
        data: row.data,
        createdAt: row.createdAt.toISOString(),
      }) as CartItem,
  ),
  totalFils: sumFils(rows.map((r) => r.amountFils)),
  currency: CURRENCY,
});

export const cartView = async (db: Db, userId: number, locale: Locale): Promise<Cart> =>
  toCart(await cartLines(db, userId), locale);

/**
 * Adds a line, replacing the one it stands in for: the cart's membership line, or the same
 * service for the same ad. Runs in the caller's transaction.
 */
export const putCartLine = async (tx: Db, userId: number, line: PurchaseLine): Promise<void> => {
  // One membership, one banner and one company subscription at a time (a new one replaces it).
  const replaces =
    line.kind === 'membership' || line.kind === 'banner' || line.kind === 'companySubscription'
      ? eq(cartItems.kind, line.kind)
      : and(eq(cartItems.kind, line.kind), sql`${cartItems.data}->>'productId' = ${String(line.data.productId)}`);
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), replaces));
  const [held] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  if ((held?.n ?? 0) >= MAX_CART_LINES) throw new HttpError(422, 'error.cartFull', { items: ['error.cartFull'] });
  await tx.insert(cartItems).values({ userId, ...line });
};

/**
 * The lines a payment is for: the whole cart, or the one line `itemId` of kind `itemType`.
 * An empty cart is a 422; a line that is not in the caller's cart (or not of that kind) a 404.
 */
export const selectLines = async (
  tx: Db,
  userId: number,
  selection: { itemType: 'cart' | CartItemKind; itemId?: number | null | undefined },
): Promise<CartItemRow[]> => {
  const rows = await cartLines(tx, userId);
  if (selection.itemType === 'cart') {
    if (rows.length === 0) throw new HttpError(422, 'error.cartEmpty', { itemType: ['error.cartEmpty'] });
    return rows;
  }
  if (!selection.itemId) throw fieldError('validation.required', 'itemId');
  const row = rows.find((r) => r.id === selection.itemId && r.kind === selection.itemType);
  if (!row) throw notFound();
  return [row];
};
