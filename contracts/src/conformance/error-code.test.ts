import { describe, expect, it } from 'vitest';
import { calls } from '../calls/index.js';
import { errorTexts, resolveErrorCode } from './error-code.js';

describe('resolveErrorCode', () => {
  it('maps login statuses to the §8 listed codes', () => {
    expect(resolveErrorCode(calls.login, 400, { message: 'invalid username or password' })).toBe('invalid_credentials');
    expect(resolveErrorCode(calls.login, 401, { message: 'please verify your account' })).toBe('unverified');
    expect(resolveErrorCode(calls.login, 403, { message: 'your account is blocked' })).toBe('banned');
    expect(resolveErrorCode(calls.login, 403, { message: 'your account is disabled' })).toBe('account_disabled');
  });

  it("matches `when` on the English error field when the message is in the request's language", () => {
    expect(resolveErrorCode(calls.login, 403, { message: 'تم تعطيل حسابك', error: 'your account is disabled' })).toBe(
      'account_disabled',
    );
  });

  it('falls back to the unconditional mapping, also for bodies that are not error JSON', () => {
    expect(resolveErrorCode(calls.login, 403, undefined)).toBe('banned');
    expect(resolveErrorCode(calls.register, 422, 'nope')).toBe('user_exists');
    expect(resolveErrorCode(calls.categoryMini, 404, {})).toBe('not_found');
  });

  it('answers undefined for statuses the call does not list', () => {
    expect(resolveErrorCode(calls.login, 500, { message: 'boom' })).toBeUndefined();
    expect(resolveErrorCode(calls.categoryMini, 400, { message: 'x' })).toBeUndefined();
  });

  it('reads error and message texts', () => {
    expect(errorTexts({ message: 'm', error: 'e' })).toEqual(['e', 'm']);
    expect(errorTexts({ message: '' })).toEqual([]);
    expect(errorTexts({ errors: { a: 'b' } })).toEqual([]);
    expect(errorTexts('text')).toEqual([]);
  });
});
