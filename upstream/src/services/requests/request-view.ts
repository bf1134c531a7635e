/**
 * Request rows as contracts' requestSchema for one reader: both products as cards (whatever their
 * status now, with `available`), the other person, the reader's part. One query per kind of
 * thing, however many requests, so a page of requests costs five queries (issue #32 added the
 * negotiation settings).
 */
import type { Locale, RequestRole, RequestStatus, RequestType, RequestUser, TradeRequest } from '@badal/contracts';
import { inArray } from 'drizzle-orm';
import { products, type RequestRow, users } from '../../db/schema.js';
import { listedRow } from '../catalogue/listed.js';
import { listCards, toCard } from '../catalogue/product-cards.js';
import type { UpstreamContext } from '../context.js';
import { toPerson } from '../users.js';
import { toNegotiation } from './negotiation.js';
import { offerRules } from './offer-settings.js';

export const roleOf = (row: Pick<RequestRow, 'senderId'>, readerId: number): RequestRole =>
  row.senderId === readerId ? 'sender' : 'receiver';

export const otherPartyOf = (row: Pick<RequestRow, 'senderId' | 'receiverId'>, readerId: number): number =>
  row.senderId === readerId ? row.receiverId : row.senderId;

/** People as requests show them, by id. */
export const loadRequestUsers = async (
  ctx: UpstreamContext,
  ids: readonly number[],
): Promise<Map<number, RequestUser>> => {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      id: users.id,
      fullName: users.fullName,
      userName: users.userName,
      imagePath: users.imagePath,
      accountType: users.accountType,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((u) => [u.id, toPerson(ctx, u)]));
};

export const toRequests = async (
  ctx: UpstreamContext,
  rows: readonly RequestRow[],
  readerId: number,
  locale: Locale,
): Promise<TradeRequest[]> => {
  if (rows.length === 0) return [];
  const productIds = [
    ...new Set(
      rows.flatMap((r) =>
        r.senderProductId === null ? [r.receiverProductId] : [r.receiverProductId, r.senderProductId],
      ),
    ),
  ];
  const [cards, statuses, people, rules] = await Promise.all([
    listCards(ctx, { where: inArray(products.id, productIds), orderBy: [], limit: productIds.length }),
    ctx.db
      .select({
        id: products.id,
        status: products.status,
        moderationState: products.moderationState,
        dealState: products.dealState,
        endsAt: products.endsAt,
      })
      .from(products)
      .where(inArray(products.id, productIds)),
    loadRequestUsers(
      ctx,
      rows.map((r) => otherPartyOf(r, readerId)),
    ),
    offerRules(ctx.db),
  ]);
  const now = ctx.clock();
  const published = new Set(statuses.filter((s) => listedRow(s, now)).map((s) => s.id));
  const cardOf = new Map(cards.map((c) => [c.id, { ...toCard(ctx, c, locale), available: published.has(c.id) }]));
  const need = <T>(value: T | undefined, what: string): T => {
    // Foreign keys cascade, so a request never outlives its products or people.
    if (value === undefined) throw new Error(`request view: ${what} is missing`);
    return value;
  };
  return rows.map((r) => ({
    id: r.id,
    type: r.type as RequestType,
    status: r.status as RequestStatus,
    senderId: r.senderId,
    receiverId: r.receiverId,
    receiverProductId: r.receiverProductId,
    senderProductId: r.senderProductId,
    role: roleOf(r, readerId),
    otherUser: need(people.get(otherPartyOf(r, readerId)), `user ${otherPartyOf(r, readerId)}`),
    receiverProduct: need(cardOf.get(r.receiverProductId), `product ${r.receiverProductId}`),
    senderProduct:
      r.senderProductId === null ? null : need(cardOf.get(r.senderProductId), `product ${r.senderProductId}`),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    negotiation: toNegotiation(r, roleOf(r, readerId), now, rules),
  }));
};

export const toRequest = async (
  ctx: UpstreamContext,
  row: RequestRow,
  readerId: number,
  locale: Locale,
): Promise<TradeRequest> => (await toRequests(ctx, [row], readerId, locale))[0] as TradeRequest;
