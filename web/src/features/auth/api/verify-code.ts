/** POST /bff/session/verify: check the SMS code sent at registration; signs the user in. */
import { useCallback } from 'react';
import { type BffInput, type BffOutput, callBff } from '../../../lib/api-client';
import { useSessionActions } from '../../../lib/session';

export type VerifyBody = BffInput<'verify'>['body'];

export const verifyCode = (body: VerifyBody): Promise<BffOutput<'verify'>> => callBff('verify', { body });

export const useVerifyCode = () => {
  const { signedIn } = useSessionActions();
  return useCallback(
    async (body: VerifyBody) => {
      const result = await verifyCode(body);
      if (result.session) await signedIn(result.session);
      return result;
    },
    [signedIn],
  );
};
