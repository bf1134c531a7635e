/**
 * Blocks (issue #31): GET /api/blocks, POST /api/blocks, DELETE /api/blocks/{userId}. A block or
 * an unblock changes what the contact list and the requests show, so those lists are refetched.
 */
import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export type BlockedPeople = CallOutput<'blockedPeople'>;

export const blockedPeopleKey = callKey('blockedPeople');

/** The people the signed-in member blocked (nothing is asked for a visitor). */
export const useBlockedPeople = () => {
  const signedIn = useSession() !== null;
  return useSWR(signedIn ? blockedPeopleKey : null, () => callApi('blockedPeople', {}), { revalidateOnFocus: false });
};

/** The cached lists a block changes: the blocked people, chat contacts and requests. */
const changedByBlocks = (key: unknown): boolean =>
  Array.isArray(key) &&
  ['blockedPeople', 'chatContacts', 'requestPartners', 'requestsWithUser', 'listRequests'].includes(String(key[0]));

/** Block and unblock, each refetching the lists it changes (in the app's own SWR cache). */
export const useBlockActions = () => {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const refreshLists = () => mutate(changedByBlocks);
    return {
      block: async (userId: number): Promise<void> => {
        await callApi('blockPerson', { body: { userId } });
        await refreshLists();
      },
      unblock: async (userId: number): Promise<void> => {
        await callApi('unblockPerson', { params: { userId }, body: {} });
        await refreshLists();
      },
    };
  }, [mutate]);
};
