/** POST /api/users/user-data: type, gender, names, date of birth, addresses, country. */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { type CallInput, type CallOutput, callApi } from '../../../lib/api-client';
import { selfKey } from './get-self';

export type UserDataInput = CallInput<'userData'>['body'];

export const saveUserData = (body: UserDataInput): Promise<CallOutput<'userData'>> => callApi('userData', { body });

export const useSaveUserData = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: UserDataInput) => {
      const user = await saveUserData(body);
      await mutate(selfKey(user.id), user, { revalidate: false });
      return user;
    },
    [mutate],
  );
};
