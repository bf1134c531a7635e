/**
 * A promotion bought for one ad (POST /memberships/services/{membershipService}/offer) as a cart
 * line, and what paying it records. The ad must be one of the buyer's published products; days
 * and a flash sale's percentage are checked against the promotion; the price is its unit
 * price times the days (a refresh: once). The promotion rules (promotions.ts) are checked when
 * the line is added and again when the payment starts, so nothing is charged for a refresh inside
 * 24 hours or a second running sale. When paid, the purchase is recorded for its ad in
 * `service_purchases` and takes effect on the ad in the same transaction (`applied_at`).
 */
import type { PromotionCode } from '@badal/contracts';
import { multiplyFils, promotionLineDataSchema } from '@badal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { products, promotionPurchases, sellers } from '../../db/schema.js';
import { type FieldErrors, HttpError, notFound } from '../../http-error.js';
import { isPromotable } from '../catalogue/listed.js';
import type { PromotionRow } from '../memberships/catalog.js';
import type { ItemKind, PurchaseLine } from '../payments/item-kind.js';
import { lineTitle, lineTitles } from '../payments/line-titles.js';
import { applyPromotion, checkPromotable, ownPublishedForUpdate } from './promotions.js';

export interface PromotionOffer {
  productId: number;
  days?: number | undefined;
  percentage?: number | undefined;
}

const ownPublishedProduct = async (tx: Db, userId: number, productId: number) =>
  (
    await tx
      .select({ id: products.id, slug: products.slug, name: products.name })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(and(eq(products.id, productId), eq(sellers.userId, userId), isPromotable))
      .limit(1)
  )[0];

/** Days and percentage as the service allows them, or the field errors saying why not. */
export const checkTerms = (
  service: PromotionRow,
  offer: PromotionOffer,
): { days: number; percentage: number | null } => {
  const errors: FieldErrors = {};
  let days = 1;
  if (service.unit === 'day') {
    days = offer.days ?? 0;
    if (days < service.minUnits || days > service.maxUnits) errors.days = ['validation.serviceDays'];
  } else if (offer.days !== undefined && offer.days !== 1) {
    errors.days = ['validation.serviceDays'];
  }
  let percentage: number | null = null;
  if (service.minPercent !== null && service.maxPercent !== null) {
    percentage = offer.percentage ?? -1;
    // A sale at 100 % (a price of zero) is a giveaway, not a sale, whatever a service allows.
    if (percentage >= 100) errors.percentage = ['validation.salePercent'];
    else if (percentage < service.minPercent || percentage > service.maxPercent)
      errors.percentage = ['validation.percent'];
  } else if (offer.percentage !== undefined) {
    errors.percentage = ['validation.invalid'];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new HttpError(422, first, errors);
  return { days, percentage };
};

export const promotionLine = async (
  tx: Db,
  userId: number,
  service: PromotionRow,
  offer: PromotionOffer,
  now: Date,
): Promise<PurchaseLine> => {
  const terms = checkTerms(service, offer);
  // Someone else's ad, a removed one or none at all: not found, without saying which.
  const product = await ownPublishedProduct(tx, userId, offer.productId);
  if (!product) throw notFound();
  checkPromotable(await ownPublishedForUpdate(tx, userId, product.id), service.code as PromotionCode, now);
  return {
    kind: service.code as PromotionCode,
    feeTypeId: service.feeTypeId,
    ...lineTitle(lineTitles.service, service, product.name, terms.days, terms.percentage),
    amountFils: multiplyFils(service.unitPriceFils, terms.days),
    data: {
      serviceId: service.id,
      productId: product.id,
      productSlug: product.slug,
      days: terms.days,
      percentage: terms.percentage,
    },
  };
};

export const promotionItemKind: ItemKind = {
  checkPayable: async (tx, line, userId, now) => {
    const data = promotionLineDataSchema.parse(line.data);
    checkPromotable(await ownPublishedForUpdate(tx, userId, data.productId), line.kind as PromotionCode, now);
  },
  activate: async (tx, line, order, now) => {
    const data = promotionLineDataSchema.parse(line.data);
    // The ad may have been removed since it was paid for: the purchase is recorded all the same.
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, data.productId));
    const [purchase] = await tx
      .insert(promotionPurchases)
      .values({
        userId: order.userId,
        productId: product?.id ?? null,
        serviceId: data.serviceId,
        days: data.days,
        percentage: data.percentage,
        orderItemId: line.id,
      })
      // The line is activated once; a repeat would be a bug, and must not record it twice.
      .onConflictDoNothing()
      .returning({ id: promotionPurchases.id });
    if (!purchase) return;
    // A removed, sold or hidden ad is not promoted: its promotion ended with it.
    const row = await ownPublishedForUpdate(tx, order.userId, data.productId).catch(() => null);
    if (!row) return;
    const code = line.kind as PromotionCode;
    await applyPromotion(tx, row, { code, days: data.days, percentage: data.percentage }, now);
    await tx.update(promotionPurchases).set({ appliedAt: now }).where(eq(promotionPurchases.id, purchase.id));
  },
};
