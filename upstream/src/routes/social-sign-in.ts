/**
 * Social sign-in through the sandbox provider. GET /authentication/{provider}/redirect shows the
 * stand-in consent page; posting it sends the browser to redirect_uri?code=… (a one-time code,
 * 10 minutes); GET /authentication/{provider}/callback?code= exchanges the code for the login
 * answer, creating a verified account on first use or linking an existing one by e-mail.
 */
import {
  isMessageKey,
  type Locale,
  localeSchema,
  type MessageKey,
  pkceChallengeSchema,
  rules,
  socialProviderSchema,
} from '@badal/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isUniqueViolation } from '../db/database.js';
import { socialCodes, socialIdentities, type UserRow, users } from '../db/schema.js';
import type { ApiRouter, CallHandlers } from '../http/api-router.js';
import { requestLocale } from '../http/locale.js';
import { parseInput, toFieldErrors } from '../http/validate.js';
import { fieldError, notFound } from '../http-error.js';
import type { UpstreamContext } from '../services/context.js';
import { welcomeNewMember } from '../services/notifications/notify.js';
import { unusablePasswordHash } from '../services/passwords.js';
import { pkceChallenge, randomDigits, randomToken, sha256 } from '../services/secrets.js';
import { assertCanSignIn, findUserByEmail, loginResponse } from '../services/users.js';
import { renderSocialPage } from './social-sign-in-page.js';

const SOCIAL_CODE_TTL_MS = 10 * 60_000;
const REDIRECT_PATH = '/authentication/{provider}/redirect';

const redirectQuerySchema = z.object({
  redirect_uri: rules.url,
  state: z.string({ error: 'validation.invalid' }).max(500, { error: 'validation.tooLong' }).optional(),
  lang: localeSchema.optional(),
  /** PKCE: only S256 is offered (plain would hand the verifier to whoever sees the redirect). */
  code_challenge: pkceChallengeSchema.optional(),
  code_challenge_method: z.literal('S256', { error: 'validation.invalid' }).optional(),
});
type RedirectQuery = z.infer<typeof redirectQuerySchema>;

/** What the consent form carries through unchanged (redirect, state, PKCE challenge). */
const passedOn = (q: RedirectQuery): Record<string, string> => ({
  redirect_uri: q.redirect_uri,
  ...(q.state ? { state: q.state } : {}),
  ...(q.code_challenge ? { code_challenge: q.code_challenge, code_challenge_method: 'S256' } : {}),
});
const identitySchema = z.object({ fullName: rules.name(100), email: rules.email });

const providerOf = (request: FastifyRequest) => {
  const parsed = socialProviderSchema.safeParse((request.params as { provider?: unknown }).provider);
  if (!parsed.success) throw notFound();
  return parsed.data;
};

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    })
    .send(html);

/** A user name nobody has yet, made from the e-mail's local part (e.g. sara.k → sara.k, sara.k4821). */
const freeUserName = async (ctx: UpstreamContext, email: string): Promise<string> => {
  let base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 20);
  if (base.length < 3) base = `user${base}`;
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = attempt === 0 ? base : `${base}${randomDigits(4)}`;
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.userName})`, candidate.toLowerCase()))
      .limit(1);
    if (!taken) return candidate;
  }
  return `user${randomDigits(8)}`;
};

/** The account for a provider identity: linked before, found by e-mail, or created now. */
const accountFor = async (
  ctx: UpstreamContext,
  provider: string,
  email: string,
  fullName: string,
): Promise<UserRow> => {
  const [linked] = await ctx.db
    .select({ user: users })
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, email)))
    .limit(1);
  if (linked) return linked.user;
  // Typing an address on the sandbox page proves nothing about owning it: an account that was
  // not made through this provider is never signed into from here.
  if (await findUserByEmail(ctx, email)) throw fieldError('error.socialEmailTaken', 'code');
  let user: UserRow | undefined;
  // Retried because a parallel sign-in of the same person may take the e-mail first (then use
  // that account) or the same generated user name (then pick another).
  for (let attempt = 0; attempt < 3 && !user; attempt++) {
    try {
      [user] = await ctx.db
        .insert(users)
        .values({
          userName: await freeUserName(ctx, email),
          email,
          fullName,
          passwordHash: await unusablePasswordHash(),
          status: 'active',
          verifiedAt: new Date(),
        })
        .returning();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      user = await findUserByEmail(ctx, email);
    }
  }
  if (!user) throw new Error('social account could not be created');
  await ctx.db.insert(socialIdentities).values({ provider, subject: email, userId: user.id }).onConflictDoNothing();
  await welcomeNewMember(ctx, user.id);
  return user;
};

/** Whether the e-mail belongs to an account this provider identity was never linked to. */
const emailOfAnotherAccount = async (ctx: UpstreamContext, provider: string, email: string): Promise<boolean> => {
  const [linked] = await ctx.db
    .select({ id: socialIdentities.id })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, email)))
    .limit(1);
  return !linked && (await findUserByEmail(ctx, email)) !== undefined;
};

/** The sandbox provider's consent page (a browser page, not a call of the table). */
export const registerSocialConsentPage = (router: ApiRouter, ctx: UpstreamContext): void => {
  const pageLocale = (request: FastifyRequest, lang: Locale | undefined): Locale => lang ?? requestLocale(request);
  const otherLanguageHref = (request: FastifyRequest, locale: Locale, query: Record<string, string>) => {
    const params = new URLSearchParams({ ...query, lang: locale === 'ar' ? 'en' : 'ar' });
    return `${request.url.split('?')[0]}?${params.toString()}`;
  };

  router.route('GET', REDIRECT_PATH, async (request, reply) => {
    const provider = providerOf(request);
    const query = parseInput(redirectQuerySchema, request.query ?? {});
    const locale = pageLocale(request, query.lang);
    const keep = passedOn(query);
    return sendPage(
      reply,
      200,
      renderSocialPage({
        provider,
        locale,
        redirectUri: query.redirect_uri,
        state: query.state,
        carried: keep,
        values: {},
        errors: {},
        otherLanguageHref: otherLanguageHref(request, locale, keep),
      }),
    );
  });

  router.route('POST', REDIRECT_PATH, async (request, reply, input) => {
    const provider = providerOf(request);
    const form = parseInput(redirectQuerySchema, input.fields);
    const locale = pageLocale(request, form.lang);
    const fields = (typeof input.fields === 'object' && input.fields ? input.fields : {}) as Record<string, unknown>;
    const identity = identitySchema.safeParse(fields);
    const email = identity.success ? identity.data.email.toLowerCase() : '';
    const errors: Partial<Record<'fullName' | 'email', MessageKey>> = {};
    if (!identity.success) {
      const issues = toFieldErrors(identity.error.issues);
      for (const field of ['fullName', 'email'] as const) {
        const key = issues[field]?.[0];
        if (key && isMessageKey(key)) errors[field] = key;
      }
    } else if (await emailOfAnotherAccount(ctx, provider, email)) errors.email = 'error.socialEmailTaken';
    if (!identity.success || errors.email) {
      const keep = passedOn(form);
      return sendPage(
        reply,
        422,
        renderSocialPage({
          provider,
          locale,
          redirectUri: form.redirect_uri,
          state: form.state,
          carried: keep,
          values: {
            fullName: typeof fields.fullName === 'string' ? fields.fullName : '',
            email: typeof fields.email === 'string' ? fields.email : '',
          },
          errors,
          otherLanguageHref: otherLanguageHref(request, locale, keep),
        }),
      );
    }
    const code = randomToken();
    await ctx.db.insert(socialCodes).values({
      codeHash: sha256(code),
      provider,
      email,
      fullName: identity.data.fullName,
      codeChallenge: form.code_challenge ?? null,
      expiresAt: new Date(Date.now() + SOCIAL_CODE_TTL_MS),
    });
    const target = new URL(form.redirect_uri);
    target.searchParams.set('code', code);
    if (form.state) target.searchParams.set('state', form.state);
    return reply.redirect(target.toString(), 303);
  });
};

/** Finishing the sign-in: the one call of the table here. */
export const socialSignInHandlers = (ctx: UpstreamContext) =>
  ({
    socialCallback: async ({ params, query }) => {
      // Using the code up in the statement that finds it makes it single use, even under races.
      const [grant] = await ctx.db
        .update(socialCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(socialCodes.codeHash, sha256(query.code)),
            eq(socialCodes.provider, params.provider),
            isNull(socialCodes.usedAt),
            gt(socialCodes.expiresAt, new Date()),
            // A code made with a PKCE challenge is only for whoever holds its verifier.
            query.code_verifier
              ? eq(socialCodes.codeChallenge, pkceChallenge(query.code_verifier))
              : isNull(socialCodes.codeChallenge),
          ),
        )
        .returning({ email: socialCodes.email, fullName: socialCodes.fullName });
      if (!grant) throw fieldError('error.codeNotFound', 'code');
      const user = await accountFor(ctx, params.provider, grant.email, grant.fullName);
      assertCanSignIn(user);
      return loginResponse(ctx, user, undefined);
    },
  }) satisfies Partial<CallHandlers>;
