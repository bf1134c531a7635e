/**
 * The signed-in person's own account (GET /api/users/self) as a cache entry: the key carries the
 * user id, so a different person signing in never sees the previous one's cached profile. Lives
 * in lib because the own-data refresh writes it as well as the account feature.
 */
import { type CallOutput, callApi, callKey } from './api-client';

export const selfKey = (userId: number) => [...callKey('self'), userId] as const;

export const fetchSelf = (): Promise<CallOutput<'self'>> => callApi('self', {});
