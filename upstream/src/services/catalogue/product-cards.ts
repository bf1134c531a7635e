/**
 * Product cards (contracts' productCardSchema): the one SELECT every list uses — search results,
 * home sections, related and seller products — with the sub-category and top category, the main
 * image and the location's address joined in. Callers give WHERE, ORDER BY and LIMIT.
 */
import type { Locale, ProductCard, SellType } from '@badal/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { categories, locations, productImages, products } from '../../db/schema.js';
import { mediaUrl, type UpstreamContext } from '../context.js';
import { inLocale } from './in-locale.js';
import { adStateOf } from './listed.js';

const subCategory = alias(categories, 'sub_category');
const topCategory = alias(categories, 'top_category');
const mainImage = alias(productImages, 'main_image');

/** `now` as a query parameter (promotions are judged by the context's clock, not the database's). */
export const at = (now: Date): SQL => sql`${now.toISOString()}::timestamptz`;

// Both are true or false, never null (`is not null` first), so `not (…)` means what it says.

/** A boost still ahead at `now` (whatever the ad's status: the callers' WHERE says which ads). */
export const boostRunsAt = (now: Date): SQL =>
  sql`(${products.featuredUntil} is not null and ${products.featuredUntil} > ${at(now)})`;

/** Boosted at `now`: published with its boost still ahead. */
export const featuredAt = (now: Date): SQL => sql`(${products.status} = 'published' and ${boostRunsAt(now)})`;

/** On sale at `now`: its flash sale has started and not ended. */
export const onSaleAt = (now: Date): SQL =>
  sql`(${products.status} = 'published' and ${products.saleEndsAt} is not null and ${products.saleStartsAt} <= ${at(now)} and ${products.saleEndsAt} > ${at(now)})`;

/** Whole fils, exactly: numeric arithmetic rounded half up to 3 decimals, never a float. */
const salePrice = (now: Date) =>
  sql<
    string | null
  >`case when ${onSaleAt(now)} then round(${products.price} * (100 - ${products.salePercent}) / 100, 3) end`;

const cardColumns = (now: Date) => ({
  id: products.id,
  slug: products.slug,
  name: products.name,
  price: products.price,
  secondPrice: salePrice(now),
  salePercent: sql<number | null>`case when ${onSaleAt(now)} then ${products.salePercent} end`,
  saleEndsAt: sql<string | null>`case when ${onSaleAt(now)} then ${products.saleEndsAt} end`,
  featuredUntil: sql<string | null>`case when ${featuredAt(now)} then ${products.featuredUntil} end`,
  listedAt: products.listedAt,
  refreshedAt: products.refreshedAt,
  dealState: products.dealState,
  endsAt: products.endsAt,
  sellType: products.sellType,
  isNew: products.isNew,
  createdAt: products.createdAt,
  imagePath: mainImage.path,
  thumbnailPath: mainImage.thumbnailPath,
  address: locations.address,
  subId: subCategory.id,
  subSlug: subCategory.slug,
  subNameEn: subCategory.nameEn,
  subNameAr: subCategory.nameAr,
  topId: topCategory.id,
  topSlug: topCategory.slug,
  topNameEn: topCategory.nameEn,
  topNameAr: topCategory.nameAr,
});

/** What a card is made of, as the database gives it. */
export interface CardRow {
  id: number;
  slug: string;
  name: string;
  price: string | null;
  secondPrice: string | null;
  salePercent: number | null;
  /** Raw SQL columns arrive as the driver's text, not as Dates. */
  saleEndsAt: string | Date | null;
  featuredUntil: string | Date | null;
  listedAt: Date;
  refreshedAt: Date | null;
  dealState: string | null;
  endsAt: Date;
  sellType: string;
  isNew: boolean;
  createdAt: Date;
  imagePath: string | null;
  thumbnailPath: string | null;
  address: string | null;
  subId: number;
  subSlug: string;
  subNameEn: string;
  subNameAr: string;
  topId: number;
  topSlug: string;
  topNameEn: string;
  topNameAr: string;
}

export interface CardQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset?: number;
}

const cardsQuery = (ctx: UpstreamContext, q: CardQuery) =>
  ctx.db
    .select(cardColumns(ctx.clock()))
    .from(products)
    .innerJoin(subCategory, eq(subCategory.id, products.categoryId))
    .innerJoin(topCategory, eq(topCategory.id, products.topCategoryId))
    .leftJoin(mainImage, and(eq(mainImage.productId, products.id), eq(mainImage.isMain, true)))
    .leftJoin(locations, eq(locations.productId, products.id))
    .where(q.where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset ?? 0);

/** Cards of the products matching `where`, in order, one page of them. */
export const listCards = (ctx: UpstreamContext, q: CardQuery): Promise<CardRow[]> => cardsQuery(ctx, q).execute();

/** The SQL listCards() would run, for EXPLAIN in tests. */
export const cardsSql = (ctx: UpstreamContext, q: CardQuery): { sql: string; params: unknown[] } =>
  cardsQuery(ctx, q).toSQL();

/**
 * numeric(12,3) arrives as a decimal string; it leaves with exactly 3 decimals (KWD, spec §9),
 * padded as text so no amount passes through a float.
 */
export const kwd = (value: string | null): string | null => {
  if (value === null) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(3, '0').slice(0, 3)}`;
};

/** A timestamp column as ISO text, whichever form the driver gave it in. */
export const isoTime = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export const toCard = (ctx: UpstreamContext, row: CardRow, locale: Locale): ProductCard => {
  const image = mediaUrl(ctx, row.imagePath);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    price: kwd(row.price),
    secondPrice: kwd(row.secondPrice),
    currency: 'KWD',
    sellType: row.sellType as SellType,
    isNew: row.isNew,
    isFeatured: row.featuredUntil !== null,
    featuredUntil: isoTime(row.featuredUntil),
    sale:
      row.salePercent !== null && row.saleEndsAt !== null
        ? { percent: row.salePercent, endsAt: isoTime(row.saleEndsAt) as string }
        : null,
    listedAt: row.listedAt.toISOString(),
    refreshedAt: row.refreshedAt?.toISOString() ?? null,
    adState: adStateOf(row, ctx.clock()),
    endsAt: row.endsAt.toISOString(),
    image: image === null ? null : { url: image, thumbnailUrl: mediaUrl(ctx, row.thumbnailPath) ?? image },
    categories: [
      { id: row.topId, slug: row.topSlug, name: inLocale(locale, row.topNameEn, row.topNameAr) },
      { id: row.subId, slug: row.subSlug, name: inLocale(locale, row.subNameEn, row.subNameAr) },
    ],
    address: row.address,
    createdAt: row.createdAt.toISOString(),
  };
};
