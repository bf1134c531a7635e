import { describe, expect, it } from 'vitest';
import { credentialsFromEnv, main, parseCli } from './cli.js';

describe('parseCli', () => {
  it('reads --upstream and --outbox, in both spellings', () => {
    expect(parseCli(['--upstream', 'http://127.0.0.1:4000/api'], {})).toEqual({
      upstream: 'http://127.0.0.1:4000/api',
      outboxUrl: undefined,
    });
    expect(parseCli(['--upstream=http://h/api', '--outbox=http://h/dev/outbox'], {})).toEqual({
      upstream: 'http://h/api',
      outboxUrl: 'http://h/dev/outbox',
    });
  });

  it('falls back to CONFORMANCE_UPSTREAM and CONFORMANCE_OUTBOX_URL', () => {
    const env = { CONFORMANCE_UPSTREAM: 'https://api.example.com/api', CONFORMANCE_OUTBOX_URL: 'http://o/dev/outbox' };
    expect(parseCli([], env)).toEqual({ upstream: 'https://api.example.com/api', outboxUrl: 'http://o/dev/outbox' });
    expect(parseCli([], { ...env, CONFORMANCE_OUTBOX_URL: '' })).toMatchObject({ outboxUrl: undefined });
  });

  it('refuses a missing or non-http upstream and unknown options', () => {
    expect(() => parseCli([], {})).toThrow('--upstream is required');
    expect(() => parseCli(['--upstream', 'ftp://h/api'], {})).toThrow('must be http(s)');
    expect(() => parseCli(['--upstream', 'not a url'], {})).toThrow('is not a URL');
    expect(() => parseCli(['--upstream', 'http://h', '--nope'], {})).toThrow();
    expect(parseCli(['--help'], {})).toBe('help');
  });
});

describe('credentialsFromEnv', () => {
  it("defaults to the reference API's seeded accounts", () => {
    expect(credentialsFromEnv({})).toEqual({
      user: { userName: 'demo', password: 'demo1234' },
      unverified: { userName: 'unverified', password: 'unverified1234' },
      banned: { userName: 'banned', password: 'banned1234' },
      operator: { userName: 'operator', password: 'operator1234' },
    });
  });

  it('takes each account from the environment', () => {
    const env = {
      CONFORMANCE_USER: 'me',
      CONFORMANCE_PASSWORD: 'pw1',
      CONFORMANCE_UNVERIFIED_USER: 'u',
      CONFORMANCE_UNVERIFIED_PASSWORD: 'pw2',
      CONFORMANCE_BANNED_USER: 'b',
      CONFORMANCE_BANNED_PASSWORD: 'pw3',
      CONFORMANCE_OPERATOR_USER: 'o',
      CONFORMANCE_OPERATOR_PASSWORD: 'pw4',
    };
    expect(credentialsFromEnv(env)).toEqual({
      user: { userName: 'me', password: 'pw1' },
      unverified: { userName: 'u', password: 'pw2' },
      banned: { userName: 'b', password: 'pw3' },
      operator: { userName: 'o', password: 'pw4' },
    });
    expect(credentialsFromEnv({ CONFORMANCE_USERNAME: 'alias' }).user.userName).toBe('alias');
    expect(credentialsFromEnv({ CONFORMANCE_USER: '' }).user.userName).toBe('demo');
  });
});

describe('main', () => {
  it('exits 2 with the usage on bad arguments and 0 on --help', async () => {
    const lines: string[] = [];
    expect(await main([], {}, (l) => lines.push(l))).toBe(2);
    expect(lines.join('\n')).toContain('usage: conformance --upstream');
    expect(await main(['--help'], {}, () => {})).toBe(0);
  });
});
