/** GET /products/mine ("my ads", /profile/info/ads): the signed-in user's products in every status. */
import type { CallHandlers } from '../http/api-router.js';
import { myProducts } from '../services/catalogue/product-lists.js';
import type { UpstreamContext } from '../services/context.js';

export const myProductsHandlers = (ctx: UpstreamContext) =>
  ({
    myProducts: ({ auth, query, locale }) => myProducts(ctx, auth.user.id, query, locale),
  }) satisfies Partial<CallHandlers>;
