/**
 * Banners members book (spec §7 "Banners and settings") and the operator's review of them
 * (Badal's moderation calls). Booking, paying and reviewing are in services/banners/.
 */
import type { CallHandlers } from '../http/api-router.js';
import { fieldError } from '../http-error.js';
import { toPlacedBanner } from '../services/banners/banner-view.js';
import { bookBanner } from '../services/banners/book-banner.js';
import { discardBanner } from '../services/banners/discard-banner.js';
import { assertOperator, bannersInState, decideBanner } from '../services/banners/moderation.js';
import { myBanners, unpaidBanner } from '../services/banners/my-banners.js';
import type { UpstreamContext } from '../services/context.js';
import { sendRecordedRefund } from '../services/payments/operator-refunds.js';
import { inTransaction } from '../services/transactions.js';
import { say } from '../texts.js';

export const bannerHandlers = (ctx: UpstreamContext) =>
  ({
    placeBanner: async ({ auth, body, files }) => {
      const picture = files.get('images')?.[0];
      if (!picture) throw fieldError('validation.file', 'images');
      const banner = await bookBanner(ctx, auth.user.id, body, picture);
      return toPlacedBanner(ctx, banner, ctx.clock());
    },

    myBanners: ({ auth }) => myBanners(ctx, auth.user.id),

    unpaidBanner: ({ auth }) => unpaidBanner(ctx, auth.user.id),

    deleteBanner: async ({ auth, params, locale }) => {
      await discardBanner(ctx, auth.user.id, params.id);
      return { message: say('upstream.bannerDiscarded', locale) };
    },

    bannersForReview: async ({ auth, query }) => {
      assertOperator(auth.user);
      return bannersInState(ctx, query.status, ctx.clock());
    },

    approveBanner: async ({ auth, params }) => {
      assertOperator(auth.user);
      const decided = await inTransaction(ctx, (tx, pushes) =>
        decideBanner({ tx, pushes }, ctx, params.id, auth.user.id, { approve: true }, ctx.clock()),
      );
      return decided.banner;
    },

    rejectBanner: async ({ auth, params, body }) => {
      assertOperator(auth.user);
      const { banner, refundId } = await inTransaction(ctx, (tx, pushes) =>
        decideBanner(
          { tx, pushes },
          ctx,
          params.id,
          auth.user.id,
          { approve: false, reason: body.reason },
          ctx.clock(),
        ),
      );
      if (refundId !== null) await sendRecordedRefund(ctx, refundId, banner.owner.id);
      return banner;
    },
  }) satisfies Partial<CallHandlers>;
