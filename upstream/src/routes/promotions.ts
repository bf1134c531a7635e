/**
 * Promotions (spec §1, architecture §13; the API's paths call them membership services): the
 * promotions for sale, one for an ad into the cart, or one taken from the membership's allowance.
 * Prices come from the tables, never from the request.
 */
import type { PromotionCode } from '@badal/contracts';
import type { CallHandlers } from '../http/api-router.js';
import { HttpError, notFound } from '../http-error.js';
import type { UpstreamContext } from '../services/context.js';
import { useAllowance } from '../services/memberships/allowances.js';
import { findPromotion, promotionsView } from '../services/memberships/catalog.js';
import { cartView, putCartLine } from '../services/payments/cart.js';
import { checkTerms, promotionLine } from '../services/promotions/promotion-lines.js';
import {
  applyPromotion,
  checkPromotable,
  ownPublishedForUpdate,
  promotionState,
} from '../services/promotions/promotions.js';
import { inTransaction } from '../services/transactions.js';

export const promotionHandlers = (ctx: UpstreamContext) =>
  ({
    promotions: async ({ locale }) => promotionsView(ctx.db, locale),

    addPromotionToCart: async ({ auth, params, body, locale }) => {
      const service = await findPromotion(ctx.db, params.membershipService);
      if (!service) throw notFound();
      await inTransaction(ctx, async (tx) => {
        await putCartLine(tx, auth.user.id, await promotionLine(tx, auth.user.id, service, body, ctx.clock()));
      });
      return cartView(ctx.db, auth.user.id, locale);
    },

    promoteFromAllowance: async ({ auth, params, body }) => {
      const service = await findPromotion(ctx.db, params.membershipService);
      if (!service) throw notFound();
      const code = service.code as PromotionCode;
      const now = ctx.clock();
      return inTransaction(ctx, async (tx) => {
        // The allowance gives the service's own days; only a sale's percentage is chosen.
        const { percentage } = checkTerms(service, {
          productId: body.productId,
          days: service.unit === 'day' ? service.minUnits : undefined,
          percentage: body.percentage,
        });
        const ad = await ownPublishedForUpdate(tx, auth.user.id, body.productId);
        checkPromotable(ad, code, now);
        const use = await useAllowance(tx, { userId: auth.user.id, code, productId: ad.id, now });
        if (!use) throw new HttpError(422, 'error.noAllowance', { productId: ['error.noAllowance'] });
        await applyPromotion(tx, ad, { code, days: use.days, percentage }, now);
        return { promotion: await promotionState(tx, ad.id, now), remaining: use.remaining };
      });
    },
  }) satisfies Partial<CallHandlers>;
