/**
 * POST /bff/session: sign in with user name and password; the BFF sets the HttpOnly cookie. The
 * device's push token travels with it when one is held (§7), else is asked for afterwards.
 */
import { useCallback } from 'react';
import { type BffInput, type BffOutput, callBff } from '../../../lib/api-client';
import { usePushToken } from '../../../lib/push/use-push-token';
import { useSessionActions } from '../../../lib/session';

export type LoginBody = BffInput<'login'>['body'];

export const login = (body: LoginBody): Promise<BffOutput<'login'>> => callBff('login', { body });

/** Signs in and publishes the session; the guest guard then leaves the login page. */
export const useLogin = () => {
  const { signedIn } = useSessionActions();
  const push = usePushToken();
  return useCallback(
    async (body: LoginBody) => {
      const fcmToken = await push.tokenForSignIn();
      const result = await login(fcmToken ? { ...body, fcmToken } : body);
      if (result.session) {
        await signedIn(result.session);
        void push.signedIn(result.session.userId, fcmToken);
      }
      return result;
    },
    [signedIn, push],
  );
};
