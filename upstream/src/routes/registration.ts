/** POST /register: an unverified account, with SMS and e-mail codes written to the outbox. */
import { isUniqueViolation } from '../db/database.js';
import { users } from '../db/schema.js';
import type { CallHandlers } from '../http/api-router.js';
import type { UpstreamContext } from '../services/context.js';
import { sendEmailCode, sendSmsCode } from '../services/outbox-messages.js';
import { hashPassword } from '../services/passwords.js';
import { takenFields, userExistsError } from '../services/users.js';
import { say } from '../texts.js';

export const registrationHandlers = (ctx: UpstreamContext) =>
  ({
    register: async ({ body, locale }) => {
      const wanted = { userName: body.userName, email: body.email, phone: body.phone };
      const taken = await takenFields(ctx, wanted);
      if (Object.keys(taken).length > 0) throw userExistsError(taken);
      const passwordHash = await hashPassword(body.password);
      let created: typeof users.$inferSelect | undefined;
      try {
        [created] = await ctx.db
          .insert(users)
          .values({
            userName: body.userName,
            email: body.email.toLowerCase(),
            phone: body.phone,
            phoneCountryCode: body.code.replace(/^\+/, ''),
            fullName: body.fullName,
            passwordHash,
            status: 'unverified',
          })
          .returning();
      } catch (error) {
        // Two registrations racing for the same name: the loser gets the same 422 as a late comer.
        if (isUniqueViolation(error)) throw userExistsError(await takenFields(ctx, wanted));
        throw error;
      }
      if (!created) throw new Error('insert returned no row');
      await sendSmsCode(ctx, created);
      await sendEmailCode(ctx, created);
      return { id: created.id, message: say('upstream.registered', locale) };
    },
  }) satisfies Partial<CallHandlers>;
