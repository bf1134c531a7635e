/**
 * GET /api/users/self. The first render uses the copy inlined in the bootstrap; the key carries
 * the user id so a different user signing in never sees the previous one's cached profile.
 */
import type { SelfUser } from '@badal/contracts';
import useSWR, { type SWRResponse } from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';
import { useBootstrap } from '../../../lib/bootstrap';

export const selfKey = (userId: number) => [...callKey('self'), userId] as const;

export const fetchSelf = (): Promise<CallOutput<'self'>> => callApi('self', {});

export const useSelf = (): SWRResponse<SelfUser> => {
  const { session, self } = useBootstrap();
  const inlined = self && session && self.id === session.userId ? self : undefined;
  return useSWR(session ? selfKey(session.userId) : null, fetchSelf, {
    fallbackData: inlined,
    revalidateOnMount: !inlined,
    revalidateIfStale: false,
    revalidateOnFocus: false,
  });
};
