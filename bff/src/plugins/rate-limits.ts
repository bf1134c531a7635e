/**
 * Rate limits on the doors people guess at or flood (architecture §4): sign-in, registration,
 * SMS codes (send and check), the e-mail verification resend, and the password e-mail and reset.
 * Each has two counters per window: one per client address (every request counts) and one per
 * account (user name, phone, e-mail or reset token, hashed). Where a wrong guess is the danger
 * (sign-in, SMS check, reset) only failures count against the account, so its owner signing in
 * again and again is never locked out. Over a limit: 429 `rate_limited` with Retry-After. Counters
 * live in Redis when instances share it (REDIS_URL), so the limits hold across instances.
 */
import { createHash } from 'node:crypto';
import { bffRoutes, callRoutes } from '@badal/contracts';
import rateLimit, { normalizeIP, type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { BffConfig } from '../config.js';
import { BffError } from '../lib/bff-error.js';

type Counts = 'all' | 'failures';

interface Guard {
  /** Names the counters (and the README's table). */
  kind: string;
  method: string;
  url: string;
  /** The account a request is about, when it names one. */
  account: (request: FastifyRequest) => unknown;
  accountCounts: Counts;
}

const field = (part: 'body' | 'query', name: string) => (request: FastifyRequest) =>
  (request[part] as Record<string, unknown> | undefined)?.[name];

const api = (route: { method: string; path: string }) => ({ method: route.method, url: `/api${route.path}` });

export const rateLimitedDoors: readonly Guard[] = [
  {
    kind: 'login',
    ...bffRoutes.login,
    url: bffRoutes.login.path,
    account: field('body', 'userName'),
    accountCounts: 'failures',
  },
  {
    kind: 'sms-check',
    ...bffRoutes.verify,
    url: bffRoutes.verify.path,
    account: field('body', 'number'),
    accountCounts: 'failures',
  },
  { kind: 'register', ...api(callRoutes.register), account: field('body', 'phone'), accountCounts: 'all' },
  { kind: 'sms-send', ...api(callRoutes.sendSms), account: field('query', 'mobile'), accountCounts: 'all' },
  {
    kind: 'email-verification',
    ...api(callRoutes.resendEmailVerification),
    account: field('body', 'userName'),
    accountCounts: 'all',
  },
  { kind: 'password-email', ...api(callRoutes.passwordEmail), account: field('body', 'email'), accountCounts: 'all' },
  {
    kind: 'password-reset',
    ...api(callRoutes.passwordReset),
    account: field('body', 'token'),
    accountCounts: 'failures',
  },
];

/** An account name as a counter key: normalized, and hashed so no phone or e-mail sits in Redis. */
const accountKey = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  return createHash('sha256').update(value.trim().toLowerCase()).digest('base64url').slice(0, 22);
};

/** Statuses of a wrong guess (bad credentials, a wrong or spent code): counted against the account. */
const isFailure = (status: number) => status >= 400 && status < 500 && status !== 429;

const limited = (ttlInSeconds: number) =>
  new BffError('rate_limited', { retryAfterSeconds: Math.max(1, ttlInSeconds) });

export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, opts: { config: BffConfig; redis: Redis | null }) => {
    const { windowSeconds, perIp, perAccount } = opts.config.rateLimits;
    await app.register(rateLimit, {
      global: false,
      // A store that fails lets requests through rather than locking everyone out.
      skipOnError: true,
      nameSpace: 'badal-rate:',
      ...(opts.redis ? { redis: opts.redis } : {}),
    } satisfies RateLimitPluginOptions);
    const timeWindow = windowSeconds * 1000;

    const guardOf = (route: RouteOptions): Guard | undefined => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      return rateLimitedDoors.find((g) => g.url === route.url && methods.includes(g.method));
    };

    app.addHook('onRoute', (route) => {
      const guard = guardOf(route);
      if (!guard) return;
      const byAddress = app.createRateLimit({
        max: perIp,
        timeWindow,
        keyGenerator: (request) => `${guard.kind}:ip:${normalizeIP(request.ip)}`,
      });
      const byAccount = app.createRateLimit({
        max: perAccount,
        timeWindow,
        keyGenerator: (request) => `${guard.kind}:account:${accountKey(guard.account(request))}`,
      });
      const failuresOnly = guard.accountCounts === 'failures';
      // After the body is parsed: the account is in it.
      const check = async (request: FastifyRequest) => {
        const address = await byAddress(request);
        if (!address.isAllowed && address.isExceeded) throw limited(address.ttlInSeconds);
        if (!accountKey(guard.account(request))) return;
        const account = await byAccount(request, failuresOnly ? { increment: false } : undefined);
        if (account.isAllowed) return;
        if (failuresOnly ? account.remaining <= 0 : account.isExceeded) throw limited(account.ttlInSeconds);
      };
      route.preHandler = [...(route.preHandler ? [route.preHandler].flat() : []), check];
      if (failuresOnly) {
        const countFailure = async (request: FastifyRequest, reply: { statusCode: number }) => {
          if (isFailure(reply.statusCode) && accountKey(guard.account(request))) await byAccount(request);
        };
        route.onResponse = [...(route.onResponse ? [route.onResponse].flat() : []), countFailure];
      }
    });
  },
  { name: 'rate-limits' },
);
