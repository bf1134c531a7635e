import { describe, expect, it } from 'vitest';
import { callList } from './calls/index.js';
import { errorBodySchema, errorCodeSchema, upstreamErrorBodySchema } from './error-schemas.js';
import { errorCatalogue, errorCodes } from './errors.js';
import { isMessageKey } from './messages.js';

describe('§8 error catalogue', () => {
  it('listed codes have the listed statuses', () => {
    expect(errorCatalogue.invalid_credentials.status).toBe(400);
    expect(errorCatalogue.unverified.status).toBe(401);
    expect(errorCatalogue.banned.status).toBe(403);
    expect(errorCatalogue.user_exists.status).toBe(422);
    expect(errorCatalogue.code_not_found.status).toBe(422);
    expect(errorCatalogue.cancelled.status).toBe(499);
  });

  it('the BFF codes of architecture §7 have their statuses', () => {
    expect(errorCatalogue.session_ended.status).toBe(401);
    expect(errorCatalogue.validation.status).toBe(400);
    expect(errorCatalogue.payload_too_large.status).toBe(413);
    expect(errorCatalogue.upstream_unavailable.status).toBe(503);
    expect(errorCatalogue.upstream_timeout.status).toBe(504);
  });

  it('listed codes show the §8 user messages', () => {
    expect(errorCatalogue.invalid_credentials.messageKey).toBe('error.invalidCredentials');
    expect(errorCatalogue.unverified.messageKey).toBe('error.verifyAccount');
    expect(errorCatalogue.banned.messageKey).toBe('error.accountBlocked');
    expect(errorCatalogue.account_disabled.messageKey).toBe('error.accountDisabled');
    expect(errorCatalogue.session_ended.messageKey).toBe('error.sessionEnded');
    expect(errorCatalogue.invalid_number.messageKey).toBe('error.invalidNumber');
  });

  it("every code's messageKey exists and every status is an HTTP error status", () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(isMessageKey(entry.messageKey), code).toBe(true);
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
      expect(code, 'snake_case').toMatch(/^[a-z]+(_[a-z]+)*$/);
    }
    expect(errorCodes).toEqual(Object.keys(errorCatalogue));
    expect(errorCodeSchema.options).toEqual(errorCodes);
  });

  it('every error mapping of the call table names a catalogue code and is reachable', () => {
    for (const call of callList) {
      const seen = new Set<number>();
      for (const mapping of call.errors ?? []) {
        expect(errorCodeSchema.safeParse(mapping.code).success, `${call.name} ${mapping.code}`).toBe(true);
        expect(mapping.status, call.name).toBeGreaterThanOrEqual(400);
        // An unconditional mapping swallows every later mapping of its status.
        expect(seen.has(mapping.status), `${call.name}: ${mapping.status} after an unconditional one`).toBe(false);
        if (!mapping.when) seen.add(mapping.status);
      }
    }
  });

  it('the BFF error body has one shape', () => {
    expect(errorBodySchema.parse({ error: { code: 'banned', message: 'your account is blocked' } })).toBeTruthy();
    expect(
      errorBodySchema.safeParse({ error: { code: 'validation', message: 'x', fields: { email: 'validation.email' } } })
        .success,
    ).toBe(true);
    expect(errorBodySchema.safeParse({ error: { code: 'teapot', message: 'x' } }).success).toBe(false);
    expect(errorBodySchema.safeParse({ message: 'x' }).success).toBe(false);
  });

  it("the marketplace API's error body is Laravel-style", () => {
    expect(upstreamErrorBodySchema.safeParse({ message: 'The given data was invalid.' }).success).toBe(true);
    expect(upstreamErrorBodySchema.safeParse({ errors: { email: ['taken'], phone: 'bad' } }).success).toBe(true);
    expect(upstreamErrorBodySchema.safeParse({ errors: { email: 5 } }).success).toBe(false);
  });
});
