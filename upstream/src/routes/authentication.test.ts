/**
 * The authentication and account calls of spec §7 end to end over HTTP, once on PGlite and once on
 * PostgreSQL: success paths, the listed error paths, and answers checked against the contracts.
 * Named after authentication.ts, the module it tests most (signing in, tokens, their expiry); it
 * also covers registration.ts, verification.ts, users.ts and password.ts because an account's
 * life runs through them in order on the same two instances, which one file starts once.
 */
import { ACCOUNT_KEY_HEADER, calls, loginResponseSchema, publicUserSchema, selfUserSchema } from '@badal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, login } from '../test/api-client.js';
import { sharedTestUpstream, startTestUpstream, type TestUpstream } from '../testing.js';

describe.each(['pglite', 'postgres'] as const)('authentication and account on %s', (database) => {
  let upstream: TestUpstream;
  let api: ApiClient;

  beforeAll(async () => {
    upstream = await startTestUpstream({ database });
    api = apiClient(upstream.url);
  });
  afterAll(() => upstream?.close());

  describe('POST /authentication', () => {
    it('signs in by user name or e-mail', async () => {
      const byName = await api.post('/authentication', {
        userName: 'demo',
        password: 'demo1234',
        fcmToken: 'device-1',
      });
      expect(byName.status).toBe(200);
      const session = loginResponseSchema.parse(byName.body);
      expect(session).toMatchObject({ fullname: 'Dana Al-Sabah', expires_in: 604_800, checkMembership: false });
      const byEmail = await api.post('/authentication', { userName: 'DEMO@badal.test', password: 'demo1234' });
      expect(byEmail.status).toBe(200);
      expect(byEmail.body.access_token).not.toBe(session.access_token);
    });

    it('answers 400 for a wrong password or an unknown user', async () => {
      for (const body of [
        { userName: 'demo', password: 'wrong-password' },
        { userName: 'nobody-here', password: 'demo1234' },
      ]) {
        const answer = await api.post('/authentication', body);
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe('invalid username or password');
      }
    });

    it('names the account in badal-account-key: one key for its user name, e-mail and phone, right or wrong', async () => {
      const keyOf = async (userName: string, password = 'wrong-password') =>
        (await api.post('/authentication', { userName, password })).headers.get(ACCOUNT_KEY_HEADER);
      const seller = await keyOf('seller', 'seller1234');
      expect(seller).toMatch(/^[A-Za-z0-9_-]{32}$/);
      for (const name of ['seller', ' SELLER ', 'Seller@Badal.test', '50000002', '+965 5000 0002'])
        expect(await keyOf(name), name).toBe(seller);
      expect(await keyOf('demo')).not.toBe(seller);
      // A name that is no account's gets a key of the same shape, the same each time.
      const nobody = await keyOf('nobody-here');
      expect(nobody).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(await keyOf('NOBODY-here ')).toBe(nobody);
      expect(nobody).not.toBe(seller);
      const resend = await api.post('/authentication/resend-email-verification', {
        userName: 'seller@badal.test',
        password: 'wrong-password',
      });
      expect(resend.status).toBe(400);
      expect(resend.headers.get(ACCOUNT_KEY_HEADER)).toBe(seller);
    });

    it('answers 401 for an unverified account and 403 for a banned one, in the request language', async () => {
      const unverified = await api.post('/authentication', { userName: 'unverified', password: 'unverified1234' });
      expect(unverified).toMatchObject({ status: 401, body: { message: 'please verify your account' } });
      const banned = await api.post('/authentication', { userName: 'banned', password: 'banned1234' }, { lang: 'ar' });
      expect(banned).toMatchObject({
        status: 403,
        body: { message: 'تم حظر حسابك', error: 'your account is blocked' },
      });
    });

    it('answers 422 with message keys when fields are missing', async () => {
      const answer = await api.post('/authentication', { userName: '' });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ userName: ['validation.required'], password: ['validation.required'] });
      expect(answer.body.message).toBe('This field is required.');
    });
  });

  describe('registration and verification', () => {
    const person = {
      fullName: 'Fatma Al-Hajri',
      userName: `fatma.${database}`,
      email: `fatma.${database}@example.com`,
      phone: database === 'pglite' ? '51112233' : '51112244',
      password: 'sesame99',
      passwordConfirmation: 'sesame99',
    };
    let userId: number;

    it('creates an unverified account and writes SMS and e-mail codes to the outbox', async () => {
      const answer = await api.post('/register', person);
      expect(answer.status).toBe(201);
      expect(calls.register.response.parse(answer.body).id).toBeGreaterThan(0);
      userId = answer.body.id;
      const [sms] = await upstream.readOutbox(person.phone);
      expect(sms).toMatchObject({ channel: 'sms', to: person.phone });
      expect(sms?.code).toMatch(/^\d{6}$/);
      expect(sms?.body).toContain(sms?.code);
      const [email] = await upstream.readOutbox(person.email);
      expect(email).toMatchObject({ channel: 'email', to: person.email });
      expect(email?.code).toMatch(/^\d{6}$/);
      const login = await api.post('/authentication', { userName: person.userName, password: person.password });
      expect(login.status).toBe(401);
    });

    it('refuses a taken user name, e-mail or phone with 422 on those fields', async () => {
      const again = await api.post('/register', { ...person, userName: person.userName.toUpperCase() });
      expect(again.status).toBe(422);
      expect(again.body.message).toBe('email already exists');
      expect(again.body.errors).toEqual({
        userName: ['error.userExists'],
        email: ['error.emailExists'],
        phone: ['error.userExists'],
      });
      const phoneOnly = await api.post('/register', {
        ...person,
        userName: 'someone.else',
        email: 'someone.else@example.com',
      });
      expect(phoneOnly).toMatchObject({
        status: 422,
        body: { message: 'user already exists', errors: { phone: ['error.userExists'] } },
      });
    });

    it('validates the registration fields with the rules of §5', async () => {
      const answer = await api.post('/register', {
        fullName: '',
        userName: 'x',
        email: 'not-an-email',
        phone: '123',
        password: '123',
        passwordConfirmation: '456',
      });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toMatchObject({
        fullName: ['validation.required'],
        userName: ['validation.userName'],
        email: ['validation.email'],
        phone: ['validation.required'],
        password: ['validation.password'],
      });
    });

    it('sends a fresh SMS code, or 422 for a number without an account', async () => {
      const unknown = await api.get('/authentication/message?mobile=59999999');
      expect(unknown).toMatchObject({ status: 422, body: { message: 'invalid number, check the phone number' } });
      expect(unknown.body.errors).toEqual({ mobile: ['error.invalidNumber'] });
      const before = await upstream.readOutbox(person.phone);
      const sent = await api.get(`/authentication/message?mobile=${person.phone}`);
      expect(sent.status).toBe(200);
      expect(typeof sent.body.message).toBe('string');
      const after = await upstream.readOutbox(person.phone);
      expect(after.length).toBe(before.length + 1);
    });

    it('rejects a wrong code and an earlier SMS code, then verifies with the latest one and signs in', async () => {
      const [latest, earlier] = await upstream.readOutbox(person.phone);
      const wrong = latest?.code === '000000' ? '111111' : '000000';
      const invalid = await api.get(`/authentication/message/check-code?number=${person.phone}&code=${wrong}`);
      expect(invalid).toMatchObject({ status: 422, body: { message: 'the code is invalid' } });
      const stale = await api.get(`/authentication/message/check-code?number=${person.phone}&code=${earlier?.code}`);
      expect(stale.status).toBe(422);
      const unknownNumber = await api.get(`/authentication/message/check-code?number=59999998&code=${latest?.code}`);
      expect(unknownNumber).toMatchObject({ status: 422, body: { message: 'code not found' } });
      const ok = await api.get(
        `/authentication/message/check-code?number=${person.phone}&email=${person.email}&code=${latest?.code}`,
      );
      expect(ok.status).toBe(200);
      expect(loginResponseSchema.parse(ok.body).id).toBe(userId);
      const reused = await api.get(`/authentication/message/check-code?number=${person.phone}&code=${latest?.code}`);
      expect(reused).toMatchObject({ status: 422, body: { message: 'code not found' } });
      const self = await api.get('/users/self', { token: ok.body.access_token });
      expect(self.body).toMatchObject({ id: userId, verified: true });
      expect((await api.post('/authentication', { userName: person.email, password: person.password })).status).toBe(
        200,
      );
    });

    it('stops accepting a code after too many wrong guesses', async () => {
      await api.get('/authentication/message?mobile=50000004');
      const [sms] = await upstream.readOutbox('50000004');
      const wrong = sms?.code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const answer = await api.get(`/authentication/message/check-code?number=50000004&code=${wrong}`);
        expect(answer.body.message).toBe('the code is invalid');
      }
      const locked = await api.get(`/authentication/message/check-code?number=50000004&code=${sms?.code}`);
      expect(locked).toMatchObject({ status: 422, body: { message: 'code not found' } });
    });

    it('answers 403 to a banned account even with the right code', async () => {
      await api.get('/authentication/message?mobile=50000005');
      const [sms] = await upstream.readOutbox('50000005');
      const answer = await api.get(`/authentication/message/check-code?number=50000005&code=${sms?.code}`);
      expect(answer).toMatchObject({ status: 403, body: { message: 'your account is blocked' } });
    });

    it('resends the e-mail code to an unverified account with its credentials, 400 otherwise', async () => {
      const bad = await api.post('/authentication/resend-email-verification', {
        userName: 'unverified',
        password: 'nope-nope',
      });
      expect(bad).toMatchObject({ status: 400, body: { message: 'invalid username or password' } });
      const ok = await api.post('/authentication/resend-email-verification', {
        userName: 'unverified',
        password: 'unverified1234',
        code: '965',
      });
      expect(ok.status).toBe(200);
      const [email] = await upstream.readOutbox('unverified@badal.test');
      expect(email).toMatchObject({ channel: 'email' });
      const verified = await api.get(`/authentication/message/check-code?number=50000004&code=${email?.code}`);
      expect(verified.status).toBe(200);
      const already = await api.post('/authentication/resend-email-verification', {
        userName: 'unverified',
        password: 'unverified1234',
      });
      expect(already.status).toBe(200);
      expect((await upstream.readOutbox('unverified@badal.test')).length).toBe(1);
    });
  });

  describe('tokens', () => {
    it('answers 401 Unauthenticated. without a token or with a bad one', async () => {
      expect(await api.get('/users/self')).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
      const bad = await api.get('/users/self', { token: 'not-a-token' });
      expect(bad).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
      const scheme = await api.get('/users/self', { headers: { authorization: 'Basic abc' } });
      expect(scheme.status).toBe(401);
    });

    it('revokes the token on logout and keeps the others', async () => {
      const first = await login(api, 'seller', 'seller1234');
      const second = await login(api, 'seller', 'seller1234');
      const out = await api.post('/authentication/logout', {}, { token: first });
      expect(out).toMatchObject({ status: 200, body: { message: 'you just logged out' } });
      expect((await api.get('/users/self', { token: first })).status).toBe(401);
      expect((await api.post('/authentication/logout', {}, { token: first })).status).toBe(401);
      expect((await api.get('/users/self', { token: second })).status).toBe(200);
    });
  });

  describe('users', () => {
    it('GET /users/self describes the signed-in account', async () => {
      const token = await login(api, 'company', 'company1234');
      const answer = await api.get('/users/self', { token });
      expect(answer.status).toBe(200);
      const self = selfUserSchema.parse(answer.body);
      expect(self).toMatchObject({ userName: 'company', accountType: 3, type: 3, verified: true, country: 'Kuwait' });
      expect(self.seller?.id).toBeGreaterThan(0);
      const demo = await api.get('/users/self', { token: await login(api, 'demo', 'demo1234') });
      expect(demo.body).toMatchObject({ email: 'demo@badal.test', phone: '50000001', image: null });
    });

    it('PUT /users/{id} updates only yourself, checks the old password and unique fields', async () => {
      const token = await login(api, 'demo', 'demo1234');
      const self = (await api.get('/users/self', { token })).body;
      const other = await api.post(
        '/users/1',
        { fullName: 'X' },
        { token: await login(api, 'seller', 'seller1234'), method: 'PUT' },
      );
      expect(other).toMatchObject({ status: 403 });

      const taken = await api.post(
        `/users/${self.id}`,
        { email: 'seller@badal.test', phone: '50000002' },
        { token, method: 'PUT' },
      );
      expect(taken).toMatchObject({
        status: 422,
        body: {
          message: 'email already exists',
          errors: { email: ['error.emailExists'], phone: ['error.userExists'] },
        },
      });

      const wrongOld = await api.post(
        `/users/${self.id}`,
        { oldPassword: 'not-it', password: 'newpass99', passwordConfirmation: 'newpass99' },
        { token, method: 'PUT' },
      );
      expect(wrongOld).toMatchObject({ status: 422, body: { errors: { oldPassword: ['validation.invalid'] } } });
      const missingOld = await api.post(
        `/users/${self.id}`,
        { password: 'newpass99', passwordConfirmation: 'newpass99' },
        { token, method: 'PUT' },
      );
      expect(missingOld).toMatchObject({ status: 422, body: { errors: { oldPassword: ['validation.required'] } } });

      const renamed = await api.post(
        `/users/${self.id}`,
        { fullName: 'Dana S.', email: self.email },
        { token, method: 'PUT' },
      );
      expect(renamed.status).toBe(200);
      expect(selfUserSchema.parse(renamed.body).fullName).toBe('Dana S.');
    });

    it('changing the password signs out other devices and keeps this one', async () => {
      const other = await login(api, 'seller', 'seller1234');
      const token = await login(api, 'seller', 'seller1234');
      const { id } = (await api.get('/users/self', { token })).body;
      const changed = await api.post(
        `/users/${id}`,
        { oldPassword: 'seller1234', password: 'seller5678', passwordConfirmation: 'seller5678' },
        { token, method: 'PUT' },
      );
      expect(changed.status).toBe(200);
      expect((await api.get('/users/self', { token })).status).toBe(200);
      expect((await api.get('/users/self', { token: other })).status).toBe(401);
      expect((await api.post('/authentication', { userName: 'seller', password: 'seller1234' })).status).toBe(400);
      expect((await api.post('/authentication', { userName: 'seller', password: 'seller5678' })).status).toBe(200);
    });

    it('POST /users/user-data saves the personal data; becoming a seller gives a seller id', async () => {
      const token = await login(api, 'demo', 'demo1234');
      const answer = await api.post(
        '/users/user-data',
        {
          type: 2,
          gender: 'female',
          firstName: 'Dana',
          lastName: 'Al-Sabah',
          dateOfBirth: '1994-02-28',
          addresses: ['Salmiya, Block 10', 'Hawalli'],
          country: 'Kuwait',
        },
        { token },
      );
      expect(answer.status).toBe(200);
      const self = selfUserSchema.parse(answer.body);
      expect(self).toMatchObject({ type: 2, accountType: 2, gender: 'female', dateOfBirth: '1994-02-28' });
      expect(self.addresses).toEqual(['Salmiya, Block 10', 'Hawalli']);
      expect(self.seller?.id).toBeGreaterThan(0);
      const invalid = await api.post('/users/user-data', { dateOfBirth: '1899-01-01', gender: 'x' }, { token });
      expect(invalid).toMatchObject({
        status: 422,
        body: { errors: { dateOfBirth: ['validation.date'], gender: ['validation.invalid'] } },
      });
      const company = await login(api, 'company', 'company1234');
      const demote = await api.post('/users/user-data', { type: 1 }, { token: company });
      expect(demote).toMatchObject({ status: 422, body: { errors: { type: ['validation.invalid'] } } });
    });

    it('GET /users/{id} shows a public profile, 404 for unknown or hidden accounts', async () => {
      const token = await login(api, 'company', 'company1234');
      const { id } = (await api.get('/users/self', { token })).body;
      const profile = await api.get(`/users/${id}`);
      expect(profile.status).toBe(200);
      const parsed = publicUserSchema.parse(profile.body);
      expect(parsed).toMatchObject({ userName: 'company', accountType: 3 });
      expect(profile.body).not.toHaveProperty('email');
      expect((await api.get('/users/999999')).status).toBe(404);
      expect((await api.get('/users/abc')).status).toBe(404);
      const banned = await api.get('/users/5');
      expect(banned.status).toBe(404);
    });

    it('PUT /users/{id}/change-status disables only yourself and ends every session', async () => {
      const register = await api.post('/register', {
        fullName: 'Leaving Soon',
        userName: `leaving.${database}`,
        email: `leaving.${database}@example.com`,
        phone: database === 'pglite' ? '52223344' : '52223355',
        password: 'goodbye1',
        passwordConfirmation: 'goodbye1',
      });
      const phone = database === 'pglite' ? '52223344' : '52223355';
      const [sms] = await upstream.readOutbox(phone);
      const verified = await api.get(`/authentication/message/check-code?number=${phone}&code=${sms?.code}`);
      const token = verified.body.access_token as string;
      const second = await login(api, `leaving.${database}`, 'goodbye1');

      const notMine = await api.post('/users/1/change-status', {}, { token, method: 'PUT' });
      expect(notMine.status).toBe(403);
      const done = await api.post(`/users/${register.body.id}/change-status`, {}, { token, method: 'PUT' });
      expect(done.status).toBe(200);
      expect((await api.get('/users/self', { token })).status).toBe(401);
      expect((await api.get('/users/self', { token: second })).status).toBe(401);
      const again = await api.post('/authentication', { userName: `leaving.${database}`, password: 'goodbye1' });
      expect(again).toMatchObject({ status: 403, body: { message: 'your account is disabled' } });
      expect(again.body.message).toMatch(/disabled/i);
      expect((await api.get(`/users/${register.body.id}`)).status).toBe(404);
    });
  });

  describe('password reset', () => {
    it('answers the same for known and unknown e-mails, and only writes a token for the known one', async () => {
      const unknown = await api.post('/authentication/password/email', { email: 'ghost@example.com' });
      const known = await api.post('/authentication/password/email', { email: 'company@badal.test' });
      expect(unknown.status).toBe(200);
      expect(known).toEqual({ ...known, status: 200, body: unknown.body });
      expect(await upstream.readOutbox('ghost@example.com')).toEqual([]);
      const [mail] = await upstream.readOutbox('company@badal.test');
      expect(mail?.token).toBeTruthy();
      expect(mail?.body).toContain(mail?.token);
    });

    it('sets the new password with the token once, and revokes the old sessions', async () => {
      const session = await login(api, 'company', 'company1234');
      const [mail] = await upstream.readOutbox('company@badal.test');
      const token = mail?.token as string;
      const mismatch = await api.post('/authentication/password/reset', {
        token,
        password: 'company5678',
        passwordConfirmation: 'other',
      });
      expect(mismatch).toMatchObject({
        status: 422,
        body: { errors: { passwordConfirmation: ['validation.passwordMismatch'] } },
      });
      const bad = await api.post('/authentication/password/reset', {
        token: 'made-up',
        password: 'company5678',
        passwordConfirmation: 'company5678',
      });
      expect(bad).toMatchObject({ status: 422, body: { errors: { token: ['error.codeInvalid'] } } });
      const ok = await api.post('/authentication/password/reset', {
        token,
        password: 'company5678',
        passwordConfirmation: 'company5678',
      });
      expect(ok.status).toBe(200);
      const reused = await api.post('/authentication/password/reset', {
        token,
        password: 'company9999',
        passwordConfirmation: 'company9999',
      });
      expect(reused.status).toBe(422);
      expect((await api.get('/users/self', { token: session })).status).toBe(401);
      expect((await api.post('/authentication', { userName: 'company', password: 'company5678' })).status).toBe(200);
    });
  });
});

describe('token expiry', () => {
  let upstream: TestUpstream;
  /** The API's clock, moved on instead of waiting. */
  let now = new Date();
  beforeAll(async () => {
    upstream = await sharedTestUpstream({ tokenTtlSeconds: 1, clock: () => now });
  });
  afterAll(() => upstream?.close());

  it('answers expires_in from the configured lifetime and refuses the token once it has passed', async () => {
    const api = apiClient(upstream.url);
    const answer = await api.post('/authentication', { userName: 'demo', password: 'demo1234' });
    expect(answer.body.expires_in).toBe(1);
    const token = answer.body.access_token as string;
    expect((await api.get('/users/self', { token })).status).toBe(200);
    now = new Date(now.getTime() + 1_100);
    expect(await api.get('/users/self', { token })).toMatchObject({
      status: 401,
      body: { message: 'Unauthenticated.' },
    });
  });
});
