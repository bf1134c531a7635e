/**
 * Logout revokes exactly the token it is sent with: a second sign-in is logged out and refused
 * afterwards while the suite's own session keeps working; `signOut` ends that one last.
 */

import { calls } from '../../calls/index.js';
import type { LoginResponse } from '../../entities/session.js';
import type { SuiteContext } from '../context.js';

export const logoutChecks = async ({ api, rec, credentials, state }: SuiteContext): Promise<void> => {
  await rec.guard(calls.logout, 'revokes the token', async () => {
    const check = 'logout revokes its token (self → 401 afterwards)';
    const second = rec.success<LoginResponse>(
      calls.login,
      'a second sign-in',
      await api.send(calls.login, { body: credentials.user }),
    );
    if (!second) return rec.skip(calls.logout, check, 'not run: the second sign-in failed');
    const token = second.access_token;
    if (!rec.success(calls.logout, 'logout', await api.send(calls.logout, { body: {}, token }))) return;
    rec.error(calls.logout, check, await api.send(calls.self, { token }), 401);
    if (state.token) {
      rec.success(calls.self, 'the other session still works', await api.send(calls.self, { token: state.token }));
    }
  });
};

export const signOut = async ({ api, rec, state }: SuiteContext): Promise<void> => {
  const token = state.token;
  if (!token) return;
  await rec.guard(calls.logout, 'suite session', async () => {
    rec.success(calls.logout, "sign the suite's own session out", await api.send(calls.logout, { body: {}, token }));
    delete state.token;
  });
};
