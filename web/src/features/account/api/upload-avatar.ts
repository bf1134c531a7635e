/** POST /api/users/add-image (multipart field `image`): the profile picture. */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { type CallOutput, callApi } from '../../../lib/api-client';
import { selfKey } from './get-self';

export const uploadAvatar = (image: Blob): Promise<CallOutput<'addImage'>> => callApi('addImage', { files: { image } });

export const useUploadAvatar = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (image: Blob) => {
      const user = await uploadAvatar(image);
      await mutate(selfKey(user.id), user, { revalidate: false });
      return user;
    },
    [mutate],
  );
};
