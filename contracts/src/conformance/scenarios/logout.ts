/**
 * Logout revokes exactly the token it is sent with: a second sign-in is logged out and refused
 * afterwards while the suite's own session keeps working; `signOut` ends that one last.
 */
import { login, logout, self } from '../../calls/auth.js';
import type { LoginResponse } from '../../entities/session.js';
import type { SuiteContext } from '../context.js';

export const logoutChecks = async ({ api, rec, credentials, state }: SuiteContext): Promise<void> => {
  await rec.guard(logout, 'revokes the token', async () => {
    const check = 'logout revokes its token (self → 401 afterwards)';
    const second = rec.success<LoginResponse>(
      login,
      'a second sign-in',
      await api.send(login, { body: credentials.user }),
    );
    if (!second) return rec.skip(logout, check, 'not run: the second sign-in failed');
    const token = second.access_token;
    if (!rec.success(logout, 'logout', await api.send(logout, { body: {}, token }))) return;
    rec.error(logout, check, await api.send(self, { token }), 401);
    if (state.token) {
      rec.success(self, 'the other session still works', await api.send(self, { token: state.token }));
    }
  });
};

export const signOut = async ({ api, rec, state }: SuiteContext): Promise<void> => {
  const token = state.token;
  if (!token) return;
  await rec.guard(logout, 'suite session', async () => {
    rec.success(logout, "sign the suite's own session out", await api.send(logout, { body: {}, token }));
    delete state.token;
  });
};
