/**
 * The held-ads review (issue #31): GET /api/moderation/held-ads and the two decisions. Operators
 * only; the API answers 403 to anyone else and 409 for a hold already decided.
 */
import useSWR from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';

export type HeldAd = CallOutput<'heldAds'>[number];

export const useHeldAds = () => useSWR(callKey('heldAds'), () => callApi('heldAds', {}), { revalidateOnFocus: false });

export const approveHeldAd = (id: number) => callApi('approveHeldAd', { params: { id }, body: {} });

export const rejectHeldAd = (id: number, reason: string) =>
  callApi('rejectHeldAd', { params: { id }, body: { reason } });

/** The words that send a new ad to this review (issue #31 item 4): listed and unlisted by operators. */
export type ReviewWord = CallOutput<'reviewWords'>[number];

export const useReviewWords = () =>
  useSWR(callKey('reviewWords'), () => callApi('reviewWords', {}), { revalidateOnFocus: false });

export const addReviewWord = (word: string) => callApi('addReviewWord', { body: { word } });

export const removeReviewWord = (id: number) => callApi('removeReviewWord', { params: { id }, body: {} });
