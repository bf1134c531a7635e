/**
 * Memberships (spec §7 "Company subscription and memberships"): the member's memberships, the
 * plan types and services for sale, a plan type into the cart, and a service for one ad into the
 * cart or taken from the membership's allowance. Prices come from the tables, never from the request.
 */
import type { PromotionCode } from '@badal/contracts';
import type { CallHandlers } from '../http/api-router.js';
import { fieldError, HttpError, notFound } from '../http/http-error.js';
import type { UpstreamContext } from '../services/context.js';
import { useAllowance } from '../services/memberships/allowances.js';
import { findService, findType, membershipServicesView, membershipTypesView } from '../services/memberships/catalog.js';
import { membershipLine } from '../services/memberships/membership-lines.js';
import { membershipsView } from '../services/memberships/membership-store.js';
import { checkTerms, serviceLine } from '../services/memberships/service-lines.js';
import { cartView, putCartLine } from '../services/payments/cart.js';
import {
  applyPromotion,
  checkPromotable,
  ownPublishedForUpdate,
  promotionState,
} from '../services/promotions/promotions.js';
import { inTransaction } from '../services/push/after-commit.js';

export const membershipHandlers = (ctx: UpstreamContext) =>
  ({
    memberships: async ({ auth, locale }) => membershipsView(ctx.db, auth.user.id, locale, ctx.clock()),

    membershipTypes: async ({ locale }) => membershipTypesView(ctx.db, locale),

    promotions: async ({ locale }) => membershipServicesView(ctx.db, locale),

    addMembershipToCart: async ({ auth, body, locale }) => {
      const type = await findType(ctx.db, body.typeId);
      if (!type) throw fieldError('validation.invalid', 'typeId');
      await inTransaction(ctx, async (tx) => {
        await putCartLine(tx, auth.user.id, await membershipLine(tx, auth.user.id, type, ctx.clock()));
      });
      return cartView(ctx.db, auth.user.id, locale);
    },

    addPromotionToCart: async ({ auth, params, body, locale }) => {
      const service = await findService(ctx.db, params.membershipService);
      if (!service) throw notFound();
      await inTransaction(ctx, async (tx) => {
        await putCartLine(tx, auth.user.id, await serviceLine(tx, auth.user.id, service, body, ctx.clock()));
      });
      return cartView(ctx.db, auth.user.id, locale);
    },

    promoteFromAllowance: async ({ auth, params, body }) => {
      const service = await findService(ctx.db, params.membershipService);
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
