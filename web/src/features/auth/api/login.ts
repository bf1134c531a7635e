/** POST /bff/session: sign in with user name and password; the BFF sets the HttpOnly cookie. */
import { useCallback } from 'react';
import { type BffInput, type BffOutput, callBff } from '../../../lib/api-client';
import { useSessionActions } from '../../../lib/session';

export type LoginBody = BffInput<'login'>['body'];

export const login = (body: LoginBody): Promise<BffOutput<'login'>> => callBff('login', { body });

/** Signs in and publishes the session; the guest guard then leaves the login page. */
export const useLogin = () => {
  const { signedIn } = useSessionActions();
  return useCallback(
    async (body: LoginBody) => {
      const result = await login(body);
      if (result.session) await signedIn(result.session);
      return result;
    },
    [signedIn],
  );
};
