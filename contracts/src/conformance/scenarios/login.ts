/** Sign-in: the main account, and the §8 listed login errors (400, 401, 403 banned). */

import { calls } from '../../calls/index.js';
import type { LoginResponse } from '../../entities/session.js';
import type { SuiteContext } from '../context.js';
import { randomTag } from '../identity.js';

export const loginChecks = async ({ api, rec, credentials, state }: SuiteContext): Promise<void> => {
  await rec.guard(calls.login, 'sign in', async () => {
    const res = await api.send(calls.login, { body: credentials.user });
    const session = rec.success<LoginResponse>(calls.login, `sign in as '${credentials.user.userName}'`, res);
    if (session) state.token = session.access_token;
  });

  await rec.guard(calls.login, 'wrong password', async () => {
    const body = { userName: credentials.user.userName, password: `wrong-${randomTag(8)}` };
    rec.error(calls.login, 'wrong password → 400', await api.send(calls.login, { body }), 400, 'invalid_credentials');
  });

  await rec.guard(calls.login, 'unknown user', async () => {
    const body = { userName: `nobody_${randomTag(10)}`, password: `wrong-${randomTag(8)}` };
    rec.error(calls.login, 'unknown user → 400', await api.send(calls.login, { body }), 400, 'invalid_credentials');
  });

  await rec.guard(calls.login, 'unverified account', async () => {
    const res = await api.send(calls.login, { body: credentials.unverified });
    rec.error(calls.login, `unverified account '${credentials.unverified.userName}' → 401`, res, 401, 'unverified');
  });

  await rec.guard(calls.login, 'banned account', async () => {
    const res = await api.send(calls.login, { body: credentials.banned });
    rec.error(calls.login, `banned account '${credentials.banned.userName}' → 403`, res, 403, 'banned');
  });
};
