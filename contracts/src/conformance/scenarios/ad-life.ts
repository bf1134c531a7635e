/**
 * Deals that close and ads that do not go stale (Badal extension, issue #32), with the main
 * account: its own published ad (the ad wizard's, dev APIs only) is renewed (then refused: too
 * soon), marked sold outside Badal (then refused: already), another seller's ad is refused (403),
 * unknown ads and requests are 404s; ratings are read for the main account and refused for unknown
 * deals and ratings. A rating written, edited and replied to needs two people who closed a deal
 * together, which changes real ads: the API's own tests cover it (upstream ad-life.test.ts).
 */
import type { CallDef } from '../../call.js';
import { calls } from '../../calls/index.js';
import { type SuiteContext, UNKNOWN_ID } from '../context.js';

const AD_LIFE_CALLS: readonly CallDef[] = [
  calls.markSold,
  calls.renewAd,
  calls.dealRatings,
  calls.rateDeal,
  calls.editRating,
  calls.replyRating,
];
const TWO_PEOPLE = 'needs a rating by another person of a closed deal: the API’s own tests cover it';

export const adLifeChecks = async (ctx: SuiteContext): Promise<void> => {
  const { api, rec, state } = ctx;
  const token = state.token;
  const me = state.self?.id;
  if (!token || me === undefined) {
    for (const call of [...AD_LIFE_CALLS, calls.userRatings])
      rec.skip(call, 'ad life', 'not run: not signed in', 'all');
    return;
  }
  const send = (call: CallDef, input: Parameters<typeof api.send>[1] = {}) => api.send(call, { ...input, token });
  const unknown = { id: UNKNOWN_ID };
  rec.skip(calls.editRating, 'someone else’s rating → 403', TWO_PEOPLE, { status: 403, code: 'forbidden' });
  rec.skip(calls.replyRating, 'a rating of someone else → 403', TWO_PEOPLE, { status: 403, code: 'forbidden' });
  rec.skip(calls.replyRating, 'a second reply → 422', TWO_PEOPLE, { status: 422, code: 'validation' });
  rec.skip(calls.editRating, 'an edit after a day → 422', TWO_PEOPLE, { status: 422, code: 'validation' });

  await rec.guard(calls.userRatings, 'ratings of a person', async () => {
    rec.success(
      calls.userRatings,
      "the main account's ratings",
      await api.send(calls.userRatings, { params: { id: me } }),
    );
    rec.error(
      calls.userRatings,
      'an unknown person → 404',
      await api.send(calls.userRatings, { params: unknown }),
      404,
      'not_found',
    );
  });
  await rec.guard(calls.rateDeal, 'ratings refused', async () => {
    rec.error(
      calls.dealRatings,
      'an unknown deal → 404',
      await send(calls.dealRatings, { params: unknown }),
      404,
      'not_found',
    );
    rec.error(
      calls.rateDeal,
      'an unknown deal → 404',
      await send(calls.rateDeal, { params: unknown, body: { stars: 5 } }),
      404,
      'not_found',
    );
    rec.error(
      calls.editRating,
      'an unknown rating → 404',
      await send(calls.editRating, { params: unknown, body: { stars: 4 } }),
      404,
      'not_found',
    );
    rec.error(
      calls.replyRating,
      'an unknown rating → 404',
      await send(calls.replyRating, { params: unknown, body: { text: 'Thanks' } }),
      404,
      'not_found',
    );
  });
  await rec.guard(calls.rateDeal, 'a deal not closed', async () => {
    // One of the main account's requests that is not a closed deal (none is, on a fresh API).
    const list = calls.listRequests.response.safeParse((await send(calls.listRequests, { query: {} })).json).data;
    const open = list?.data.find((r) => r.status !== 2);
    if (!open) {
      rec.skip(calls.rateDeal, 'a deal not closed → 422', 'not run: the main account has no request', {
        status: 422,
        code: 'validation',
      });
      return;
    }
    rec.error(
      calls.rateDeal,
      'a request that is not a closed deal → 422',
      await send(calls.rateDeal, { params: { id: open.id }, body: { stars: 5 } }),
      422,
      'validation',
    );
  });
  await rec.guard(calls.markSold, 'refusals', async () => {
    rec.error(
      calls.markSold,
      'an unknown ad → 404',
      await send(calls.markSold, { params: unknown, body: {} }),
      404,
      'not_found',
    );
    rec.error(
      calls.renewAd,
      'an unknown ad → 404',
      await send(calls.renewAd, { params: unknown, body: {} }),
      404,
      'not_found',
    );
    const partner = state.partner;
    if (partner) {
      rec.error(
        calls.markSold,
        "another seller's ad → 403",
        await send(calls.markSold, { params: { id: partner.id }, body: {} }),
        403,
        'forbidden',
      );
      rec.error(
        calls.renewAd,
        "another seller's ad → 403",
        await send(calls.renewAd, { params: { id: partner.id }, body: {} }),
        403,
        'forbidden',
      );
    } else {
      const why = 'not run: no product of another seller';
      rec.skip(calls.markSold, "another seller's ad → 403", why, { status: 403, code: 'forbidden' });
      rec.skip(calls.renewAd, "another seller's ad → 403", why, { status: 403, code: 'forbidden' });
    }
  });
  const own = state.published;
  if (!own) {
    const why = 'not run: the suite published no ad (dev APIs only)';
    rec.skip(calls.renewAd, 'renew the own ad', why, { status: 422, code: 'validation' });
    rec.skip(calls.markSold, 'mark the own ad sold', why, { status: 422, code: 'validation' });
    return;
  }
  await rec.guard(calls.renewAd, 'renew the own ad', async () => {
    rec.success(
      calls.renewAd,
      'renew the published ad',
      await send(calls.renewAd, { params: { id: own.id }, body: {} }),
    );
    rec.error(
      calls.renewAd,
      'renew again at once → 422',
      await send(calls.renewAd, { params: { id: own.id }, body: {} }),
      422,
      'validation',
    );
  });
  await rec.guard(calls.markSold, 'mark the own ad sold', async () => {
    rec.error(
      calls.markSold,
      'with a request that is not an accepted one for it → 422',
      await send(calls.markSold, { params: { id: own.id }, body: { requestId: UNKNOWN_ID } }),
      422,
      'validation',
    );
    rec.success(
      calls.markSold,
      'sold outside Badal',
      await send(calls.markSold, { params: { id: own.id }, body: { requestId: null } }),
      (life: { adState: string }) => (life.adState === 'sold' ? undefined : `adState is ${life.adState}`),
    );
    rec.error(
      calls.markSold,
      'marked again → 422',
      await send(calls.markSold, { params: { id: own.id }, body: {} }),
      422,
      'validation',
    );
  });
};
