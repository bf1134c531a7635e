/**
 * Product cards (contracts' productCardSchema): the one SELECT every list uses — search results,
 * home sections, related and seller products — with the sub-category and top category, the main
 * image and the location's address joined in. Callers give WHERE, ORDER BY and LIMIT.
 */
import type { Locale, ProductCard, SellType } from '@badal/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { categories, locations, productImages, products } from '../../db/schema.js';
import { mediaUrl, type UpstreamContext } from '../context.js';
import { inLocale } from './in-locale.js';

const subCategory = alias(categories, 'sub_category');
const topCategory = alias(categories, 'top_category');
const mainImage = alias(productImages, 'main_image');

const cardColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  price: products.price,
  secondPrice: products.secondPrice,
  sellType: products.sellType,
  isNew: products.isNew,
  isFeatured: products.isFeatured,
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
};

/** What a card is made of, as the database gives it. */
export interface CardRow {
  id: number;
  slug: string;
  name: string;
  price: string | null;
  secondPrice: string | null;
  sellType: string;
  isNew: boolean;
  isFeatured: boolean;
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
    .select(cardColumns)
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

/** numeric(12,3) arrives as a decimal string; it leaves with exactly 3 decimals (KWD, spec §9). */
export const kwd = (value: string | null): string | null => (value === null ? null : Number(value).toFixed(3));

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
    isFeatured: row.isFeatured,
    image: image === null ? null : { url: image, thumbnailUrl: mediaUrl(ctx, row.thumbnailPath) ?? image },
    categories: [
      { id: row.topId, slug: row.topSlug, name: inLocale(locale, row.topNameEn, row.topNameAr) },
      { id: row.subId, slug: row.subSlug, name: inLocale(locale, row.subNameEn, row.subNameAr) },
    ],
    address: row.address,
    createdAt: row.createdAt.toISOString(),
  };
};
