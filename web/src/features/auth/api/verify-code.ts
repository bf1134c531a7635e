/**
 * POST /bff/session/verify: check the SMS code sent at registration; signs the user in, with the
 * device's push token like a login (§7).
 */
import { useCallback } from 'react';
import { type BffInput, type BffOutput, callBff } from '../../../lib/api-client';
import { usePushToken } from '../../../lib/push/use-push-token';
import { useSessionActions } from '../../../lib/session';

export type VerifyBody = BffInput<'verify'>['body'];

export const verifyCode = (body: VerifyBody): Promise<BffOutput<'verify'>> => callBff('verify', { body });

export const useVerifyCode = () => {
  const { signedIn } = useSessionActions();
  const push = usePushToken();
  return useCallback(
    async (body: VerifyBody) => {
      const fcmToken = await push.tokenForSignIn();
      const result = await verifyCode(fcmToken ? { ...body, fcmToken } : body);
      if (result.session) {
        await signedIn(result.session);
        void push.signedIn(result.session.userId, fcmToken);
      }
      return result;
    },
    [signedIn, push],
  );
};
