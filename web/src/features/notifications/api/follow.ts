/**
 * POST /api/accounts/follow and DELETE /api/accounts/{userId}/follow. A follow notifies the
 * followed account, and its new products notify the follower.
 */
import { callApi } from '../../../lib/api-client';

export const follow = (userId: number) => callApi('follow', { body: { accountId: userId } });

export const unfollow = (userId: number) => callApi('unfollow', { params: { userId }, body: {} });
