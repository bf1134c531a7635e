/**
 * Memberships (spec §7 "Company subscription and memberships"): the member's memberships, the
 * plan types for sale and a plan type into the cart. Prices come from the tables, never from the
 * request. Promotions, bought for an ad or taken from a membership's allowance: routes/promotions.ts.
 */
import type { CallHandlers } from '../http/api-router.js';
import { fieldError } from '../http-error.js';
import type { UpstreamContext } from '../services/context.js';
import { findType, membershipTypesView } from '../services/memberships/catalog.js';
import { membershipLine } from '../services/memberships/membership-lines.js';
import { membershipsView } from '../services/memberships/membership-store.js';
import { cartView, putCartLine } from '../services/payments/cart.js';
import { inTransaction } from '../services/transactions.js';

export const membershipHandlers = (ctx: UpstreamContext) =>
  ({
    memberships: async ({ auth, locale }) => membershipsView(ctx.db, auth.user.id, locale, ctx.clock()),

    membershipTypes: async ({ locale }) => membershipTypesView(ctx.db, locale),

    addMembershipToCart: async ({ auth, body, locale }) => {
      const type = await findType(ctx.db, body.typeId);
      if (!type) throw fieldError('validation.invalid', 'typeId');
      await inTransaction(ctx, async (tx) => {
        await putCartLine(tx, auth.user.id, await membershipLine(tx, auth.user.id, type, ctx.clock()));
      });
      return cartView(ctx.db, auth.user.id, locale);
    },
  }) satisfies Partial<CallHandlers>;
