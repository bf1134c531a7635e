/** The cart (spec §7 "Cart and payment"): GET /cart, DELETE /cart/items/{itemId}. */
import type { CallHandlers } from '../http/api-router.js';
import type { UpstreamContext } from '../services/context.js';
import { cartView } from '../services/payments/cart.js';
import { removeCartLine } from '../services/payments/remove-cart-line.js';

export const cartHandlers = (ctx: UpstreamContext) =>
  ({
    getCart: async ({ auth, locale }) => cartView(ctx.db, auth.user.id, locale),

    deleteCartItem: async ({ auth, params, locale }) => {
      await removeCartLine(ctx, auth.user.id, params.itemId);
      return cartView(ctx.db, auth.user.id, locale);
    },
  }) satisfies Partial<CallHandlers>;
