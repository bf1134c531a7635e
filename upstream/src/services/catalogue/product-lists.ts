/**
 * The other product lists: related products, a seller's products, the member's own (my ads), and
 * the home page's popular categories.
 */
import {
  AdState,
  type calls,
  type Locale,
  ModerationState,
  type PopularCategory,
  type ProductCard,
  type ProductPage,
  RequestStatus,
} from '@badal/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { categories, products, requests, sellers, users } from '../../db/schema.js';
import { adLifeRules, renewableAt } from '../ad-life/ad-life-rules.js';
import { mediaUrl, type UpstreamContext } from '../context.js';
import { sellerIdOf } from '../users.js';
import { inLocale } from './in-locale.js';
import { isListed } from './listed.js';
import { type CardRow, listCards, toCard } from './product-cards.js';
import { pageMeta } from './search.js';

export const RELATED_LIMIT = 12;
export const POPULAR_CATEGORIES = 6;
export const POPULAR_PRODUCTS_PER_CATEGORY = 8;

/**
 * The newest `limit` published products matching `where`, as a subquery of ids: read in the order
 * of the partial indexes of migration 0006, so it stops after `limit` entries instead of sorting
 * every product of a category.
 */
const newestIds = (now: Date, where: SQL, limit: number): SQL =>
  sql`(select ${products.id} from ${products} where ${isListed(now)} and ${where} order by ${products.listedAt} desc, ${products.id} desc limit ${limit})`;

/** Same sub-category first, then the rest of the top category, newest first; never the product itself. */
export const relatedProducts = async (
  ctx: UpstreamContext,
  product: { id: number; categoryId: number; topId: number },
  locale: Locale,
): Promise<ProductCard[]> => {
  // At most the limit from each part is enough for the first `limit` in the combined order.
  const sameSub = newestIds(
    ctx.clock(),
    and(eq(products.categoryId, product.categoryId), ne(products.id, product.id)) as SQL,
    RELATED_LIMIT,
  );
  const restOfTop = newestIds(
    ctx.clock(),
    and(eq(products.topCategoryId, product.topId), ne(products.categoryId, product.categoryId)) as SQL,
    RELATED_LIMIT,
  );
  const rows = await listCards(ctx, {
    where: sql`${products.id} in (${sameSub} union all ${restOfTop})`,
    orderBy: [sql`(${products.categoryId} = ${product.categoryId}) desc`, desc(products.listedAt), desc(products.id)],
    limit: RELATED_LIMIT,
  });
  return rows.map((row) => toCard(ctx, row, locale));
};

/** The seller of an active account, or undefined (unknown sellers and closed accounts have no page). */
export const findActiveSeller = async (ctx: UpstreamContext, sellerId: number): Promise<number | undefined> => {
  const [row] = await ctx.db
    .select({ id: sellers.id })
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(and(eq(sellers.id, sellerId), eq(users.status, 'active')));
  return row?.id;
};

/**
 * One page of cards of the products matching `where`, in `orderBy`, with the count of them all
 * for the page's meta (the same WHERE for both).
 */
export const cardPage = async (
  ctx: UpstreamContext,
  where: SQL | undefined,
  orderBy: SQL[],
  page: { page: number; perPage: number },
): Promise<{ rows: CardRow[]; meta: ProductPage['meta'] }> => {
  const [rows, [counted]] = await Promise.all([
    listCards(ctx, { where, orderBy, limit: page.perPage, offset: (page.page - 1) * page.perPage }),
    ctx.db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows, meta: pageMeta(page.page, page.perPage, counted?.total ?? 0) };
};

export const sellerProducts = async (
  ctx: UpstreamContext,
  sellerId: number,
  page: { page: number; perPage: number },
  locale: Locale,
): Promise<ProductPage> => {
  const { rows, meta } = await cardPage(
    ctx,
    and(isListed(ctx.clock()), eq(products.sellerId, sellerId)),
    [desc(products.listedAt), desc(products.id)],
    page,
  );
  return { data: rows.map((row) => toCard(ctx, row, locale)), meta };
};

type MyProduct = z.infer<typeof calls.myProducts.response>['data'][number];
const MY_STATUSES = new Set<MyProduct['status']>(['published', 'pending', 'rejected', 'sold']);
type MyState = {
  status: string;
  moderationState: string;
  moderationReason: string | null;
  renewedAt: Date | null;
};

/**
 * "My ads": the member's products in every status, newest first, with image, price, status and
 * date. An account that never published has none.
 */
/**
 * The offers waiting on each of these ads: requests for it still pending and not expired at the
 * clock's now (expiry is judged at read, decision 017), and the first of their expiries.
 */
const openOffersOn = async (ctx: UpstreamContext, ids: number[]): Promise<Map<number, MyProduct['openOffers']>> => {
  if (ids.length === 0) return new Map();
  const now = ctx.clock();
  const rows = await ctx.db
    .select({
      id: requests.receiverProductId,
      count: count(),
      next: sql<Date | string | null>`min(${requests.expiresAt})`,
    })
    .from(requests)
    .where(
      and(
        inArray(requests.receiverProductId, ids),
        eq(requests.status, RequestStatus.pending),
        isNull(requests.expiredAt),
        or(isNull(requests.expiresAt), gt(requests.expiresAt, now)),
      ),
    )
    .groupBy(requests.receiverProductId);
  return new Map(
    rows.map((r) => [r.id, { count: r.count, nextExpiresAt: r.next === null ? null : new Date(r.next).toISOString() }]),
  );
};

export const myProducts = async (
  ctx: UpstreamContext,
  userId: number,
  page: { page: number; perPage: number },
  locale: Locale,
): Promise<{ data: MyProduct[]; meta: ProductPage['meta'] }> => {
  const sellerId = await sellerIdOf(ctx, userId);
  if (sellerId === null) return { data: [], meta: pageMeta(page.page, page.perPage, 0) };
  const { rows, meta } = await cardPage(
    ctx,
    eq(products.sellerId, sellerId),
    [desc(products.createdAt), desc(products.id)],
    page,
  );
  const rules = await adLifeRules(ctx.db);
  // Product cards carry no status or moderation; they are read beside them.
  const states =
    rows.length === 0
      ? new Map<number, MyState>()
      : new Map(
          (
            await ctx.db
              .select({
                id: products.id,
                status: products.status,
                moderationState: products.moderationState,
                moderationReason: products.moderationReason,
                renewedAt: products.renewedAt,
              })
              .from(products)
              .where(
                inArray(
                  products.id,
                  rows.map((r) => r.id),
                ),
              )
          ).map((r) => [r.id, r]),
        );
  const offers = await openOffersOn(
    ctx,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((row): MyProduct => {
      const card = toCard(ctx, row, locale);
      const state = states.get(row.id);
      const status = state?.status as MyProduct['status'];
      const adState = card.adState ?? AdState.live;
      const sold = adState === AdState.sold || adState === AdState.exchanged;
      return {
        id: card.id,
        slug: card.slug,
        name: card.name,
        price: card.price,
        currency: card.currency,
        // A status this list does not know is shown as under review rather than breaking the page.
        status: sold ? 'sold' : MY_STATUSES.has(status) ? status : 'pending',
        image: card.image,
        categories: card.categories,
        createdAt: card.createdAt,
        featuredUntil: card.featuredUntil ?? null,
        sale: card.sale ?? null,
        refreshedAt: card.refreshedAt ?? null,
        moderation: {
          state: (state?.moderationState ?? ModerationState.visible) as ModerationState,
          reason: state?.moderationReason ?? null,
        },
        adState,
        endsAt: card.endsAt ?? row.endsAt.toISOString(),
        renewableAt: sold ? null : (renewableAt(rules, state?.renewedAt ?? null)?.toISOString() ?? card.createdAt),
        openOffers: offers.get(row.id) ?? { count: 0, nextExpiresAt: null },
      };
    }),
    meta,
  };
};

/**
 * The home page's sections: the top categories with the most published products (ties by their
 * menu position), each with its newest products.
 */
export const popularCategories = async (ctx: UpstreamContext, locale: Locale): Promise<PopularCategory[]> => {
  // Counted on the products alone (an index-only scan of migration 0006's index), then joined.
  const counts = ctx.db
    .select({ topId: products.topCategoryId, total: count().as('total') })
    .from(products)
    .where(isListed(ctx.clock()))
    .groupBy(products.topCategoryId)
    .as('counts');
  const tops = await ctx.db
    .select({
      id: categories.id,
      slug: categories.slug,
      nameEn: categories.nameEn,
      nameAr: categories.nameAr,
      imagePath: categories.imagePath,
      thumbnailPath: categories.thumbnailPath,
    })
    .from(categories)
    .innerJoin(counts, eq(counts.topId, categories.id))
    .where(isNull(categories.parentId))
    .orderBy(desc(counts.total), asc(categories.position), asc(categories.id))
    .limit(POPULAR_CATEGORIES);
  if (tops.length === 0) return [];
  // The newest few of each category in one query: one short index walk per category.
  const newest = sql.join(
    tops.map((top) => newestIds(ctx.clock(), eq(products.topCategoryId, top.id), POPULAR_PRODUCTS_PER_CATEGORY)),
    sql` union all `,
  );
  const rows = await listCards(ctx, {
    where: sql`${products.id} in (${newest})`,
    orderBy: [desc(products.listedAt), desc(products.id)],
    limit: POPULAR_CATEGORIES * POPULAR_PRODUCTS_PER_CATEGORY,
  });
  return tops.map((top) => {
    const url = mediaUrl(ctx, top.imagePath);
    return {
      id: top.id,
      slug: top.slug,
      name: inLocale(locale, top.nameEn, top.nameAr),
      primaryImage: url === null ? null : { url, thumbnailUrl: mediaUrl(ctx, top.thumbnailPath) ?? url },
      products: rows.filter((row) => row.topId === top.id).map((row) => toCard(ctx, row, locale)),
    };
  });
};
