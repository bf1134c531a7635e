/**
 * One product: its page (anonymous: isFavorite null), mini form, related products (never itself,
 * at most 12), its seller's products and public profile (whose `seller` names the same seller),
 * and 404 for unknown slugs and sellers.
 */

import { calls } from '../../calls/index.js';
import type { Product, ProductCard, ProductMini, ProductPage } from '../../entities/product.js';
import type { PublicUser } from '../../entities/user.js';
import { type SuiteContext, UNKNOWN_ID } from '../context.js';
import { randomTag } from '../identity.js';

const NO_PRODUCT = 'no product to look up: the search found none';

export const productChecks = async ({ api, rec, state }: SuiteContext): Promise<void> => {
  const unknownSlug = `no-such-product-${randomTag(10)}`;
  for (const call of [calls.productBySlug, calls.productMini, calls.relatedProducts]) {
    await rec.guard(call, 'unknown slug', async () => {
      rec.error(call, 'unknown slug → 404', await api.send(call, { params: { slug: unknownSlug } }), 404, 'not_found');
    });
  }
  await rec.guard(calls.sellerProducts, 'unknown seller', async () => {
    const res = await api.send(calls.sellerProducts, { params: { sellerId: UNKNOWN_ID } });
    rec.error(calls.sellerProducts, 'unknown seller → 404', res, 404, 'not_found');
  });

  const slug = state.product?.slug;
  if (!slug) {
    for (const call of [calls.productBySlug, calls.productMini, calls.relatedProducts, calls.sellerProducts])
      rec.fail(call, 'a product', NO_PRODUCT);
    return;
  }

  await rec.guard(calls.productBySlug, 'product page', async () => {
    const product = rec.success<Product>(
      calls.productBySlug,
      `product '${slug}' for a visitor`,
      await api.send(calls.productBySlug, { params: { slug } }),
      (p) => {
        if (p.slug !== slug) return `it answered slug '${p.slug}'`;
        if (p.isFavorite !== null) return 'isFavorite is not null for a visitor';
        if (p.images.length > 0 && p.images.filter((i) => i.isMain).length !== 1) return 'it has no single main image';
        return undefined;
      },
    );
    if (product) state.product = { slug, sellerId: product.seller.id, sellerUserId: product.seller.userId };
  });

  await rec.guard(calls.productMini, 'mini', async () => {
    rec.success<ProductMini>(
      calls.productMini,
      `product '${slug}' in brief`,
      await api.send(calls.productMini, { params: { slug } }),
      (p) => (p.slug === slug ? undefined : `it answered slug '${p.slug}'`),
    );
  });

  await rec.guard(calls.relatedProducts, 'related', async () => {
    const res = await api.send(calls.relatedProducts, { params: { slug } });
    rec.success<ProductCard[]>(calls.relatedProducts, `products related to '${slug}'`, res, (list) => {
      if (list.length > 12) return `${list.length} products, more than 12`;
      return list.some((p) => p.slug === slug) ? 'the product is related to itself' : undefined;
    });
  });

  const { sellerId, sellerUserId } = state.product ?? {};
  if (sellerId === undefined || sellerUserId === undefined) {
    rec.fail(calls.sellerProducts, "the seller's products", 'no seller known: the product page failed');
    return;
  }
  await rec.guard(calls.sellerProducts, "seller's products", async () => {
    const res = await api.send(calls.sellerProducts, { params: { sellerId }, query: { perPage: 12 } });
    rec.success<ProductPage>(calls.sellerProducts, `products of seller ${sellerId}`, res, (page) =>
      page.meta.total === 0 ? 'the seller of a listed product has no products' : undefined,
    );
  });
  await rec.guard(calls.showUser, "the seller's profile", async () => {
    const res = await api.send(calls.showUser, { params: { id: sellerUserId } });
    rec.success<PublicUser>(calls.showUser, `profile of the seller's account ${sellerUserId}`, res, (u) =>
      u.seller?.id === sellerId ? undefined : `seller is ${JSON.stringify(u.seller)}, expected { id: ${sellerId} }`,
    );
  });
};
