/**
 * The signed-in account: self, public profile, update through `_method` PUT (rewriting the
 * current values, so nothing changes), the refused real PUT, user data, and the avatar upload.
 */
import type { z } from 'zod';
import { fillPath } from '../../call-paths.js';
import { userDataBodySchema } from '../../calls/auth.js';
import { calls } from '../../calls/index.js';
import type { PublicUser, SelfUser } from '../../entities/user.js';
import { type SuiteContext, UNKNOWN_ID } from '../context.js';
import { randomTag } from '../identity.js';
import { tinyPng } from '../png.js';

const NEEDS_LOGIN = 'not run: signing in the main account failed';
const fieldSchemas: Record<string, z.ZodType> = userDataBodySchema.shape;

export const accountChecks = async (ctx: SuiteContext): Promise<void> => {
  const { api, rec, credentials, state } = ctx;

  await rec.guard(calls.self, 'bogus token', async () => {
    rec.error(
      calls.self,
      'with a bogus token → 401',
      await api.send(calls.self, { token: `bogus-${randomTag(24)}` }),
      401,
    );
  });

  const token = state.token;
  if (!token) {
    for (const call of [calls.self, calls.showUser, calls.updateUser, calls.userData, calls.addImage])
      rec.skip(call, 'signed-in checks', NEEDS_LOGIN, 'all');
    return;
  }

  await rec.guard(calls.self, 'the signed-in user', async () => {
    const me = rec.success<SelfUser>(calls.self, 'the signed-in user', await api.send(calls.self, { token }), (u) =>
      u.verified ? undefined : 'the main account is not verified',
    );
    if (me) state.self = me;
  });
  const me = state.self;
  if (!me) {
    for (const call of [calls.showUser, calls.updateUser, calls.userData, calls.addImage]) {
      rec.skip(call, 'signed-in checks', 'not run: GET /users/self failed, so the account id is unknown', 'all');
    }
    return;
  }

  await rec.guard(calls.showUser, 'public profile', async () => {
    const check = (u: PublicUser) => (u.id !== me.id || u.userName !== me.userName ? 'it is another user' : undefined);
    rec.success(
      calls.showUser,
      'public profile, anonymous',
      await api.send(calls.showUser, { params: { id: me.id } }),
      check,
    );
    rec.success(
      calls.showUser,
      'public profile, signed in',
      await api.send(calls.showUser, { params: { id: me.id }, token }),
      check,
    );
  });

  await rec.guard(calls.showUser, 'unknown user', async () => {
    rec.error(
      calls.showUser,
      'unknown user → 404',
      await api.send(calls.showUser, { params: { id: UNKNOWN_ID } }),
      404,
    );
  });

  await rec.guard(calls.updateUser, 'rewrite fullName', async () => {
    const res = await api.send(calls.updateUser, { params: { id: me.id }, body: { fullName: me.fullName }, token });
    rec.success<SelfUser>(calls.updateUser, 'POST + _method=PUT, fullName rewritten unchanged', res, (u) =>
      u.fullName !== me.fullName ? `fullName came back as '${u.fullName}'` : undefined,
    );
  });

  await rec.guard(calls.updateUser, 'real PUT verb', async () => {
    const res = await api.raw('PUT', fillPath(calls.updateUser.path, { id: me.id }), {
      body: { fullName: me.fullName },
      token,
    });
    rec.statusIn(calls.updateUser, 'a real PUT verb is refused (PUT travels as POST + _method)', res, [404, 405]);
  });

  await rec.guard(calls.updateUser, 'wrong old password', async () => {
    const changed = `Cc-${randomTag(12)}`;
    const body = { oldPassword: `wrong-${randomTag(8)}`, password: changed, passwordConfirmation: changed };
    const res = await api.send(calls.updateUser, { params: { id: me.id }, body, token });
    const refused = rec.error(
      calls.updateUser,
      'password change with a wrong old password → 422',
      res,
      422,
      'validation',
    );
    if (!refused && res.status >= 200 && res.status < 300) {
      // The API took it: put the password back so the account stays usable.
      const restore = { oldPassword: changed, password: credentials.user.password };
      await api.send(calls.updateUser, {
        params: { id: me.id },
        body: { ...restore, passwordConfirmation: credentials.user.password },
        token,
      });
    }
  });

  await rec.guard(calls.userData, 'rewrite user data', async () => {
    // The account's own values, so saving them changes nothing; the schema drops what it refuses.
    const current = Object.fromEntries(
      Object.entries({
        type: me.type,
        gender: me.gender,
        firstName: me.firstName,
        lastName: me.lastName,
        dateOfBirth: me.dateOfBirth,
        addresses: me.addresses,
        country: me.country,
      }).filter(([k, v]) => v !== null && fieldSchemas[k]?.safeParse(v).success),
    );
    const res = await api.send(calls.userData, { body: current, token });
    rec.success<SelfUser>(calls.userData, 'user data saved with its current values', res, (u) => {
      const changed = Object.keys(current).filter(
        (k) => JSON.stringify(u[k as keyof SelfUser]) !== JSON.stringify(current[k]),
      );
      return changed.length ? `${changed.join(', ')} came back different` : undefined;
    });
  });

  await rec.guard(calls.addImage, 'avatar upload', async () => {
    const files = { image: { bytes: tinyPng(), filename: 'conformance.png', type: 'image/png' } };
    const res = await api.send(calls.addImage, { files, token });
    rec.success<SelfUser>(calls.addImage, 'multipart upload of a 1 × 1 PNG', res, (u) =>
      u.image ? undefined : 'image is still null',
    );
  });
};
