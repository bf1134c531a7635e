/**
 * Trust & safety (issue #31): the main account reports another seller's product (an unknown one
 * 404, itself 422, 'other' without words 422, the same one twice 409), is refused every operator
 * call (403) and cannot resubmit what it does not own or what is not hidden. With operator
 * credentials the queue and the audit log are read, the suite's report is dismissed (so a real API
 * is left with nothing open) and dismissing it again is 409; nothing is hidden or suspended.
 */
import type { CallDef } from '../../call.js';
import { fillPath } from '../../call-paths.js';
import { calls } from '../../calls/index.js';
import type { AuditEntry, ReportGroup } from '../../entities/moderation.js';
import type { LoginResponse } from '../../entities/session.js';
import { type SuiteContext, UNKNOWN_ID } from '../context.js';

const CALLS: readonly CallDef[] = [
  calls.reportTarget,
  calls.reportQueue,
  calls.moderate,
  calls.moderationLog,
  calls.resubmitAd,
];

const FLOOD = 'needs 20 reports of different targets in a day from one account: the API’s own tests cover it';

export const moderationChecks = async (ctx: SuiteContext): Promise<void> => {
  const { api, rec, state } = ctx;
  const token = state.token;
  if (!token) {
    for (const call of CALLS) rec.skip(call, 'signed in', 'not run: signing in the main account failed', 'all');
    return;
  }
  const send = (call: CallDef, input: Parameters<typeof api.send>[1] = {}) => api.send(call, { ...input, token });
  const partner = state.partner;

  await rec.guard(calls.reportTarget, 'refusals', async () => {
    rec.error(
      calls.reportTarget,
      'an unknown ad → 404',
      await send(calls.reportTarget, { body: { targetType: 'ad', targetId: UNKNOWN_ID, reason: 'scam' } }),
      404,
      'not_found',
    );
    if (state.self) {
      rec.error(
        calls.reportTarget,
        'oneself → 422',
        await send(calls.reportTarget, { body: { targetType: 'user', targetId: state.self.id, reason: 'scam' } }),
        422,
        'validation',
      );
    }
    rec.error(
      calls.reportTarget,
      "'other' without words → 422",
      await api.raw('POST', calls.reportTarget.path, {
        token,
        body: { targetType: 'ad', targetId: partner?.id ?? UNKNOWN_ID, reason: 'other' },
      }),
      422,
      'validation',
    );
    rec.skip(calls.reportTarget, 'a flood of reports → 429', FLOOD, { status: 429, code: 'rate_limited' });
  });

  let reported = false;
  await rec.guard(calls.reportTarget, 'report another seller’s product', async () => {
    if (!partner) {
      rec.skip(calls.reportTarget, 'report another seller’s product', 'not run: no product of another account', {
        status: 409,
        code: 'already_reported',
      });
      return;
    }
    const body = { targetType: 'ad', targetId: partner.id, reason: 'duplicate' } as const;
    reported =
      rec.success(
        calls.reportTarget,
        'a product of another seller, as a duplicate',
        await send(calls.reportTarget, { body }),
      ) !== undefined;
    rec.error(
      calls.reportTarget,
      'the same product again while open → 409',
      await send(calls.reportTarget, { body }),
      409,
      'already_reported',
    );
  });

  await rec.guard(calls.resubmitAd, 'refusals', async () => {
    const edit = { name: 'Conformance check', description: 'Not hidden: refused.' };
    rec.error(
      calls.resubmitAd,
      'an unknown product → 404',
      await send(calls.resubmitAd, { params: { id: UNKNOWN_ID }, body: edit }),
      404,
      'not_found',
    );
    rec.error(
      calls.resubmitAd,
      'an empty name → 422',
      await api.raw('POST', fillPath(calls.resubmitAd.path, { id: UNKNOWN_ID }), {
        token,
        body: { name: '', description: 'x' },
      }),
      422,
      'validation',
    );
    if (!state.published) {
      rec.skip(calls.resubmitAd, 'a product that is not hidden → 409', 'not run: the suite published no product', {
        status: 409,
        code: 'already_moderated',
      });
      return;
    }
    rec.error(
      calls.resubmitAd,
      'its own listed product (not hidden) → 409',
      await send(calls.resubmitAd, { params: { id: state.published.id }, body: edit }),
      409,
      'already_moderated',
    );
  });

  await rec.guard(calls.reportQueue, 'members are refused', async () => {
    rec.error(calls.reportQueue, 'a member reads the queue → 403', await send(calls.reportQueue), 403, 'forbidden');
    rec.error(
      calls.moderationLog,
      'a member reads the audit log → 403',
      await send(calls.moderationLog),
      403,
      'forbidden',
    );
    rec.error(
      calls.moderate,
      'a member acts → 403',
      await send(calls.moderate, {
        body: { targetType: 'ad', targetId: partner?.id ?? UNKNOWN_ID, action: 'hide_ad', reason: 'No.' },
      }),
      403,
      'forbidden',
    );
  });

  await operatorChecks(ctx, reported ? partner?.id : undefined);
};

const operatorChecks = async ({ api, rec, credentials }: SuiteContext, reportedAd: number | undefined) => {
  const operator = credentials.operator;
  const signedIn = operator
    ? rec.success<LoginResponse>(
        calls.login,
        `sign in as the operator '${operator.userName}'`,
        await api.send(calls.login, { body: operator }),
      )
    : undefined;
  const token = signedIn?.access_token;
  if (!token) {
    const why = 'not run: no operator account to sign in with (CONFORMANCE_OPERATOR_USER)';
    rec.skip(calls.reportQueue, 'the queue', why);
    rec.skip(calls.moderationLog, 'the audit log', why);
    for (const covers of [
      { status: 404, code: 'not_found' },
      { status: 409, code: 'already_moderated' },
      { status: 422, code: 'validation' },
    ] as const) {
      rec.skip(calls.moderate, 'operator actions', why, covers);
    }
    return;
  }
  const send = (call: CallDef, input: Parameters<typeof api.send>[1] = {}) => api.send(call, { ...input, token });
  await rec.guard(calls.reportQueue, 'the queue', async () => {
    rec.success<ReportGroup[]>(calls.reportQueue, 'open reports by target', await send(calls.reportQueue), (groups) =>
      reportedAd === undefined || groups.some((g) => g.target.type === 'ad' && g.target.id === reportedAd)
        ? undefined
        : 'the suite’s report is not in the queue',
    );
  });
  await rec.guard(calls.moderate, 'operator actions', async () => {
    rec.error(
      calls.moderate,
      'an unknown ad → 404',
      await send(calls.moderate, {
        body: { targetType: 'ad', targetId: UNKNOWN_ID, action: 'hide_ad', reason: 'Checked' },
      }),
      404,
      'not_found',
    );
    rec.error(
      calls.moderate,
      'a suspension without days → 422',
      await api.raw('POST', calls.moderate.path, {
        token,
        body: { targetType: 'ad', targetId: reportedAd ?? UNKNOWN_ID, action: 'suspend', reason: 'Checked' },
      }),
      422,
      'validation',
    );
    if (reportedAd === undefined) {
      rec.skip(calls.moderate, 'dismiss twice → 409', 'not run: the suite reported nothing', {
        status: 409,
        code: 'already_moderated',
      });
      return;
    }
    const dismiss = {
      body: { targetType: 'ad', targetId: reportedAd, action: 'dismiss', reason: 'Conformance check' },
    } as const;
    rec.success<AuditEntry>(calls.moderate, 'dismiss the suite’s report', await send(calls.moderate, dismiss), (e) =>
      e.action === 'dismiss' ? undefined : `recorded ${e.action}`,
    );
    rec.error(calls.moderate, 'dismiss again → 409', await send(calls.moderate, dismiss), 409, 'already_moderated');
  });
  await rec.guard(calls.moderationLog, 'the audit log', async () => {
    rec.success(calls.moderationLog, 'newest first', await send(calls.moderationLog));
  });
  await api.send(calls.logout, { token, body: {} }).catch(() => undefined);
};
