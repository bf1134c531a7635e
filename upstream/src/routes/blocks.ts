/**
 * Blocks (Badal extension, issue #31 item 2): GET /blocks, POST /blocks {userId}, DELETE
 * /blocks/{userId}. What a block refuses and hides is in services/blocks/.
 */
import type { CallHandlers } from '../http/api-router.js';
import { blockedPeople, blockPerson, unblockPerson } from '../services/blocks/blocks.js';
import type { UpstreamContext } from '../services/context.js';
import { say } from '../texts.js';

export const blockHandlers = (ctx: UpstreamContext) =>
  ({
    blockedPeople: ({ auth }) => blockedPeople(ctx, auth.user.id),

    blockPerson: async ({ auth, body, locale }) => {
      await blockPerson(ctx, auth.user.id, body.userId);
      return { message: say('upstream.blocked', locale) };
    },

    unblockPerson: async ({ auth, params, locale }) => {
      await unblockPerson(ctx, auth.user.id, params.userId);
      return { message: say('upstream.unblocked', locale) };
    },
  }) satisfies Partial<CallHandlers>;
