/**
 * One product with everything its page shows (contracts' productSchema): images, attribute values
 * named in the request language, location, seller, views and — for a signed-in caller only —
 * whether it is one of their favourites.
 */
import { AttributeType, type Locale, type Product, type ProductMini } from '@badal/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  attributeOptions,
  attributes,
  favorites,
  locations,
  productAttributeValues,
  productImages,
  products,
  productViews,
  sellers,
  users,
} from '../../db/schema.js';
import { mediaUrl, type UpstreamContext } from '../context.js';
import { accountTypeOf } from '../users.js';
import { inLocale } from './in-locale.js';
import { isShown } from './listed.js';
import { listCards, toCard } from './product-cards.js';

type ProductAttributeValue = Product['attributes'][number];

// A sold, exchanged or ended ad keeps its page, which says so (issue #32).
const published = (slug: string) => and(eq(products.slug, slug), isShown);

/** A published product's card by slug, with its category ids; undefined when there is none. */
export const findCard = async (ctx: UpstreamContext, slug: string, locale: Locale) => {
  const [row] = await listCards(ctx, { where: published(slug), orderBy: [], limit: 1 });
  return row && { card: toCard(ctx, row, locale), categoryId: row.subId, topId: row.topId };
};

export const productMini = async (
  ctx: UpstreamContext,
  slug: string,
  locale: Locale,
): Promise<ProductMini | undefined> => {
  const found = await findCard(ctx, slug, locale);
  if (!found) return undefined;
  const { id, name, price, currency, image, categories, sellType } = found.card;
  return { id, slug: found.card.slug, name, price, currency, image, categories, sellType };
};

/** Attribute values grouped per attribute, in the attribute's order, named in the request language. */
const loadAttributeValues = async (
  ctx: UpstreamContext,
  productId: number,
  locale: Locale,
): Promise<ProductAttributeValue[]> => {
  const rows = await ctx.db
    .select({
      id: attributes.id,
      type: attributes.type,
      nameEn: attributes.nameEn,
      nameAr: attributes.nameAr,
      unitEn: attributes.unitEn,
      unitAr: attributes.unitAr,
      value: productAttributeValues.value,
      labelEn: attributeOptions.labelEn,
      labelAr: attributeOptions.labelAr,
      color: attributeOptions.color,
    })
    .from(productAttributeValues)
    .innerJoin(attributes, eq(attributes.id, productAttributeValues.attributeId))
    .leftJoin(
      attributeOptions,
      and(
        eq(attributeOptions.attributeId, productAttributeValues.attributeId),
        eq(attributeOptions.value, productAttributeValues.value),
      ),
    )
    .where(eq(productAttributeValues.productId, productId))
    .orderBy(asc(attributes.categoryId), asc(attributes.position), asc(attributes.id), asc(attributeOptions.position));
  const byAttribute = new Map<number, ProductAttributeValue>();
  for (const row of rows) {
    let entry = byAttribute.get(row.id);
    if (!entry) {
      entry = {
        id: row.id,
        name: inLocale(locale, row.nameEn, row.nameAr),
        type: row.type as ProductAttributeValue['type'],
        value: null,
        values: [],
        optionValues: [],
        unit: inLocale(locale, row.unitEn, row.unitAr),
      };
      byAttribute.set(row.id, entry);
    }
    const label = row.labelEn !== null && row.labelAr !== null ? inLocale(locale, row.labelEn, row.labelAr) : row.value;
    switch (row.type) {
      case AttributeType.boolean:
      case AttributeType.number:
      case AttributeType.string:
        entry.value = row.value;
        break;
      case AttributeType.color:
        // The swatch and its name.
        entry.value = row.color ?? row.value;
        entry.values.push(label);
        entry.optionValues?.push(row.value);
        break;
      default:
        entry.values.push(label);
        entry.optionValues?.push(row.value);
    }
  }
  return [...byAttribute.values()];
};

/** Counts a page view and answers the new total. */
const countView = async (ctx: UpstreamContext, productId: number): Promise<number> => {
  const [row] = await ctx.db
    .insert(productViews)
    .values({ productId, views: 1 })
    .onConflictDoUpdate({ target: productViews.productId, set: { views: sql`${productViews.views} + 1` } })
    .returning({ views: productViews.views });
  return row?.views ?? 1;
};

const isFavoriteOf = async (ctx: UpstreamContext, userId: number, productId: number): Promise<boolean> =>
  (
    await ctx.db
      .select({ productId: favorites.productId })
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
      .limit(1)
  ).length > 0;

const loadSeller = async (ctx: UpstreamContext, sellerId: number): Promise<Product['seller']> => {
  const [row] = await ctx.db
    .select({
      id: sellers.id,
      userId: users.id,
      fullName: users.fullName,
      userName: users.userName,
      imagePath: users.imagePath,
      accountType: users.accountType,
      country: users.country,
    })
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(eq(sellers.id, sellerId));
  if (!row) throw new Error(`seller ${sellerId} of a product is missing`);
  const image = mediaUrl(ctx, row.imagePath);
  return {
    id: row.id,
    userId: row.userId,
    fullName: row.fullName,
    userName: row.userName,
    image: image === null ? null : { url: image },
    accountType: accountTypeOf(row.accountType),
    country: row.country,
  };
};

/**
 * The product page, counting the view; undefined for an unknown or unpublished slug. `viewerId`
 * is the signed-in caller (isFavorite true or false) or null for a visitor (isFavorite null).
 */
export const productPage = async (
  ctx: UpstreamContext,
  slug: string,
  locale: Locale,
  viewerId: number | null,
): Promise<Product | undefined> => {
  const found = await findCard(ctx, slug, locale);
  if (!found) return undefined;
  const id = found.card.id;
  const [row] = await ctx.db
    .select({
      sellerId: products.sellerId,
      description: products.description,
      code: products.code,
      updatedAt: products.updatedAt,
      latitude: locations.latitude,
      longitude: locations.longitude,
      address: locations.address,
    })
    .from(products)
    .leftJoin(locations, eq(locations.productId, products.id))
    .where(eq(products.id, id));
  if (!row) return undefined;
  const [images, attributeValues, seller, views, isFavorite] = await Promise.all([
    ctx.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    loadAttributeValues(ctx, id, locale),
    loadSeller(ctx, row.sellerId),
    countView(ctx, id),
    viewerId === null ? Promise.resolve(null) : isFavoriteOf(ctx, viewerId, id),
  ]);
  return {
    ...found.card,
    description: row.description,
    code: row.code,
    images: images.map((image) => {
      const url = mediaUrl(ctx, image.path) ?? '';
      return {
        id: image.id,
        url,
        thumbnailUrl: mediaUrl(ctx, image.thumbnailPath) ?? url,
        isMain: image.isMain,
        width: image.width,
        height: image.height,
      };
    }),
    attributes: attributeValues,
    location:
      row.latitude === null || row.longitude === null || row.address === null
        ? null
        : { latitude: row.latitude, longitude: row.longitude, address: row.address },
    seller,
    views,
    isFavorite,
    updatedAt: row.updatedAt.toISOString(),
  };
};
