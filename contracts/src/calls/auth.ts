/** spec §7 "Authentication and account". */
import { z } from 'zod';
import { defineCalls } from '../call.js';
import { AVATAR_MAX_BYTES } from '../constants.js';
import { loginResponseSchema, messageResponseSchema } from '../entities/session.js';
import { publicUserSchema, selfUserSchema } from '../entities/user.js';
import { genderSchema } from '../enum-schemas.js';
import * as rule from '../rules.js';

const passwordsMatch = (b: { password?: string | undefined; passwordConfirmation?: string | undefined }) =>
  b.password === undefined || b.password === b.passwordConfirmation;
const mismatch = { error: 'validation.passwordMismatch', path: ['passwordConfirmation'] };
/** Every failure carries a message key (messages.ts), never zod's English prose. */
const invalidKey = { error: 'validation.invalid' } as const;
const requiredKey = { error: 'validation.required' } as const;
const tooLongKey = { error: 'validation.tooLong' } as const;

/** Country calling code of the phone number (Kuwait: 965). */
export const countryCodeSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .regex(/^\+?\d{1,4}$/, { error: 'validation.invalid' });

/** A PKCE code verifier (RFC 7636 §4.1): 43 to 128 unreserved characters. */
export const pkceVerifierSchema = z.string(invalidKey).regex(/^[A-Za-z0-9._~-]{43,128}$/, invalidKey);
/** Its S256 challenge: base64url of a SHA-256, 43 characters. */
export const pkceChallengeSchema = z.string(invalidKey).regex(/^[A-Za-z0-9_-]{43}$/, invalidKey);

export const socialProviderSchema = z.enum(['google', 'facebook', 'apple'], { error: 'validation.invalid' });
export type SocialProvider = z.infer<typeof socialProviderSchema>;

export const loginBodySchema = z.object({
  userName: rule.required(100),
  password: rule.plainString(128, 'validation.required').min(1, { error: 'validation.required' }),
  /** Added by the BFF when the session holds a push token (§7 global rules). */
  fcmToken: rule.plainString(4096).optional(),
});

/**
 * Badal extension of POST /authentication and POST /authentication/resend-email-verification (the
 * calls that check a password): the API names the account the typed `userName` stands for in this
 * response header, on success and on failure alike. User name, e-mail and phone of one account give
 * one key; a name that is no account's gets a key derived from the name, so the header does not
 * tell whether an account exists. Opaque (an HMAC), meant for the BFF only: it counts wrong
 * passwords per account with it and never passes it on. An API without it is still followed: the
 * BFF then counts per typed name (docs/decisions/002-account-guess-limits.md).
 */
export const ACCOUNT_KEY_HEADER = 'badal-account-key';
/** What the BFF accepts as an account key: URL-safe characters, 16 to 128 of them. */
export const accountKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);

export const registerBodySchema = z
  .object({
    fullName: rule.name(100),
    userName: rule.userName,
    email: rule.email,
    phone: rule.requiredAsPhone,
    password: rule.password,
    passwordConfirmation: z.string({ error: 'validation.required' }),
    code: countryCodeSchema.default('965'),
  })
  .refine(passwordsMatch, mismatch);
export type RegisterBody = z.input<typeof registerBodySchema>;

export const checkCodeQuerySchema = z.object({
  number: rule.requiredAsPhone,
  email: rule.email.optional(),
  code: z
    .string({ error: 'error.enterSmsOtp' })
    .trim()
    .regex(/^\d{4,8}$/, { error: 'error.enterSmsOtp' }),
});

export const updateUserBodySchema = z
  .object({
    email: rule.email.optional(),
    fullName: rule.name(100).optional(),
    userName: rule.userName.optional(),
    oldPassword: z.string(requiredKey).max(128, tooLongKey).optional(),
    password: rule.password.optional(),
    passwordConfirmation: z.string(requiredKey).max(128, tooLongKey).optional(),
    phone: rule.requiredAsPhone.optional(),
  })
  .refine(passwordsMatch, mismatch)
  .refine((b) => b.password === undefined || (b.oldPassword ?? '') !== '', {
    error: 'validation.required',
    path: ['oldPassword'],
  });
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

const userIdParams = z.object({ id: rule.id });

export const userDataBodySchema = z.object({
  /** Account type; a company account comes only through the company subscription. */
  type: z.union([z.literal(1), z.literal(2)], { error: 'validation.invalid' }).optional(),
  gender: genderSchema.optional(),
  firstName: rule.name(60).optional(),
  lastName: rule.name(60).optional(),
  dateOfBirth: rule.date.optional(),
  addresses: z.array(rule.required(200), invalidKey).max(5, { error: 'validation.tooLong' }).optional(),
  country: rule.name(60).optional(),
});
export type UserDataBody = z.input<typeof userDataBodySchema>;

export const passwordResetBodySchema = z
  .object({
    token: rule.required(200),
    password: rule.password,
    passwordConfirmation: z.string({ error: 'validation.required' }),
  })
  .refine(passwordsMatch, mismatch);

export const authCalls = defineCalls({
  login: {
    method: 'POST',
    path: '/authentication',
    encoding: 'json',
    exposure: 'internal',
    summary: 'Sign in with user name and password',
    auth: 'none',
    body: loginBodySchema,
    response: loginResponseSchema,
    errors: [
      { status: 400, code: 'invalid_credentials' },
      { status: 401, code: 'unverified' },
      { status: 403, code: 'account_disabled', when: /disabled/i },
      { status: 403, code: 'banned' },
    ],
    tags: ['auth'],
  },
  socialCallback: {
    method: 'GET',
    path: '/authentication/{provider}/callback',
    encoding: 'none',
    exposure: 'internal',
    summary: 'Finish a social sign-in with the provider code',
    auth: 'none',
    params: z.object({ provider: socialProviderSchema }),
    query: z.object({
      code: rule.required(2048),
      /** PKCE (RFC 7636): the verifier whose S256 challenge went with the sign-in's redirect. */
      code_verifier: pkceVerifierSchema.optional(),
    }),
    response: loginResponseSchema,
    errors: [
      { status: 422, code: 'code_not_found' },
      { status: 403, code: 'account_disabled', when: /disabled/i },
      { status: 403, code: 'banned' },
    ],
    tags: ['auth'],
  },
  register: {
    method: 'POST',
    path: '/register',
    encoding: 'json',
    exposure: 'api',
    summary: 'Create an account; SMS and e-mail verification codes are sent',
    auth: 'none',
    body: registerBodySchema,
    response: z.object({ id: z.number().int(), message: z.string() }),
    successStatus: 201,
    errors: [{ status: 422, code: 'user_exists' }],
    tags: ['auth'],
  },
  self: {
    method: 'GET',
    path: '/users/self',
    encoding: 'none',
    exposure: 'api',
    summary: 'The signed-in user',
    auth: 'required',
    response: selfUserSchema,
    tags: ['account'],
  },
  checkCode: {
    method: 'GET',
    path: '/authentication/message/check-code',
    encoding: 'none',
    exposure: 'internal',
    summary: 'Verify the SMS code sent at registration; signs the user in',
    auth: 'none',
    query: checkCodeQuerySchema,
    response: loginResponseSchema,
    errors: [
      { status: 422, code: 'code_not_found' },
      { status: 403, code: 'banned' },
    ],
    tags: ['auth'],
  },
  sendSms: {
    method: 'GET',
    path: '/authentication/message',
    encoding: 'none',
    exposure: 'api',
    summary: 'Send (again) the SMS verification code to a registered mobile number',
    auth: 'none',
    query: z.object({ mobile: rule.requiredAsPhone }),
    response: messageResponseSchema,
    errors: [{ status: 422, code: 'invalid_number' }],
    tags: ['auth'],
  },
  resendEmailVerification: {
    method: 'POST',
    path: '/authentication/resend-email-verification',
    encoding: 'json',
    exposure: 'api',
    summary: 'Send the e-mail verification code again to an unverified account',
    auth: 'none',
    body: z.object({
      userName: rule.required(100),
      password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(128),
      code: countryCodeSchema.optional(),
    }),
    response: messageResponseSchema,
    errors: [{ status: 400, code: 'invalid_credentials' }],
    tags: ['auth'],
  },
  updateUser: {
    method: 'PUT',
    path: '/users/{id}',
    encoding: 'json',
    exposure: 'api',
    summary: 'Update account details or change the password',
    auth: 'required',
    params: userIdParams,
    body: updateUserBodySchema,
    response: selfUserSchema,
    errors: [{ status: 422, code: 'validation' }],
    tags: ['account'],
  },
  userData: {
    method: 'POST',
    path: '/users/user-data',
    encoding: 'json',
    exposure: 'api',
    summary: 'Save the personal data of the profile',
    auth: 'required',
    body: userDataBodySchema,
    response: selfUserSchema,
    tags: ['account'],
  },
  addImage: {
    method: 'POST',
    path: '/users/add-image',
    encoding: 'multipart',
    exposure: 'api',
    summary: 'Upload the profile picture',
    auth: 'required',
    files: [
      {
        name: 'image',
        maxCount: 1,
        formats: ['png', 'jpg', 'jpeg', 'webp'],
        maxBytes: AVATAR_MAX_BYTES,
        required: true,
      },
    ],
    response: selfUserSchema,
    tags: ['account'],
  },
  logout: {
    method: 'POST',
    path: '/authentication/logout',
    encoding: 'json',
    exposure: 'internal',
    summary: 'Revoke the API token',
    auth: 'required',
    body: z.object({ fcmToken: rule.plainString(4096).optional() }),
    response: messageResponseSchema,
    endsSession: true,
    tags: ['auth'],
  },
  changeStatus: {
    method: 'PUT',
    path: '/users/{id}/change-status',
    encoding: 'json',
    exposure: 'api',
    summary: 'Disable the account; the session ends',
    auth: 'required',
    params: userIdParams,
    body: z.object({}),
    response: messageResponseSchema,
    endsSession: true,
    tags: ['account'],
  },
  passwordEmail: {
    method: 'POST',
    path: '/authentication/password/email',
    encoding: 'json',
    exposure: 'api',
    summary: 'E-mail a password reset token',
    auth: 'none',
    body: z.object({ email: rule.email }),
    response: messageResponseSchema,
    tags: ['auth'],
  },
  passwordReset: {
    method: 'POST',
    path: '/authentication/password/reset',
    encoding: 'json',
    exposure: 'api',
    summary: 'Set a new password with the e-mailed token',
    auth: 'none',
    body: passwordResetBodySchema,
    response: messageResponseSchema,
    errors: [{ status: 422, code: 'code_not_found' }],
    tags: ['auth'],
  },
  showUser: {
    method: 'GET',
    path: '/users/{id}',
    encoding: 'none',
    exposure: 'api',
    summary: 'A public profile',
    auth: 'optional',
    params: userIdParams,
    response: publicUserSchema,
    cacheSeconds: 60,
    tags: ['account'],
  },
});
