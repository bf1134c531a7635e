/**
 * Rate limits on the doors people guess at or flood (architecture §4): sign-in, registration, SMS
 * codes (send and check), the e-mail verification resend, the password e-mail and reset, and coupon
 * checks. Over a limit: 429 `rate_limited` with Retry-After. Counters live in Redis when instances
 * share it (REDIS_URL), so the limits hold across instances; in memory otherwise.
 *
 * - Per client address (`request.ip`, as far as TRUST_PROXY lets proxies say it): every request
 *   to a door counts.
 * - Per account the request names (phone, e-mail, reset token, the signed-in user, hashed): every
 *   request, for doors that send something; only failures where a wrong guess is the danger (SMS
 *   check, reset, coupon check), so an owner using them again and again is never locked out.
 * - Wrong passwords (sign-in and the e-mail verification resend, which checks one too) count per
 *   account as the API names it in `badal-account-key` (user name, e-mail and phone of one account
 *   are one counter; the typed name, folded, when an API does not say), per account and client
 *   address, and — for a browser that signed in to that account before (a signed device cookie) —
 *   per device instead, so other people's wrong passwords do not lock the owner out
 *   (docs/decisions/002-account-guess-limits.md).
 *
 * A failure is counted when the API's answer arrives (before it is passed on), and an answer beyond
 * a limit becomes 429 whatever it said — a right password included, whose token is revoked — so a
 * guess past the limit tells nothing.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_KEY_HEADER, accountKeySchema, bffEndpoints, calls } from '@badal/contracts';
import rateLimit, { normalizeIP, type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { BffConfig } from '../config.js';
import { BffError } from '../lib/bff-error.js';
import { wholeBody } from '../upstream/upstream-answer.js';
import type { UpstreamResponse } from '../upstream/upstream-client.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** On a guarded door: told the API's answer before anything is done with it (upstream/call-runner.ts). */
    guessWatch: GuessWatch | null;
  }
}

export interface GuessWatch {
  /** Counts a failed guess; throws 429 (having discarded the answer) when the answer is beyond a limit. */
  answered(res: UpstreamResponse): Promise<void>;
}

interface Guard {
  /** Names the counters (and docs/operations.md's tables). */
  kind: string;
  method: string;
  url: string;
  /** What the request is about, when it names something: a typed name, phone, e-mail, token, the user. */
  account: (request: FastifyRequest) => unknown;
  /** The door's own counter per named account: every request, only failures, or none. */
  perAccount: 'all' | 'failures' | null;
  /** A password is checked: wrong ones count per account (as the API names it), address and device. */
  password?: 'signs-in' | 'checked';
  /** A 2xx answer that is a failed guess all the same. */
  refused?: (answer: unknown) => boolean;
}

const field = (part: 'body' | 'query', name: string) => (request: FastifyRequest) =>
  (request[part] as Record<string, unknown> | undefined)?.[name];

/** A door at a BFF endpoint, or at the /api mirror of a call. */
const bff = (endpoint: { method: string; path: string }) => ({ method: endpoint.method, url: endpoint.path });
const api = (call: { method: string; path: string }) => ({ method: call.method, url: `/api${call.path}` });

export const rateLimitedDoors: readonly Guard[] = [
  {
    kind: 'login',
    ...bff(bffEndpoints.login),
    account: field('body', 'userName'),
    perAccount: null,
    password: 'signs-in',
  },
  {
    kind: 'sms-check',
    ...bff(bffEndpoints.verify),
    account: field('body', 'number'),
    perAccount: 'failures',
  },
  { kind: 'register', ...api(calls.register), account: field('body', 'phone'), perAccount: 'all' },
  { kind: 'sms-send', ...api(calls.sendSms), account: field('query', 'mobile'), perAccount: 'all' },
  {
    kind: 'email-verification',
    ...api(calls.resendEmailVerification),
    account: field('body', 'userName'),
    // Each request may send an e-mail, and each checks a password.
    perAccount: 'all',
    password: 'checked',
  },
  { kind: 'password-email', ...api(calls.passwordEmail), account: field('body', 'email'), perAccount: 'all' },
  {
    kind: 'password-reset',
    ...api(calls.passwordReset),
    account: field('body', 'token'),
    perAccount: 'failures',
  },
  {
    kind: 'coupon-check',
    ...api(calls.checkCoupon),
    // The signed-in user (the call needs one; without a session it is refused before the API).
    account: async (request) => (await request.loadSession())?.userId,
    perAccount: 'failures',
    refused: (answer) => (answer as { response?: unknown } | null)?.response === false,
  },
];

/**
 * A named account as a counter key: case and spacing folded (` Seller ` is `seller`), and hashed so
 * no phone, e-mail or token sits in Redis.
 */
export const typedKey = (value: unknown): string | null => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const folded = text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
  if (folded === '') return null;
  return createHash('sha256').update(folded).digest('base64url').slice(0, 22);
};

/** Statuses of a wrong guess (bad credentials, a wrong or spent code): counted as failures. */
const isFailure = (status: number) => status >= 400 && status < 500 && status !== 429;
const isSuccess = (status: number) => status >= 200 && status < 300;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type Count = Awaited<ReturnType<Limiter>>;
/** Failures have reached the limit: the next guess is refused. */
const full = (count: Count) => !count.isAllowed && count.remaining <= 0;
/** This request went past the limit. */
const exceeded = (count: Count) => !count.isAllowed && count.isExceeded;

const limited = (count: Count) =>
  new BffError('rate_limited', { retryAfterSeconds: count.isAllowed ? 1 : Math.max(1, count.ttlInSeconds) });

/** Which names stand for which account (typed key → account key), learnt from the API's answers. */
interface Aliases {
  get(typed: string): Promise<string | null>;
  set(typed: string, account: string): Promise<void>;
}

const redisAliases = (redis: Redis, ttlMs: number): Aliases => ({
  // A store that fails only costs the shortcut: the API's answer names the account again.
  get: (typed) => redis.get(`badal-rate:alias:${typed}`).catch(() => null),
  set: async (typed, account) => {
    await redis.set(`badal-rate:alias:${typed}`, account, 'PX', ttlMs).catch(() => undefined);
  },
});

const memoryAliases = (ttlMs: number): Aliases => {
  const cache = new LRUCache<string, string>({ max: 100_000, ttl: ttlMs });
  return {
    get: async (typed) => cache.get(typed) ?? null,
    set: async (typed, account) => {
      cache.set(typed, account);
    },
  };
};

/** How long a browser stays known to the accounts it signed in to. */
const DEVICE_COOKIE_DAYS = 180;
/** Accounts one browser is remembered for (a family computer); the most recent first. */
const DEVICE_COOKIE_ACCOUNTS = 4;

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): given at a
 * successful sign-in, HttpOnly, sent only to the sign-in routes; each entry is a random device id
 * and an HMAC binding it to one account key, so it proves nothing for another account.
 */
const deviceCookies = (config: BffConfig) => {
  const https = config.session.secure ?? config.publicUrl?.startsWith('https:') ?? false;
  const name = https ? '__Secure-badal_device' : 'badal_device';
  const sign = (id: string, account: string) =>
    createHmac('sha256', config.rateLimits.deviceSecret).update(`${id}|${account}`).digest('base64url');
  const entries = (request: FastifyRequest): string[] =>
    (request.cookies[name] ?? '')
      .split('.')
      .filter((e) => /^[A-Za-z0-9_-]{22}~[A-Za-z0-9_-]{43}$/.test(e))
      .slice(0, DEVICE_COOKIE_ACCOUNTS);
  const idFor = (entry: string, account: string): string | null => {
    const [id = '', signature = ''] = entry.split('~');
    const expected = Buffer.from(sign(id, account));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  };
  return {
    /** The device id of this browser for `account`, when its cookie holds a valid entry for it. */
    deviceOf(request: FastifyRequest, account: string): string | null {
      for (const entry of entries(request)) {
        const id = idFor(entry, account);
        if (id) return id;
      }
      return null;
    },
    /** Remembers this browser for `account` (keeping its device id when it had one). */
    trust(request: FastifyRequest, reply: FastifyReply, account: string) {
      const all = entries(request);
      const mine = all.find((e) => idFor(e, account) !== null);
      const id = randomBytes(16).toString('base64url');
      const entry = mine ?? `${id}~${sign(id, account)}`;
      const value = [entry, ...all.filter((e) => e !== entry)].slice(0, DEVICE_COOKIE_ACCOUNTS).join('.');
      reply.setCookie(name, value, {
        httpOnly: true,
        sameSite: 'strict',
        path: bffEndpoints.login.path,
        secure: config.session.secure ?? (config.publicUrl ? https : request.protocol === 'https'),
        maxAge: DEVICE_COOKIE_DAYS * 86_400,
      });
    },
  };
};

export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, opts: { config: BffConfig; redis: Redis | null }) => {
    const { windowSeconds, perIp, perAccount, perAccountAddress } = opts.config.rateLimits;
    const timeWindow = windowSeconds * 1000;
    await app.register(rateLimit, {
      global: false,
      // A store that fails lets requests through rather than locking everyone out.
      skipOnError: true,
      nameSpace: 'badal-rate:',
      ...(opts.redis ? { redis: opts.redis } : {}),
    } satisfies RateLimitPluginOptions);
    const aliases = opts.redis ? redisAliases(opts.redis, timeWindow) : memoryAliases(timeWindow);
    const devices = deviceCookies(opts.config);

    app.decorateRequest('guessWatch', null);
    const attemptOf = (request: FastifyRequest) => request.guessWatch as Attempt;
    // Memory stores (one instance): room for many names before an old counter is forgotten.
    const room: object = opts.redis ? {} : { cache: 50_000 };
    const limiter = (max: number, key: (attempt: Attempt) => string): Limiter =>
      app.createRateLimit({ ...room, max, timeWindow, keyGenerator: (request) => key(attemptOf(request)) });
    const byAddress = limiter(perIp, (a) => `${a.guard.kind}:ip:${a.address}`);
    const byTyped = limiter(perAccount, (a) => `${a.guard.kind}:account:${a.typed}`);
    // Shared by the doors that check a password: a wrong one counts the same wherever it was typed.
    const byAccount = limiter(perAccount, (a) => `password:account:${a.account}`);
    const byAccountAddress = limiter(perAccountAddress, (a) => `password:pair:${a.account}:${a.address}`);
    const byDevice = limiter(perAccount, (a) => `password:device:${a.device}`);

    /**
     * The password counters of the attempt's account: the device's for a browser it knows, else the
     * account's and the account-and-address pair's. `failed`: count this failure, and refuse it if
     * it went past a limit; otherwise only look whether a limit is reached. The counter that
     * refuses, or null.
     */
    const passwordLimit = async (request: FastifyRequest, failed: boolean): Promise<Count | null> => {
      const attempt = attemptOf(request);
      const options = failed ? undefined : { increment: false };
      const over = failed ? exceeded : full;
      if (attempt.device) {
        const device = await byDevice(request, options);
        return over(device) ? device : null;
      }
      const [account, pair] = await Promise.all([byAccount(request, options), byAccountAddress(request, options)]);
      return over(account) ? account : over(pair) ? pair : null;
    };

    /** What a guarded request is, and what the rate limits know about it. */
    class Attempt implements GuessWatch {
      /** Key of the password counters: the account as the API named it, or the typed name's key. */
      account: string | null = null;
      /** This browser's device id for that account, when it signed in to it before. */
      device: string | null = null;
      typed: string | null = null;
      /** The password was right and nothing refused it: this browser is remembered for the account. */
      trusted = false;
      readonly address: string;
      #answered = false;

      constructor(
        readonly guard: Guard,
        readonly request: FastifyRequest,
      ) {
        this.address = normalizeIP(request.ip);
      }

      bind(account: string) {
        this.account = account;
        this.device = devices.deviceOf(this.request, account);
      }

      async answered(res: UpstreamResponse): Promise<void> {
        if (this.#answered) return;
        this.#answered = true;
        const { guard, request } = this;
        const ok = isSuccess(res.status);
        let failed = isFailure(res.status);
        if (ok && guard.refused) failed = guard.refused(await readAnswer(res));
        if (!ok && !failed) return;
        let refusal: Count | null = null;
        if (guard.password && this.typed) {
          const named = accountKeySchema.safeParse(res.headers[ACCOUNT_KEY_HEADER]);
          // An API that does not name accounts: each typed name (folded) is its own account.
          const account = named.success ? named.data : this.typed;
          if (account !== this.account) this.bind(account);
          await aliases.set(this.typed, account);
          refusal = await passwordLimit(request, failed);
        }
        if (guard.perAccount === 'failures' && this.typed) {
          const own = await byTyped(request, failed ? undefined : { increment: false });
          if (failed ? exceeded(own) : full(own)) refusal ??= own;
        }
        if (refusal) {
          await discard(request, res);
          throw limited(refusal);
        }
        this.trusted = ok && guard.password === 'signs-in' && this.account !== null;
      }
    }

    /** Reads a small JSON answer whole, leaving it readable for whoever passes it on. */
    const readAnswer = async (res: UpstreamResponse): Promise<unknown> => {
      const bytes = res.body.whole ?? (await res.body.bytes());
      if (!res.body.whole) res.body = wholeBody(bytes);
      try {
        return JSON.parse(bytes.toString('utf8')) as unknown;
      } catch {
        return undefined;
      }
    };

    /** An answer not passed on; a sign-in's token is revoked at once, so the session it began ends. */
    const discard = async (request: FastifyRequest, res: UpstreamResponse) => {
      if (!isSuccess(res.status)) return res.body.dump();
      const token = ((await readAnswer(res)) as { access_token?: unknown } | undefined)?.access_token;
      if (typeof token !== 'string') return;
      try {
        const out = await app.upstream.send({
          call: calls.logout,
          body: {},
          apiToken: token,
          locale: 'en',
          requestId: request.id,
        });
        await out.body.dump();
      } catch (error) {
        request.log.warn({ err: error }, 'could not revoke the token of a sign-in beyond the limits');
      }
    };

    const guardOf = (route: RouteOptions): Guard | undefined => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      return rateLimitedDoors.find((g) => g.url === route.url && methods.includes(g.method));
    };

    app.addHook('onRoute', (route) => {
      const guard = guardOf(route);
      if (!guard) return;
      // After the body is parsed: what the request names is in it.
      const check = async (request: FastifyRequest) => {
        const attempt = new Attempt(guard, request);
        request.guessWatch = attempt;
        const address = await byAddress(request);
        if (exceeded(address)) throw limited(address);
        attempt.typed = typedKey(await guard.account(request));
        if (!attempt.typed) return;
        if (guard.perAccount) {
          const failures = guard.perAccount === 'failures';
          const own = await byTyped(request, failures ? { increment: false } : undefined);
          if (failures ? full(own) : exceeded(own)) throw limited(own);
        }
        if (guard.password) {
          // A name seen before is known to stand for its account: refused without asking the API.
          const account = await aliases.get(attempt.typed);
          if (!account) return;
          attempt.bind(account);
          const refusal = await passwordLimit(request, false);
          if (refusal) throw limited(refusal);
        }
      };
      route.preHandler = [...(route.preHandler ? [route.preHandler].flat() : []), check];
      if (guard.password !== 'signs-in') return;
      // Once the sign-in succeeded (its session cookie set first, for clients that read only one).
      const remember = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const attempt = request.guessWatch as Attempt | null;
        if (attempt?.trusted && attempt.account && reply.statusCode < 300)
          devices.trust(request, reply, attempt.account);
        return payload;
      };
      route.preSerialization = [...(route.preSerialization ? [route.preSerialization].flat() : []), remember];
    });
  },
  { name: 'rate-limits', dependencies: ['sessions'] },
);
