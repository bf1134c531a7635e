/**
 * POST /api/accounts/follow and DELETE /api/accounts/{userId}/follow, used by the follow button
 * and the following page's seller chips. A follow notifies the followed account, and its new
 * products notify the follower.
 */
import { callApi } from '../../../lib/api-client';

export const followAccount = (userId: number) => callApi('follow', { body: { accountId: userId } });

export const unfollowAccount = (userId: number) => callApi('unfollow', { params: { userId }, body: {} });
