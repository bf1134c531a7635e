/** Ratings (issue #32): a person's as seller and as buyer, a deal's both ways, and writing one. */
import useSWR, { mutate } from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';
import { useReportError } from '../../../lib/report-error';

export type UserRatings = CallOutput<'userRatings'>;
export type DealRatings = CallOutput<'dealRatings'>;

const userRatingsKey = (id: number) => callKey('userRatings', { params: { id } });
const dealRatingsKey = (id: number) => callKey('dealRatings', { params: { id } });

export const useUserRatings = (userId: number | null) => {
  const report = useReportError();
  return useSWR(
    userId === null ? null : userRatingsKey(userId),
    () => callApi('userRatings', { params: { id: userId as number } }),
    { revalidateOnFocus: false, onError: report },
  );
};

export const useDealRatings = (requestId: number | null) => {
  const report = useReportError();
  return useSWR(
    requestId === null ? null : dealRatingsKey(requestId),
    () => callApi('dealRatings', { params: { id: requestId as number } }),
    { revalidateOnFocus: false, onError: report },
  );
};

export const rateDeal = async (requestId: number, stars: number, text: string, ratedUserId: number) => {
  const rating = await callApi('rateDeal', { params: { id: requestId }, body: { stars, text: text.trim() || null } });
  await Promise.all([mutate(dealRatingsKey(requestId)), mutate(userRatingsKey(ratedUserId))]);
  return rating;
};

/** Its writer edits a rating (the API allows it for a day after writing it). */
export const editRating = async (
  rating: { id: number; requestId: number },
  stars: number,
  text: string,
  ratedUserId: number,
) => {
  const edited = await callApi('editRating', { params: { id: rating.id }, body: { stars, text: text.trim() || null } });
  await Promise.all([mutate(dealRatingsKey(rating.requestId)), mutate(userRatingsKey(ratedUserId))]);
  return edited;
};

export const replyRating = async (ratingId: number, text: string, ratedUserId: number) => {
  const rating = await callApi('replyRating', { params: { id: ratingId }, body: { text } });
  await mutate(userRatingsKey(ratedUserId));
  return rating;
};
