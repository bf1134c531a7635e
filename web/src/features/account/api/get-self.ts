/**
 * GET /api/users/self. The first render uses the copy inlined in the bootstrap; a fresh answer in
 * the cache (fetched, saved, or written by the own-data refresh) takes its place.
 */
import type { SelfUser } from '@badal/contracts';
import useSWR, { type SWRResponse } from 'swr';
import { useBootstrap } from '../../../lib/bootstrap';
import { fetchSelf, selfKey } from '../../../lib/self';

export { fetchSelf, selfKey };

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
