/**
 * Reading requests (spec §7): the reader's requests (paged, newest change first, optional status
 * and product filters), the people the reader has requests with, the requests between the reader
 * and one of them, and what the reader can offer in barter for a product.
 */
import { type Locale, RequestStatus, type RequestStatus as Status } from '@badal/contracts';
import { and, count, desc, eq, inArray, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
import { products, requests } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { notBlockedBy } from '../blocks/block-rules.js';
import { isListed } from '../catalogue/listed.js';
import { listCards, toCard } from '../catalogue/product-cards.js';
import { pageMeta } from '../catalogue/search.js';
import type { UpstreamContext } from '../context.js';
import { findUserById, sellerIdOf } from '../users.js';
import { checkWantedProduct, loadProductFacts } from './request-rules.js';
import { loadRequestUsers, roleOf, toRequests } from './request-view.js';

/** A barter dialog lists at most this many of one's own products (newest first). */
const MAX_OFFERABLE_PRODUCTS = 500;

const involving = (userId: number): SQL | undefined =>
  or(eq(requests.senderId, userId), eq(requests.receiverId, userId));
/** The other person of a request of `me`'s. */
const otherOf = (me: number): SQL<number> =>
  sql<number>`case when ${requests.senderId} = ${me} then ${requests.receiverId} else ${requests.senderId} end`;
/** `me`'s requests, without those with people `me` blocked (issue #31: the blocker no longer sees them). */
const visibleTo = (me: number): SQL | undefined => and(involving(me), notBlockedBy(me, otherOf(me)));
const newestChangeFirst = [desc(requests.updatedAt), desc(requests.id)];

export interface RequestListQuery {
  status?: Status | undefined;
  productId?: number | undefined;
  page: number;
  perPage: number;
}

/** The requests `me` sent or received, newest change first. */
export const listRequests = async (ctx: UpstreamContext, me: number, query: RequestListQuery, locale: Locale) => {
  const where = and(
    visibleTo(me),
    query.status === undefined ? undefined : eq(requests.status, query.status),
    query.productId === undefined
      ? undefined
      : or(eq(requests.receiverProductId, query.productId), eq(requests.senderProductId, query.productId)),
  );
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(requests)
      .where(where)
      .orderBy(...newestChangeFirst)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    ctx.db.select({ total: count() }).from(requests).where(where),
  ]);
  return {
    data: await toRequests(ctx, rows, me, locale),
    meta: pageMeta(query.page, query.perPage, counted?.total ?? 0),
  };
};

/** The people `me` has requests with, each with the counts by status and the latest request. */
export const requestPartners = async (ctx: UpstreamContext, me: number) => {
  // Each request as (other person, status, my part), then one row per person.
  const mine = ctx.db
    .select({
      otherId: otherOf(me).as('other_id'),
      id: requests.id,
      status: requests.status,
      sentByMe: sql<boolean>`${requests.senderId} = ${me}`.as('sent_by_me'),
      updatedAt: requests.updatedAt,
    })
    .from(requests)
    .where(visibleTo(me))
    .as('mine');
  const tally = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const groups = await ctx.db
    .select({
      otherId: mine.otherId,
      pending: tally(sql`${mine.status} = ${RequestStatus.pending}`),
      approved: tally(sql`${mine.status} = ${RequestStatus.approved}`),
      rejected: tally(sql`${mine.status} = ${RequestStatus.rejected}`),
      sent: tally(sql`${mine.sentByMe}`),
      received: tally(sql`not ${mine.sentByMe}`),
      latestId: sql<number>`(array_agg(${mine.id} order by ${mine.updatedAt} desc, ${mine.id} desc))[1]`.mapWith(
        Number,
      ),
    })
    .from(mine)
    .groupBy(mine.otherId)
    .orderBy(sql`max(${mine.updatedAt}) desc`, desc(mine.otherId));
  if (groups.length === 0) return [];
  const [latest, people] = await Promise.all([
    ctx.db
      .select()
      .from(requests)
      .where(
        inArray(
          requests.id,
          groups.map((g) => g.latestId),
        ),
      ),
    loadRequestUsers(
      ctx,
      groups.map((g) => g.otherId),
    ),
  ]);
  const latestById = new Map(latest.map((r) => [r.id, r]));
  return groups.flatMap((g) => {
    const user = people.get(g.otherId);
    const last = latestById.get(g.latestId);
    if (!user || !last) return [];
    return [
      {
        user,
        counts: { pending: g.pending, approved: g.approved, rejected: g.rejected },
        sent: g.sent,
        received: g.received,
        role: g.received === 0 ? 'sender' : g.sent === 0 ? 'receiver' : 'both',
        latest: {
          id: last.id,
          type: last.type as 'bartering' | 'sale',
          status: last.status as Status,
          role: roleOf(last, me),
          updatedAt: last.updatedAt.toISOString(),
        },
      } as const,
    ];
  });
};

/** The requests between `me` and one other person, with that person. */
export const requestsWith = async (ctx: UpstreamContext, me: number, userId: number, locale: Locale) => {
  // There is no thread with oneself, nor with nobody.
  if (userId === me || !(await findUserById(ctx, userId))) throw notFound();
  const rows = await ctx.db
    .select()
    .from(requests)
    .where(
      or(
        and(eq(requests.senderId, me), eq(requests.receiverId, userId)),
        and(eq(requests.senderId, userId), eq(requests.receiverId, me)),
      ),
    )
    .orderBy(...newestChangeFirst);
  const [people, list] = await Promise.all([loadRequestUsers(ctx, [userId]), toRequests(ctx, rows, me, locale)]);
  const user = people.get(userId);
  if (!user) throw notFound();
  return { user, requests: list };
};

/**
 * `me`'s listed products not yet offered for the product `productId` (which must take barter), and
 * not promised in an accepted request.
 */
export const offerableProducts = async (ctx: UpstreamContext, me: number, productId: number, locale: Locale) => {
  const wanted = checkWantedProduct(
    (await loadProductFacts(ctx.db, [productId], ctx.clock())).get(productId),
    me,
    'productId',
    'bartering',
  );
  const sellerId = await sellerIdOf(ctx, me);
  if (sellerId === null) return [];
  const alreadyOffered = ctx.db
    .select({ one: sql`1` })
    .from(requests)
    .where(
      and(
        eq(requests.senderId, me),
        eq(requests.receiverProductId, wanted.id),
        eq(requests.senderProductId, products.id),
        eq(requests.status, RequestStatus.pending),
      ),
    );
  // Promised in an accepted request (either side): it cannot be accepted in another (issue #32).
  const promised = ctx.db
    .select({ one: sql`1` })
    .from(requests)
    .where(
      and(
        eq(requests.status, RequestStatus.approved),
        or(eq(requests.receiverProductId, products.id), eq(requests.senderProductId, products.id)),
      ),
    );
  const rows = await listCards(ctx, {
    where: and(
      eq(products.sellerId, sellerId),
      isListed(ctx.clock()),
      ne(products.id, wanted.id),
      notExists(alreadyOffered),
      notExists(promised),
    ),
    orderBy: [desc(products.createdAt), desc(products.id)],
    limit: MAX_OFFERABLE_PRODUCTS,
  });
  return rows.map((row) => toCard(ctx, row, locale));
};
