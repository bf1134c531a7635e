/**
 * Barter and trade requests (spec §7): GET /requests (paged, newest change first, optional status
 * and product filters), GET /requests/users (the people I have requests with), GET
 * /requests/users/{userId} (the requests between us), GET /barter/products/{productId} (what I can
 * offer for a product), POST /requests, PUT /requests/{id}/change-status, DELETE /requests/{id}.
 * Status changes follow contracts' request-flow.ts exactly; a request the reader is not part of
 * is a 404, like one that does not exist. Each creation, answer and withdrawal notifies the
 * other person in the same transaction (pushed once it commits).
 */
import {
  actionForStatus,
  checkRequestAction,
  type RequestCheck,
  RequestStatus,
  type RequestStatus as Status,
} from '@badal/contracts';
import { and, count, desc, eq, inArray, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../db/database.js';
import { products, type RequestRow, requests } from '../db/schema.js';
import type { CallHandlers } from '../http/api-router.js';
import { fieldError, HttpError, notFound } from '../http/http-error.js';
import { say } from '../http/texts.js';
import { listCards, toCard } from '../services/catalogue/product-cards.js';
import { pageMeta } from '../services/catalogue/search.js';
import type { UpstreamContext } from '../services/context.js';
import { inTransaction } from '../services/push/after-commit.js';
import { checkNewRequest, checkWantedProduct, loadProductFacts } from '../services/requests/request-rules.js';
import { loadRequestUsers, roleOf, toRequest, toRequests } from '../services/requests/request-view.js';
import type { RequestEvent } from '../services/user-notifications/notification-texts.js';
import { notifyRequest } from '../services/user-notifications/notify.js';
import { findUserById, sellerIdOf } from '../services/users.js';

/** A barter dialog lists at most this many of one's own products (newest first). */
const MAX_OFFERABLE_PRODUCTS = 500;

const involving = (userId: number): SQL | undefined =>
  or(eq(requests.senderId, userId), eq(requests.receiverId, userId));
const newestChangeFirst = [desc(requests.updatedAt), desc(requests.id)];

/** 403 when the reader's part never allows the action, 422 (naming the status) when the status does not. */
const refusal = (check: Extract<RequestCheck, { ok: false }>): HttpError =>
  check.reason === 'role'
    ? new HttpError(403, check.messageKey)
    : new HttpError(422, check.messageKey, { status: [check.messageKey] });

const EVENT_OF: Record<Status, RequestEvent> = { 1: 'pended', 2: 'accepted', 3: 'rejected' };

export const requestHandlers = (ctx: UpstreamContext) =>
  ({
    listRequests: async ({ auth, query, locale }) => {
      const me = auth.user.id;
      const where = and(
        involving(me),
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
    },

    requestPartners: async ({ auth }) => {
      const me = auth.user.id;
      // Each request as (other person, status, my part), then one row per person.
      const mine = ctx.db
        .select({
          otherId:
            sql<number>`case when ${requests.senderId} = ${me} then ${requests.receiverId} else ${requests.senderId} end`.as(
              'other_id',
            ),
          id: requests.id,
          status: requests.status,
          sentByMe: sql<boolean>`${requests.senderId} = ${me}`.as('sent_by_me'),
          updatedAt: requests.updatedAt,
        })
        .from(requests)
        .where(involving(me))
        .as('mine');
      const tally = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
      const groups = await ctx.db
        .select({
          otherId: mine.otherId,
          pending: tally(sql`${mine.status} = 1`),
          approved: tally(sql`${mine.status} = 2`),
          rejected: tally(sql`${mine.status} = 3`),
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
    },

    requestsWithUser: async ({ auth, params, locale }) => {
      const me = auth.user.id;
      // There is no thread with oneself, nor with nobody.
      if (params.userId === me || !(await findUserById(ctx, params.userId))) throw notFound();
      const rows = await ctx.db
        .select()
        .from(requests)
        .where(
          or(
            and(eq(requests.senderId, me), eq(requests.receiverId, params.userId)),
            and(eq(requests.senderId, params.userId), eq(requests.receiverId, me)),
          ),
        )
        .orderBy(...newestChangeFirst);
      const [people, list] = await Promise.all([
        loadRequestUsers(ctx, [params.userId]),
        toRequests(ctx, rows, me, locale),
      ]);
      const user = people.get(params.userId);
      if (!user) throw notFound();
      return { user, requests: list };
    },

    barterProducts: async ({ auth, params, locale }) => {
      const me = auth.user.id;
      const wanted = checkWantedProduct(
        (await loadProductFacts(ctx.db, [params.productId])).get(params.productId),
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
      const rows = await listCards(ctx, {
        where: and(
          eq(products.sellerId, sellerId),
          eq(products.status, 'published'),
          ne(products.id, wanted.id),
          notExists(alreadyOffered),
        ),
        orderBy: [desc(products.createdAt), desc(products.id)],
        limit: MAX_OFFERABLE_PRODUCTS,
      });
      return rows.map((row) => toCard(ctx, row, locale));
    },

    createRequest: async ({ auth, body, locale }) => {
      const me = auth.user.id;
      const { receiverProduct, senderProduct } = await checkNewRequest(ctx, me, body);
      let row: RequestRow;
      try {
        row = await inTransaction(ctx, async (tx, pushes) => {
          const [created] = await tx
            .insert(requests)
            .values({
              type: body.type,
              senderId: me,
              receiverId: body.receiverId,
              receiverProductId: receiverProduct.id,
              senderProductId: senderProduct?.id ?? null,
            })
            .returning();
          if (!created) throw new Error('request insert returned nothing');
          await notifyRequest(
            ctx,
            { tx, pushes },
            {
              recipientId: body.receiverId,
              actorId: me,
              requestId: created.id,
              event: 'sent',
              type: body.type,
              product: receiverProduct,
              offered: senderProduct,
            },
          );
          return created;
        });
      } catch (error) {
        // The same request is already waiting (two taps, two tabs): the partial unique index says so.
        if (isUniqueViolation(error)) {
          throw fieldError('request.duplicate', body.type === 'bartering' ? 'senderProductId' : 'receiverProductId');
        }
        throw error;
      }
      return toRequest(ctx, row, me, locale);
    },

    changeRequestStatus: async ({ auth, params, body, locale }) => {
      const me = auth.user.id;
      const row = await inTransaction(ctx, async (tx, pushes) => {
        const [current] = await tx.select().from(requests).where(eq(requests.id, params.id)).for('update');
        if (!current || (current.senderId !== me && current.receiverId !== me)) throw notFound();
        const check = checkRequestAction(roleOf(current, me), current.status as Status, actionForStatus(body.status));
        if (!check.ok) throw refusal(check);
        const ids = [current.receiverProductId, ...(current.senderProductId === null ? [] : [current.senderProductId])];
        const facts = await loadProductFacts(tx, ids);
        // A deal can only be struck on products that are still on offer.
        if (body.status === RequestStatus.approved && ids.some((id) => !facts.get(id)?.published)) {
          throw fieldError('request.productUnavailable', 'status');
        }
        const [updated] = await tx
          .update(requests)
          .set({ status: body.status, updatedAt: new Date() })
          .where(eq(requests.id, current.id))
          .returning();
        if (!updated) throw notFound();
        await notifyRequest(
          ctx,
          { tx, pushes },
          {
            recipientId: current.senderId,
            actorId: me,
            requestId: current.id,
            event: EVENT_OF[body.status],
            type: current.type as 'bartering' | 'sale',
            product: { name: facts.get(current.receiverProductId)?.name ?? '' },
            offered: current.senderProductId === null ? null : { name: facts.get(current.senderProductId)?.name ?? '' },
          },
        );
        return updated;
      });
      return toRequest(ctx, row, me, locale);
    },

    deleteRequest: async ({ auth, params, locale }) => {
      const me = auth.user.id;
      await inTransaction(ctx, async (tx, pushes) => {
        const [current] = await tx.select().from(requests).where(eq(requests.id, params.id)).for('update');
        if (!current || (current.senderId !== me && current.receiverId !== me)) throw notFound();
        const check = checkRequestAction(roleOf(current, me), current.status as Status, 'withdraw');
        if (!check.ok) throw refusal(check);
        const facts = await loadProductFacts(tx, [current.receiverProductId]);
        await tx.delete(requests).where(eq(requests.id, current.id));
        await notifyRequest(
          ctx,
          { tx, pushes },
          {
            recipientId: current.receiverId,
            actorId: me,
            requestId: current.id,
            event: 'withdrawn',
            type: current.type as 'bartering' | 'sale',
            product: { name: facts.get(current.receiverProductId)?.name ?? '' },
            offered: null,
          },
        );
      });
      return { message: say('upstream.requestWithdrawn', locale) };
    },
  }) satisfies Partial<CallHandlers>;
