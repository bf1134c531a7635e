/**
 * Badal extensions (issue #31 item 4): the words operators list to send new ads to review.
 * Operators only; the rules are in services/ad-safety/review-words.ts.
 */
import type { CallHandlers } from '../http/api-router.js';
import { listedWords, listWord, unlistWord } from '../services/ad-safety/review-words.js';
import { assertOperator } from '../services/banners/moderation.js';
import type { UpstreamContext } from '../services/context.js';
import { say } from '../texts.js';

export const reviewWordHandlers = (ctx: UpstreamContext) =>
  ({
    reviewWords: async ({ auth }) => {
      assertOperator(auth.user);
      return listedWords(ctx);
    },

    addReviewWord: async ({ auth, body }) => {
      assertOperator(auth.user);
      return listWord(ctx, auth.user.id, body.word);
    },

    removeReviewWord: async ({ auth, params, locale }) => {
      assertOperator(auth.user);
      await unlistWord(ctx, params.id);
      return { message: say('upstream.reviewWordRemoved', locale) };
    },
  }) satisfies Partial<CallHandlers>;
