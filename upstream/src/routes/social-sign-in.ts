/**
 * Social sign-in through the sandbox provider. GET /authentication/{provider}/redirect shows the
 * stand-in consent page; posting it sends the browser to redirect_uri?code=… (a one-time code,
 * 10 minutes); GET /authentication/{provider}/callback?code= exchanges the code for the login
 * answer, creating a verified account on first use or linking an existing one by e-mail. The codes
 * and the accounts are in services/social-sign-in.ts; this file serves the page and the callback.
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
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiRouter, CallHandlers } from '../http/api-router.js';
import { requestLocale } from '../http/locale.js';
import { parseInput, toFieldErrors } from '../http/validate.js';
import { fieldError, notFound } from '../http-error.js';
import type { UpstreamContext } from '../services/context.js';
import { endLapsedSuspension } from '../services/moderation/suspension.js';
import { emailOfAnotherAccount, issueSocialCode, redeemSocialCode, socialAccount } from '../services/social-sign-in.js';
import { assertCanSignIn, loginResponse } from '../services/users.js';
import { renderSocialPage } from './social-sign-in-page.js';

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
    const code = await issueSocialCode(ctx, provider, { email, fullName: identity.data.fullName }, form.code_challenge);
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
      const grant = await redeemSocialCode(ctx, params.provider, query.code, query.code_verifier);
      if (!grant) throw fieldError('error.codeNotFound', 'code');
      const user = await endLapsedSuspension(ctx, await socialAccount(ctx, params.provider, grant));
      assertCanSignIn(user);
      return loginResponse(ctx, user, undefined);
    },
  }) satisfies Partial<CallHandlers>;
