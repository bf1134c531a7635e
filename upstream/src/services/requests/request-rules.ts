/**
 * Who may ask whom for what (spec §3 Request, §6). A bartering request needs the receiver's
 * product to take barter and offers one of the sender's own published products; a sale request
 * needs a product for sale. Refusals are 422s naming the field at fault with a contracts message
 * key; an id that names no product is a 404. Nothing is written here.
 */
import { decimalToFils, type NewRequest, type SellType } from '@badal/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { products, sellers, users } from '../../db/schema.js';
import { fieldError, notFound } from '../../http-error.js';
import { refuseIfBlockedBy } from '../blocks/block-rules.js';
import { listedRow } from '../catalogue/listed.js';
import type { UpstreamContext } from '../context.js';
import { checkOfferPrice } from './negotiation.js';

/** A product as the rules see it. */
export interface ProductFacts {
  id: number;
  name: string;
  sellType: SellType;
  published: boolean;
  ownerId: number;
  /** Issue #32: the listed price and the seller's floor for offers, in fils (null: none). */
  priceFils: number | null;
  floorFils: number | null;
}

export const takesBarter = (sellType: SellType): boolean => sellType === 'barter' || sellType === 'sell/barter';
export const isForSale = (sellType: SellType): boolean => sellType === 'sell' || sellType === 'sell/barter';

/** Read through `db`: inside a transaction, its own handle (PGlite runs one at a time). */
export const loadProductFacts = async (
  db: Db,
  ids: readonly number[],
  now: Date,
): Promise<Map<number, ProductFacts>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      sellType: products.sellType,
      status: products.status,
      moderationState: products.moderationState,
      dealState: products.dealState,
      endsAt: products.endsAt,
      ownerId: sellers.userId,
      price: products.price,
      floorFils: products.offerFloorFils,
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        sellType: r.sellType as SellType,
        published: listedRow(r, now),
        ownerId: r.ownerId,
        priceFils: r.price === null ? null : decimalToFils(r.price),
        floorFils: r.floorFils,
      },
    ]),
  );
};

/**
 * The product someone wants to barter or buy: known (404), not their own, published, and taking
 * the request's type.
 */
export const checkWantedProduct = (
  product: ProductFacts | undefined,
  readerId: number,
  field: string,
  type: 'bartering' | 'sale',
): ProductFacts => {
  if (!product) throw notFound();
  if (product.ownerId === readerId) throw fieldError('request.ownProduct', field);
  if (!product.published) throw fieldError('request.productUnavailable', field);
  if (type === 'bartering' ? !takesBarter(product.sellType) : !isForSale(product.sellType)) {
    throw fieldError(type === 'bartering' ? 'request.notForBarter' : 'request.notForSale', field);
  }
  return product;
};

export interface CheckedRequest {
  receiverProduct: ProductFacts;
  senderProduct: ProductFacts | null;
}

export const checkNewRequest = async (
  ctx: UpstreamContext,
  senderId: number,
  body: NewRequest,
): Promise<CheckedRequest> => {
  if (body.receiverId === senderId) throw fieldError('validation.ownAccount', 'receiverId');
  const offeredId = body.type === 'bartering' ? (body.senderProductId ?? null) : null;
  const facts = await loadProductFacts(
    ctx.db,
    offeredId === null ? [body.receiverProductId] : [body.receiverProductId, offeredId],
    ctx.clock(),
  );
  const receiverProduct = checkWantedProduct(
    facts.get(body.receiverProductId),
    senderId,
    'receiverProductId',
    body.type,
  );
  if (receiverProduct.ownerId !== body.receiverId) throw fieldError('request.receiverMismatch', 'receiverId');
  const [receiver] = await ctx.db.select({ status: users.status }).from(users).where(eq(users.id, body.receiverId));
  if (receiver?.status !== 'active') throw fieldError('request.receiverUnavailable', 'receiverId');
  // Blocked by the receiver: the same words as a closed account, so the block is not revealed.
  await refuseIfBlockedBy(ctx.db, body.receiverId, senderId, 'receiverId', 'request.receiverUnavailable');
  if (body.type === 'sale' && body.priceFils !== undefined) checkOfferPrice(body.priceFils, receiverProduct, 'sender');
  if (offeredId === null) return { receiverProduct, senderProduct: null };
  const senderProduct = facts.get(offeredId);
  if (!senderProduct) throw notFound();
  if (senderProduct.ownerId !== senderId) throw fieldError('request.notYourProduct', 'senderProductId');
  if (!senderProduct.published) throw fieldError('request.productUnavailable', 'senderProductId');
  return { receiverProduct, senderProduct };
};
