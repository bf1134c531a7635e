/**
 * GET /products/{slug} (the page; counts a view, isFavorite for a bearer), /products/{slug}/mini,
 * /products/{slug}/related-products and /products/{sellerId}/sellers. Unknown or unpublished
 * products and unknown sellers are 404s; an ad an operator hid is a 404 that says it was removed.
 */
import type { CallHandlers } from '../http/api-router.js';
import { HttpError, notFound } from '../http-error.js';
import { isHidden } from '../services/catalogue/listed.js';
import { findCard, productMini, productPage } from '../services/catalogue/product-details.js';
import { findActiveSeller, relatedProducts, sellerProducts } from '../services/catalogue/product-lists.js';
import type { UpstreamContext } from '../services/context.js';

export const productHandlers = (ctx: UpstreamContext) =>
  ({
    productBySlug: async ({ params, locale, auth }) => {
      const product = await productPage(ctx, params.slug, locale, auth?.user.id ?? null);
      if (!product) throw (await isHidden(ctx, params.slug)) ? new HttpError(404, 'product.removed') : notFound();
      return product;
    },

    productMini: async ({ params, locale }) => {
      const product = await productMini(ctx, params.slug, locale);
      if (!product) throw notFound();
      return product;
    },

    relatedProducts: async ({ params, locale }) => {
      const found = await findCard(ctx, params.slug, locale);
      if (!found) throw notFound();
      return relatedProducts(ctx, { id: found.card.id, categoryId: found.categoryId, topId: found.topId }, locale);
    },

    sellerProducts: async ({ params, query, locale }) => {
      const sellerId = await findActiveSeller(ctx, params.sellerId);
      if (sellerId === undefined) throw notFound();
      return sellerProducts(ctx, sellerId, query, locale);
    },
  }) satisfies Partial<CallHandlers>;
