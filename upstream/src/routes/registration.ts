/** POST /register: an unverified account, with SMS and e-mail codes written to the outbox. */
import type { CallHandlers } from '../http/api-router.js';
import { registerAccount } from '../services/account-changes.js';
import type { UpstreamContext } from '../services/context.js';
import { sendEmailCode, sendSmsCode } from '../services/outbox-messages.js';
import { say } from '../texts.js';

export const registrationHandlers = (ctx: UpstreamContext) =>
  ({
    register: async ({ body, locale }) => {
      const created = await registerAccount(ctx, body);
      await sendSmsCode(ctx, created);
      await sendEmailCode(ctx, created);
      return { id: created.id, message: say('upstream.registered', locale) };
    },
  }) satisfies Partial<CallHandlers>;
