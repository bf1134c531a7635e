/**
 * Favourite products (spec §7): GET /products/favorite/get (most recently added first, published
 * products only), POST /products/add-favorite, DELETE /products/{productId}/delete-favorite. The
 * rules (a new favourite notifies the seller; adding twice or removing what is not there is no
 * error) are in services/favorites.ts.
 */
import type { CallHandlers } from '../http/api-router.js';
import type { UpstreamContext } from '../services/context.js';
import { addFavorite, favoriteProducts, removeFavorite } from '../services/favorites.js';
import { say } from '../texts.js';

export const favoriteHandlers = (ctx: UpstreamContext) =>
  ({
    favoriteProducts: ({ auth, query, locale }) => favoriteProducts(ctx, auth.user.id, query, locale),

    addFavorite: async ({ auth, body, locale }) => {
      await addFavorite(ctx, auth.user.id, body.productId);
      return { message: say('upstream.favoriteAdded', locale) };
    },

    deleteFavorite: async ({ auth, params, locale }) => {
      await removeFavorite(ctx, auth.user.id, params.productId);
      return { message: say('upstream.favoriteRemoved', locale) };
    },
  }) satisfies Partial<CallHandlers>;
