/** PUT /api/users/{id}: account details, or a password change (with the old password). */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { type CallInput, type CallOutput, callApi } from '../../../lib/api-client';
import { selfKey } from './get-self';

export type UpdateUserInput = CallInput<'updateUser'>['body'];

export const updateUser = (id: number, body: UpdateUserInput): Promise<CallOutput<'updateUser'>> =>
  callApi('updateUser', { params: { id }, body });

/** Saves and puts the answer into the self-user cache (no second fetch). */
export const useUpdateUser = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, body: UpdateUserInput) => {
      const user = await updateUser(id, body);
      await mutate(selfKey(user.id), user, { revalidate: false });
      return user;
    },
    [mutate],
  );
};
