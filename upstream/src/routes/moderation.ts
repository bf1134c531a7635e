/**
 * Trust & safety calls (issue #31, contracts' calls/moderation.ts): reporting, and the operator
 * console's queue, actions and audit log (403 for anyone but an operator, nothing read or
 * changed); an owner's resubmission of a hidden ad. The rules are in services/moderation/.
 */
import type { CallHandlers } from '../http/api-router.js';
import { assertOperator } from '../services/banners/moderation.js';
import type { UpstreamContext } from '../services/context.js';
import { moderate } from '../services/moderation/actions.js';
import { auditLog } from '../services/moderation/audit-log.js';
import { reportQueue } from '../services/moderation/queue.js';
import { createReport } from '../services/moderation/reports.js';
import { resubmitAd } from '../services/moderation/resubmit.js';
import { say } from '../texts.js';

export const moderationHandlers = (ctx: UpstreamContext) =>
  ({
    reportTarget: async ({ auth, body, locale }) => {
      await createReport(
        ctx,
        auth.user.id,
        { target: { type: body.targetType, id: body.targetId }, reason: body.reason, details: body.details },
        ctx.clock(),
      );
      return { message: say('report.thanks', locale) };
    },

    reportQueue: ({ auth }) => {
      assertOperator(auth.user);
      return reportQueue(ctx);
    },

    moderate: ({ auth, body }) => {
      assertOperator(auth.user);
      return moderate(ctx, auth.user.id, body, ctx.clock());
    },

    moderationLog: ({ auth, query }) => {
      assertOperator(auth.user);
      return auditLog(ctx, query);
    },

    resubmitAd: async ({ auth, params, body, locale }) => {
      await resubmitAd(ctx, auth.user.id, params.id, body, ctx.clock());
      return { message: say('moderation.resubmitted', locale) };
    },
  }) satisfies Partial<CallHandlers>;
