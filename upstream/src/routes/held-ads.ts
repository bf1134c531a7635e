/**
 * The held-ads review (Badal extension, issue #31 item 4): GET /moderation/held-ads, POST
 * /moderation/held-ads/{id}/approve and /reject. Operators only (403 for anyone else, before
 * anything is read); the rules are in services/ad-safety/held-ads.ts.
 */
import type { CallHandlers } from '../http/api-router.js';
import { decideHeldAd, waitingHeldAds } from '../services/ad-safety/held-ads.js';
import { assertOperator } from '../services/banners/moderation.js';
import type { UpstreamContext } from '../services/context.js';
import { inTransaction } from '../services/transactions.js';

export const heldAdHandlers = (ctx: UpstreamContext) =>
  ({
    heldAds: ({ auth, locale }) => {
      assertOperator(auth.user);
      return waitingHeldAds(ctx, locale);
    },

    approveHeldAd: ({ auth, params, locale }) => {
      assertOperator(auth.user);
      return inTransaction(ctx, (tx, pushes) =>
        decideHeldAd(ctx, { tx, pushes }, params.id, auth.user.id, { approve: true }, ctx.clock(), locale),
      );
    },

    rejectHeldAd: ({ auth, params, body, locale }) => {
      assertOperator(auth.user);
      return inTransaction(ctx, (tx, pushes) =>
        decideHeldAd(
          ctx,
          { tx, pushes },
          params.id,
          auth.user.id,
          { approve: false, reason: body.reason },
          ctx.clock(),
          locale,
        ),
      );
    },
  }) satisfies Partial<CallHandlers>;
