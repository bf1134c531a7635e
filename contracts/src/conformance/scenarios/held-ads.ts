/**
 * The held-ads review (Badal extension, issue #31 item 4): the main account (a member) is refused
 * every call (403); with operator credentials the queue is read and the refusals checked — an
 * unknown ad (404), a rejection without a reason (422). Nothing is approved or rejected: a real
 * API's held ads stay as they are, so a second decision (409) is left to the API's own tests.
 */

import type { HeldAd } from '../../calls/held-ads.js';
import { calls } from '../../calls/index.js';
import type { LoginResponse } from '../../entities/session.js';
import { type SuiteContext, UNKNOWN_ID } from '../context.js';

const DECIDED_ONLY = 'needs a held ad decided already, which changes a real ad: the API’s own tests cover it';

export const heldAdChecks = async (ctx: SuiteContext): Promise<void> => {
  const { api, rec, state, credentials } = ctx;
  const unknown = { id: UNKNOWN_ID };
  for (const call of [calls.approveHeldAd, calls.rejectHeldAd]) {
    rec.skip(call, 'a decided ad → 409', DECIDED_ONLY, { status: 409, code: 'already_moderated' });
  }
  const member = state.token;
  if (member) {
    await rec.guard(calls.heldAds, 'members are refused', async () => {
      rec.error(
        calls.heldAds,
        'a member reads the queue → 403',
        await api.send(calls.heldAds, { token: member }),
        403,
        'forbidden',
      );
      rec.error(
        calls.approveHeldAd,
        'a member approves → 403',
        await api.send(calls.approveHeldAd, { token: member, params: unknown }),
        403,
        'forbidden',
      );
      rec.error(
        calls.rejectHeldAd,
        'a member rejects → 403',
        await api.send(calls.rejectHeldAd, { token: member, params: unknown, body: { reason: 'No.' } }),
        403,
        'forbidden',
      );
    });
  } else {
    for (const call of [calls.heldAds, calls.approveHeldAd, calls.rejectHeldAd]) {
      rec.skip(call, 'members are refused', 'not run: the main account is not signed in', {
        status: 403,
        code: 'forbidden',
      });
    }
  }
  const operator = credentials.operator;
  const token = operator
    ? rec.success<LoginResponse>(
        calls.login,
        `sign in as the operator '${operator.userName}' (held ads)`,
        await api.send(calls.login, { body: operator }),
      )?.access_token
    : undefined;
  if (!token) {
    const why = 'not run: no operator account to sign in with (CONFORMANCE_OPERATOR_USER)';
    rec.skip(calls.heldAds, 'the held-ads queue', why);
    rec.skip(calls.approveHeldAd, 'operator refusals', why, { status: 404, code: 'not_found' });
    rec.skip(calls.rejectHeldAd, 'operator refusals', why, { status: 404, code: 'not_found' });
    rec.skip(calls.rejectHeldAd, 'operator refusals', why, { status: 422, code: 'validation' });
    return;
  }
  await rec.guard(calls.heldAds, 'the held-ads queue', async () => {
    rec.success<HeldAd[]>(calls.heldAds, 'held ads waiting for review', await api.send(calls.heldAds, { token }));
  });
  await rec.guard(calls.approveHeldAd, 'operator refusals', async () => {
    rec.error(
      calls.approveHeldAd,
      'an unknown ad → 404',
      await api.send(calls.approveHeldAd, { token, params: unknown }),
      404,
      'not_found',
    );
    rec.error(
      calls.rejectHeldAd,
      'an unknown ad → 404',
      await api.send(calls.rejectHeldAd, { token, params: unknown, body: { reason: 'No.' } }),
      404,
      'not_found',
    );
    rec.error(
      calls.rejectHeldAd,
      'no reason → 422',
      await api.raw('POST', `/moderation/held-ads/${UNKNOWN_ID}/reject`, { body: { reason: '' }, token }),
      422,
      'validation',
    );
  });
};
