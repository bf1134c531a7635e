/**
 * Booked banners (spec §7 "Banners and settings") and their review: a picture of the wrong shape
 * and bad fields are refused, a horizontal banner is booked (unpaid, in the cart), found again as
 * the unpaid one and among the account's banners, then discarded with its line, so the account is
 * left as it was. The moderation calls refuse the main account; with operator credentials the
 * queue is read and the refusals checked (nothing is approved: a real API's banners stay as they are).
 */
import type { CallDef } from '../../call.js';
import { fillPath } from '../../call-paths.js';
import { calls } from '../../calls/index.js';
import { UNPAID_BANNER_QUERY_TYPE } from '../../constants.js';
import type { BannerForReview, PlacedBanner } from '../../entities/placed-banner.js';
import { BANNER_TYPE_NAMES, BannerType } from '../../enums.js';
import { kuwaitDayFrom } from '../../kuwait-time.js';
import { type SuiteContext, UNKNOWN_ID } from '../context.js';
import { blankPng, tinyPng } from '../png.js';
import { NO_OPERATOR, signInAsOperator, signOutOperator } from './operator.js';

const CALLS: readonly CallDef[] = [
  calls.placeBanner,
  calls.myBanners,
  calls.unpaidBanner,
  calls.deleteBanner,
  calls.bannersForReview,
  calls.approveBanner,
  calls.rejectBanner,
];

const fields = (overrides: Record<string, string> = {}) => ({
  type: String(BannerType.horizontal),
  typeName: BANNER_TYPE_NAMES[BannerType.horizontal],
  title: 'Conformance banner',
  summary: 'Checked and discarded',
  // Tomorrow in Kuwait, so the day is in the future wherever the suite runs.
  date: kuwaitDayFrom(new Date(), 1),
  days: '3',
  email: 'conformance@badal.test',
  phone: '51234567',
  ...overrides,
});

/** Discarding answers 422 only for a banner already paid for, which takes a payment completed in a browser. */
const PAID_ONLY = 'needs a paid banner (a payment completed on the provider’s pages): the API’s own tests cover it';

const picture = (bytes: Uint8Array) => ({ 'images[]': { bytes, filename: 'banner.png', type: 'image/png' } });

export const bannerChecks = async (ctx: SuiteContext): Promise<void> => {
  const { api, rec, state } = ctx;
  const token = state.token;
  if (!token) {
    for (const call of CALLS) rec.skip(call, 'signed in', 'not run: signing in the main account failed', 'all');
    return;
  }
  const send = (call: CallDef, input: Parameters<typeof api.send>[1] = {}) => api.send(call, { ...input, token });

  await rec.guard(calls.placeBanner, 'refusals', async () => {
    const square = await send(calls.placeBanner, { body: fields(), files: picture(tinyPng()) });
    rec.error(
      calls.placeBanner,
      'a picture not of the placement’s shape → banner_dimensions',
      square,
      422,
      'banner_dimensions',
    );
    const past = await send(calls.placeBanner, {
      body: fields({ date: '2020-01-01' }),
      files: picture(blankPng(1225, 250)),
    });
    rec.error(calls.placeBanner, 'a first day in the past → 422', past, 422, 'validation');
  });

  let booked: PlacedBanner | undefined;
  await rec.guard(calls.placeBanner, 'book a horizontal banner', async () => {
    booked = rec.success<PlacedBanner>(
      calls.placeBanner,
      'a 1225 × 250 horizontal banner, unpaid',
      await send(calls.placeBanner, { body: fields(), files: picture(blankPng(1225, 250)) }),
      (b) => (b.status === 'unpaid' && b.priceFils > 0 ? undefined : `status ${b.status}, price ${b.priceFils}`),
    );
  });

  await rec.guard(calls.unpaidBanner, 'the unpaid banner', async () => {
    rec.success<PlacedBanner | null>(
      calls.unpaidBanner,
      'the banner just booked',
      await send(calls.unpaidBanner, { query: { type: UNPAID_BANNER_QUERY_TYPE } }),
      (b) => (!booked || b?.id === booked.id ? undefined : `answered ${b?.id ?? 'null'}`),
    );
  });

  await rec.guard(calls.myBanners, "the account's banners", async () => {
    rec.success<PlacedBanner[]>(calls.myBanners, "the account's banners", await send(calls.myBanners), (list) =>
      !booked || list.some((b) => b.id === booked?.id) ? undefined : 'the booked banner is missing',
    );
  });

  await checkModeration(ctx, token, booked);

  await rec.guard(calls.deleteBanner, 'discard', async () => {
    rec.error(
      calls.deleteBanner,
      'an unknown banner → 404',
      await send(calls.deleteBanner, { params: { id: UNKNOWN_ID } }),
      404,
      'not_found',
    );
    rec.skip(calls.deleteBanner, 'a paid banner → 422', PAID_ONLY, { status: 422, code: 'validation' });
    if (!booked) return rec.skip(calls.deleteBanner, 'discard the booked banner', 'not run: no banner was booked');
    rec.success(
      calls.deleteBanner,
      'discard the booked banner',
      await send(calls.deleteBanner, { params: { id: booked.id } }),
    );
    rec.success<PlacedBanner | null>(
      calls.unpaidBanner,
      'none unpaid once discarded',
      await send(calls.unpaidBanner, { query: { type: UNPAID_BANNER_QUERY_TYPE } }),
      (b) => (b === null ? undefined : `still answers banner ${b.id}`),
    );
  });
};

const checkModeration = async (ctx: SuiteContext, memberToken: string, booked?: PlacedBanner) => {
  const { api, rec } = ctx;
  await rec.guard(calls.bannersForReview, 'members are refused', async () => {
    rec.error(
      calls.bannersForReview,
      'a member reads the queue → 403',
      await api.send(calls.bannersForReview, { token: memberToken }),
      403,
      'forbidden',
    );
    const params = { id: booked?.id ?? UNKNOWN_ID };
    rec.error(
      calls.approveBanner,
      'a member approves → 403',
      await api.send(calls.approveBanner, { token: memberToken, params }),
      403,
      'forbidden',
    );
    rec.error(
      calls.rejectBanner,
      'a member rejects → 403',
      await api.send(calls.rejectBanner, { token: memberToken, params, body: { reason: 'No.' } }),
      403,
      'forbidden',
    );
  });
  const token = await signInAsOperator(ctx);
  if (!token) {
    const why = NO_OPERATOR;
    for (const [call, check] of [
      [calls.bannersForReview, 'the review queue'],
      [calls.approveBanner, 'operator refusals'],
      [calls.rejectBanner, 'operator refusals'],
    ] as const) {
      rec.skip(call, check, why, { status: 404, code: 'not_found' });
      rec.skip(call, check, why, { status: 422, code: 'validation' });
    }
    return;
  }
  await rec.guard(calls.bannersForReview, 'the review queue', async () => {
    rec.success<BannerForReview[]>(
      calls.bannersForReview,
      'banners waiting for review',
      await api.send(calls.bannersForReview, { token }),
    );
  });
  await rec.guard(calls.approveBanner, 'operator refusals', async () => {
    const unknown = { id: UNKNOWN_ID };
    rec.error(
      calls.approveBanner,
      'an unknown banner → 404',
      await api.send(calls.approveBanner, { token, params: unknown }),
      404,
      'not_found',
    );
    rec.error(
      calls.rejectBanner,
      'an unknown banner → 404',
      await api.send(calls.rejectBanner, { token, params: unknown, body: { reason: 'No.' } }),
      404,
      'not_found',
    );
    if (!booked) {
      rec.skip(calls.approveBanner, 'an unpaid banner → 422', 'not run: no banner was booked', {
        status: 422,
        code: 'validation',
      });
      rec.skip(calls.rejectBanner, 'no reason → 422', 'not run: no banner was booked', {
        status: 422,
        code: 'validation',
      });
      return;
    }
    const params = { id: booked.id };
    rec.error(
      calls.approveBanner,
      'an unpaid banner → 422',
      await api.send(calls.approveBanner, { token, params }),
      422,
      'validation',
    );
    rec.error(
      calls.rejectBanner,
      'no reason → 422',
      await api.raw('POST', fillPath(calls.rejectBanner.path, { id: booked.id }), { body: { reason: '' }, token }),
      422,
      'validation',
    );
  });
  await signOutOperator(ctx, token);
};
