import { describe, expect, it } from 'vitest';
import { calls } from '../calls/index.js';
import type { ApiResponse } from './client.js';
import { describeAnswer, errorKey, Recorder } from './recorder.js';

const answer = (
  status: number,
  json?: unknown,
  text = json === undefined ? '' : JSON.stringify(json),
): ApiResponse => ({
  status,
  json,
  text,
});

const session = { id: 1, fullname: 'Demo User', access_token: 'tok', expires_in: 3600, checkMembership: false };

describe('Recorder.success', () => {
  it('passes a success status with a body matching the response schema, and answers the data', () => {
    const rec = new Recorder();
    expect(rec.success(calls.login, 'sign in', answer(200, session))).toEqual(session);
    expect(rec.results).toEqual([
      { call: 'login', check: 'sign in', ok: true, detail: '200, body matches the response schema' },
    ]);
  });

  it('fails another status, naming what came back', () => {
    const rec = new Recorder();
    expect(rec.success(calls.login, 'sign in', answer(500, { message: 'boom' }))).toBeUndefined();
    expect(rec.results[0]).toMatchObject({ ok: false, detail: 'expected 200, got 500 "boom"' });
  });

  it('fails a body off the schema, naming the fields', () => {
    const rec = new Recorder();
    rec.success(calls.login, 'sign in', answer(200, { ...session, access_token: 5, expires_in: undefined }));
    expect(rec.results[0]?.ok).toBe(false);
    expect(rec.results[0]?.detail).toContain('access_token');
    expect(rec.results[0]?.detail).toContain('expires_in');
  });

  it('fails when the extra assertion finds a problem', () => {
    const rec = new Recorder();
    expect(rec.success(calls.login, 'sign in', answer(200, session), () => 'it is someone else')).toBeUndefined();
    expect(rec.results[0]).toMatchObject({ ok: false, detail: '200, body valid, but it is someone else' });
  });
});

describe('Recorder.error', () => {
  it('passes the listed status mapped to the expected code', () => {
    const rec = new Recorder();
    expect(rec.error(calls.login, 'banned', answer(403, { message: 'your account is blocked' }), 403, 'banned')).toBe(
      true,
    );
    expect(rec.results[0]).toMatchObject({ ok: true, detail: '403 "your account is blocked" → banned' });
    expect(rec.errorsCovered.has(errorKey(calls.login, 403, 'banned'))).toBe(true);
  });

  it('fails when the answer maps to another code', () => {
    const rec = new Recorder();
    rec.error(calls.login, 'banned', answer(403, { message: 'your account is disabled' }), 403, 'banned');
    expect(rec.results[0]?.detail).toContain('403 maps to account_disabled instead of banned');
  });

  it('fails another status and an error body with nothing to show, but counts the mapping as exercised', () => {
    const rec = new Recorder();
    rec.error(calls.login, 'wrong password', answer(200, session), 400, 'invalid_credentials');
    rec.error(calls.self, 'no token', answer(401, undefined, '<html>'), 401);
    expect(rec.results.map((r) => r.ok)).toEqual([false, false]);
    expect(rec.results[1]?.detail).toContain('without a message or error field');
    expect(rec.errorsCovered.has(errorKey(calls.login, 400, 'invalid_credentials'))).toBe(true);
  });
});

describe('Recorder.statusIn, skip and guard', () => {
  it('accepts any of a set of statuses', () => {
    const rec = new Recorder();
    expect(rec.statusIn(calls.self, 'verb', answer(405, { message: 'no' }), [404, 405])).toBe(true);
    expect(rec.statusIn(calls.self, 'verb', answer(200, {}), [404, 405])).toBe(false);
    expect(rec.results[1]?.detail).toBe('expected 404 or 405, got 200');
  });

  it('records skips as not failed, with their reason', () => {
    const rec = new Recorder();
    rec.skip(calls.login, 'disabled', 'needs an outbox', { status: 403, code: 'account_disabled' });
    expect(rec.results[0]).toEqual({
      call: 'login',
      check: 'disabled',
      ok: true,
      skipped: true,
      detail: 'needs an outbox',
    });
    expect(rec.errorsCovered.has(errorKey(calls.login, 403, 'account_disabled'))).toBe(true);
  });

  it('turns a throwing check into a failure', async () => {
    const rec = new Recorder();
    await rec.guard(calls.self, 'boom', async () => {
      throw new Error('suite bug');
    });
    expect(rec.results[0]).toMatchObject({ ok: false, detail: 'the check itself failed: suite bug' });
  });

  it('describes network failures and non-JSON answers', () => {
    expect(describeAnswer({ status: 0, json: undefined, text: '', networkError: 'ECONNREFUSED' })).toBe(
      'no answer (ECONNREFUSED)',
    );
    expect(describeAnswer(answer(502, undefined, 'Bad Gateway'))).toBe('502 non-JSON body "Bad Gateway"');
    expect(describeAnswer(answer(204))).toBe('204');
  });
});
