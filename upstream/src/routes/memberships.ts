/**
 * Memberships (spec §7 "Company subscription and memberships"): the member's memberships, the
 * plan types and services for sale, a plan type into the cart, and a service for one ad into the
 * cart. Prices come from the tables, never from the request.
 */
import { calls } from '@badal/contracts';
import type { ApiRouter } from '../http/api-router.js';
import { fieldError, notFound } from '../http/http-error.js';
import type { UpstreamContext } from '../services/context.js';
import { findService, findType, membershipServicesView, membershipTypesView } from '../services/memberships/catalog.js';
import { membershipLine } from '../services/memberships/membership-lines.js';
import { membershipsView } from '../services/memberships/membership-store.js';
import { serviceLine } from '../services/memberships/service-lines.js';
import { cartView, putCartLine } from '../services/payments/cart.js';
import { inTransaction } from '../services/push/after-commit.js';

export const registerMembershipRoutes = (router: ApiRouter, ctx: UpstreamContext): void => {
  router.authed(calls.memberships, async ({ auth, locale }) =>
    membershipsView(ctx.db, auth.user.id, locale, new Date()),
  );

  router.call(calls.membershipTypes, async ({ locale }) => membershipTypesView(ctx.db, locale));

  router.call(calls.membershipServices, async ({ locale }) => membershipServicesView(ctx.db, locale));

  router.authed(calls.addMembershipToCart, async ({ auth, body, locale }) => {
    const type = await findType(ctx.db, body.typeId);
    if (!type) throw fieldError('validation.invalid', 'typeId');
    await inTransaction(ctx, async (tx) => {
      await putCartLine(tx, auth.user.id, await membershipLine(tx, auth.user.id, type, new Date()));
    });
    return cartView(ctx.db, auth.user.id, locale);
  });

  router.authed(calls.offerMembershipService, async ({ auth, params, body, locale }) => {
    const service = await findService(ctx.db, params.membershipService);
    if (!service) throw notFound();
    await inTransaction(ctx, async (tx) => {
      await putCartLine(tx, auth.user.id, await serviceLine(tx, auth.user.id, service, body));
    });
    return cartView(ctx.db, auth.user.id, locale);
  });
};
