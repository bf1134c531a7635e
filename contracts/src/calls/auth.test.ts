import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { countryCodeSchema } from './auth.js';
import { calls } from './index.js';

/** Field path → message keys of a failed parse; {} when the value passes. */
const fieldErrors = (schema: z.ZodType | undefined, value: unknown): Record<string, string[]> => {
  if (!schema) throw new Error('schema missing');
  const result = schema.safeParse(value);
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    out[path] = [...(out[path] ?? []), issue.message];
  }
  return out;
};

const SCRIPT = '<script>alert(1)</script>';
const RLO = 'evil\u202Etxt.exe';

const validRegister = {
  fullName: 'Fatima Al-Sabah',
  userName: 'fatima.s',
  email: 'fatima@example.com',
  phone: '99887766',
  password: 'secret12',
  passwordConfirmation: 'secret12',
};

describe('auth.login', () => {
  it('accepts user name and password', () => {
    expect(fieldErrors(calls.login.body, { userName: 'demo', password: 'demo1234' })).toEqual({});
    expect(fieldErrors(calls.login.body, { userName: 'demo', password: 'x', fcmToken: 'tok' })).toEqual({});
  });

  it('requires both and refuses unsafe text', () => {
    expect(fieldErrors(calls.login.body, {})).toEqual({
      userName: ['validation.required'],
      password: ['validation.required'],
    });
    expect(fieldErrors(calls.login.body, { userName: '  ', password: '' })).toEqual({
      userName: ['validation.required'],
      password: ['validation.required'],
    });
    expect(fieldErrors(calls.login.body, { userName: SCRIPT, password: 'x' })).toEqual({
      userName: ['validation.unsafeText'],
    });
    expect(fieldErrors(calls.login.body, { userName: 'demo', password: 'x', fcmToken: 'x'.repeat(5000) })).toEqual({
      fcmToken: ['validation.tooLong'],
    });
  });

  it('maps §8 listed errors: 400 credentials, 401 unverified, 403 disabled before banned', () => {
    expect(calls.login.errors?.map((e) => [e.status, e.code])).toEqual([
      [400, 'invalid_credentials'],
      [401, 'unverified'],
      [403, 'account_disabled'],
      [403, 'banned'],
    ]);
    expect(calls.login.errors?.[2]?.when?.test('Your account is disabled')).toBe(true);
    expect(calls.login.exposure).toBe('internal');
  });
});

describe('auth.socialCallback', () => {
  it('knows the providers and requires a code', () => {
    expect(fieldErrors(calls.socialCallback.params, { provider: 'google' })).toEqual({});
    expect(fieldErrors(calls.socialCallback.params, { provider: 'myspace' })).toEqual({
      provider: ['validation.invalid'],
    });
    expect(fieldErrors(calls.socialCallback.query, { code: 'abc' })).toEqual({});
    expect(fieldErrors(calls.socialCallback.query, { code: '' })).toEqual({ code: ['validation.required'] });
    expect(fieldErrors(calls.socialCallback.query, { code: SCRIPT })).toEqual({ code: ['validation.unsafeText'] });
  });
});

describe('auth.register', () => {
  it('accepts a full registration and defaults the country code to Kuwait', () => {
    expect(fieldErrors(calls.register.body, validRegister)).toEqual({});
    expect(calls.register.body!.parse(validRegister).code).toBe('965');
    expect(calls.register.body!.parse({ ...validRegister, code: '+971' }).code).toBe('+971');
    expect(calls.register.successStatus).toBe(201);
    expect(calls.register.errors).toEqual([{ status: 422, code: 'user_exists' }]);
  });

  it('puts a password mismatch on passwordConfirmation', () => {
    expect(fieldErrors(calls.register.body, { ...validRegister, passwordConfirmation: 'other12' })).toEqual({
      passwordConfirmation: ['validation.passwordMismatch'],
    });
  });

  it('refuses script tags and RTL overrides in text fields', () => {
    expect(fieldErrors(calls.register.body, { ...validRegister, fullName: SCRIPT })).toEqual({
      fullName: ['validation.unsafeText'],
    });
    expect(fieldErrors(calls.register.body, { ...validRegister, fullName: RLO })).toEqual({
      fullName: ['validation.unsafeText'],
    });
  });

  it('checks every field with its rule', () => {
    expect(
      fieldErrors(calls.register.body, {
        fullName: '',
        userName: 'a b',
        email: 'nope',
        phone: '1234',
        password: '123',
        passwordConfirmation: '123',
        code: 'KW',
      }),
    ).toEqual({
      fullName: ['validation.required'],
      userName: ['validation.userName'],
      email: ['validation.email'],
      phone: ['validation.required'],
      password: ['validation.password'],
      code: ['validation.invalid'],
    });
  });

  it('country code: 1 to 4 digits with an optional plus', () => {
    for (const ok of ['965', '+965', '1', ' 44 ']) expect(countryCodeSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['', '+', '12345', 'KW', '96 5'])
      expect(countryCodeSchema.safeParse(bad).success, bad).toBe(false);
  });
});

describe('users.self and users.show', () => {
  it('self needs a session and takes no input', () => {
    expect(calls.self.auth).toBe('required');
    expect(calls.self.params ?? calls.self.query ?? calls.self.body).toBeUndefined();
  });

  it('show takes a positive numeric id', () => {
    expect(calls.showUser.params?.parse({ id: '7' })).toEqual({ id: 7 });
    expect(fieldErrors(calls.showUser.params, { id: 'self' })).toEqual({ id: ['validation.invalid'] });
    expect(fieldErrors(calls.showUser.params, { id: '0' })).toEqual({ id: ['validation.invalid'] });
    expect(calls.showUser.auth).toBe('optional');
  });
});

describe('auth.checkCode and auth.sendSms', () => {
  it('check-code wants the number and a 4 to 8 digit code', () => {
    expect(fieldErrors(calls.checkCode.query, { number: '99887766', code: '1234' })).toEqual({});
    expect(
      fieldErrors(calls.checkCode.query, { number: '99887766', email: 'a@example.com', code: '12345678' }),
    ).toEqual({});
    expect(fieldErrors(calls.checkCode.query, { number: '998', code: '12' })).toEqual({
      number: ['validation.required'],
      code: ['error.enterSmsOtp'],
    });
    expect(fieldErrors(calls.checkCode.query, { number: '99887766' })).toEqual({ code: ['error.enterSmsOtp'] });
    expect(calls.checkCode.errors?.[0]).toEqual({ status: 422, code: 'code_not_found' });
  });

  it('send-sms wants an 8-digit mobile', () => {
    expect(fieldErrors(calls.sendSms.query, { mobile: '99887766' })).toEqual({});
    expect(fieldErrors(calls.sendSms.query, { mobile: '9988776e' })).toEqual({ mobile: ['validation.required'] });
    expect(calls.sendSms.errors).toEqual([{ status: 422, code: 'invalid_number' }]);
  });
});

describe('auth.resendEmailVerification', () => {
  it('wants user name and password', () => {
    expect(fieldErrors(calls.resendEmailVerification.body, { userName: 'demo', password: 'x' })).toEqual({});
    expect(fieldErrors(calls.resendEmailVerification.body, { userName: RLO, password: '' })).toEqual({
      userName: ['validation.unsafeText'],
      password: ['validation.required'],
    });
  });
});

describe('users.update', () => {
  it('is a PUT on /users/{id} with a numeric id', () => {
    expect(calls.updateUser.method).toBe('PUT');
    expect(calls.updateUser.params?.parse({ id: '12' })).toEqual({ id: 12 });
  });

  it('accepts partial updates', () => {
    expect(fieldErrors(calls.updateUser.body, {})).toEqual({});
    expect(fieldErrors(calls.updateUser.body, { fullName: 'Demo User' })).toEqual({});
    expect(
      fieldErrors(calls.updateUser.body, { oldPassword: 'old123', password: 'new123', passwordConfirmation: 'new123' }),
    ).toEqual({});
  });

  it('refuses a mismatch, a password change without the old one, and unsafe text', () => {
    expect(
      fieldErrors(calls.updateUser.body, { oldPassword: 'old123', password: 'new123', passwordConfirmation: 'nope12' }),
    ).toEqual({ passwordConfirmation: ['validation.passwordMismatch'] });
    expect(fieldErrors(calls.updateUser.body, { password: 'new123', passwordConfirmation: 'new123' })).toEqual({
      oldPassword: ['validation.required'],
    });
    expect(fieldErrors(calls.updateUser.body, { fullName: SCRIPT })).toEqual({ fullName: ['validation.unsafeText'] });
    expect(fieldErrors(calls.updateUser.body, { fullName: RLO })).toEqual({ fullName: ['validation.unsafeText'] });
    expect(fieldErrors(calls.updateUser.body, { email: 'x', phone: '1', userName: '!' })).toEqual({
      email: ['validation.email'],
      phone: ['validation.required'],
      userName: ['validation.userName'],
    });
  });
});

describe('users.userData', () => {
  const valid = {
    type: 1,
    gender: 'female',
    firstName: 'Fatima',
    lastName: 'Al-Sabah',
    dateOfBirth: '1990-05-17',
    addresses: ['Salmiya, Block 10'],
    country: 'Kuwait',
  };

  it('accepts the profile data, any part of it', () => {
    expect(fieldErrors(calls.userData.body, valid)).toEqual({});
    expect(fieldErrors(calls.userData.body, {})).toEqual({});
  });

  it('refuses a company type, unknown gender, a bad date, too many addresses and unsafe text', () => {
    expect(
      fieldErrors(calls.userData.body, {
        type: 3,
        gender: 'other',
        dateOfBirth: '1990-02-30',
        addresses: ['a', 'b', 'c', 'd', 'e', 'f'],
        firstName: SCRIPT,
        country: RLO,
      }),
    ).toEqual({
      type: ['validation.invalid'],
      gender: ['validation.invalid'],
      dateOfBirth: ['validation.date'],
      addresses: ['validation.tooLong'],
      firstName: ['validation.unsafeText'],
      country: ['validation.unsafeText'],
    });
    expect(fieldErrors(calls.userData.body, { addresses: ['<b>home</b>'] })).toEqual({
      'addresses.0': ['validation.unsafeText'],
    });
  });
});

describe('users.addImage', () => {
  it('is a multipart upload of one image', () => {
    expect(calls.addImage.encoding).toBe('multipart');
    expect(calls.addImage.files).toHaveLength(1);
    const [image] = calls.addImage.files ?? [];
    expect(image).toMatchObject({ name: 'image', maxCount: 1, required: true });
    expect(image?.formats).toEqual(expect.arrayContaining(['png', 'jpg', 'jpeg']));
  });
});

describe('auth.logout and users.changeStatus', () => {
  it('end the session', () => {
    expect(calls.logout.endsSession).toBe(true);
    expect(calls.changeStatus.endsSession).toBe(true);
    expect(calls.changeStatus.method).toBe('PUT');
    expect(fieldErrors(calls.logout.body, {})).toEqual({});
    expect(fieldErrors(calls.changeStatus.body, {})).toEqual({});
    expect(fieldErrors(calls.changeStatus.params, { id: 'x' })).toEqual({ id: ['validation.invalid'] });
  });
});

describe('auth.passwordEmail and auth.passwordReset', () => {
  it('password email wants an e-mail', () => {
    expect(fieldErrors(calls.passwordEmail.body, { email: 'a@example.com' })).toEqual({});
    expect(fieldErrors(calls.passwordEmail.body, { email: 'a@' })).toEqual({ email: ['validation.email'] });
  });

  it('reset wants a token and matching passwords', () => {
    expect(
      fieldErrors(calls.passwordReset.body, { token: 't', password: 'abcdef', passwordConfirmation: 'abcdef' }),
    ).toEqual({});
    expect(
      fieldErrors(calls.passwordReset.body, { token: 't', password: 'abcdef', passwordConfirmation: 'abcdeg' }),
    ).toEqual({ passwordConfirmation: ['validation.passwordMismatch'] });
    expect(fieldErrors(calls.passwordReset.body, { token: '', password: 'abc', passwordConfirmation: 'abc' })).toEqual({
      token: ['validation.required'],
      password: ['validation.password'],
    });
    expect(calls.passwordReset.errors).toEqual([{ status: 422, code: 'code_not_found' }]);
  });
});
