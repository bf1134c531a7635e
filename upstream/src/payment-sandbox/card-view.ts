/**
 * The embedded card form: session.js, the iframe page it draws (/cardview/v2/card), the
 * iframe's own script, and the endpoint the iframe hands the card to. The card is checked (Luhn,
 * a future expiry, a 3- or 4-digit code, a name) and only its brand, last four digits and test
 * behaviour are kept on the session; the number itself is never stored.
 */
import type { Locale } from '@badal/contracts';
import { escapeHtml } from '@badal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { localeOf, textsIn } from '../bilingual.js';
import { SESSION_SCRIPT_PATH } from '../config.js';
import { cardScript } from './card-script.js';
import { sandboxIconLink } from './sandbox-icon.js';
import type { SandboxState } from './sandbox-state.js';
import { sandboxTexts } from './sandbox-texts.js';
import { sessionScript } from './session-script.js';
import { behaviourOf, brandOf, expiryIsValid, passesLuhn } from './test-cards.js';

/** The iframe may be drawn in any merchant's page; its script and requests stay on this origin. */
const FRAME_CSP =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; frame-ancestors *; base-uri 'none'; form-action 'none'";

const cardSchema = z.object({
  holder: z.string().trim().max(100),
  number: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(10),
});

const isOrigin = (value: string | undefined): value is string => {
  if (!value) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
};

const cardPage = (lang: Locale): string => {
  const t = textsIn(sandboxTexts, lang);
  const field = (id: string, label: string, attrs: string) =>
    `<div class="field"><label for="${id}">${escapeHtml(label)}</label><input id="${id}" name="${id}" ${attrs}><p class="error" id="${id}-error" hidden></p></div>`;
  const texts = {
    holderMissing: t.holderMissing,
    numberInvalid: t.numberInvalid,
    expiryInvalid: t.expiryInvalid,
    cvcInvalid: t.cvcInvalid,
    detailsInvalid: t.detailsInvalid,
  };
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.cardTitle)}</title>
${sandboxIconLink}
<style>
  :root { color-scheme: light; font-family: system-ui, "Segoe UI", Tahoma, sans-serif; }
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; padding: 0.25rem; color: #1d1d1f; background: transparent; }
  .badge { font-size: 0.75rem; color: #6e6e73; margin: 0 0 0.5rem; }
  .row { display: flex; gap: 0.75rem; }
  /* An input's own minimum width must not push the pair wider than a phone's frame. */
  .row .field { flex: 1; min-width: 0; }
  .field { margin-block-end: 0.6rem; }
  label { display: block; font-size: 0.85rem; font-weight: 600; margin-block-end: 0.2rem; }
  input { box-sizing: border-box; width: 100%; padding: 0.55rem 0.65rem; border: 1px solid #c7c7cc; border-radius: 8px; font: inherit; }
  input[aria-invalid="true"] { border-color: #c62828; }
  .error { color: #c62828; font-size: 0.8rem; margin: 0.2rem 0 0; }
</style>
</head>
<body>
<p class="badge">${escapeHtml(t.badge)}</p>
<form id="card" novalidate>
  ${field('holder', t.holder, 'autocomplete="cc-name" maxlength="100" required')}
  ${field('number', t.number, 'autocomplete="cc-number" inputmode="numeric" dir="ltr" maxlength="23" required')}
  <div class="row">
    ${field('expiry', t.expiry, 'autocomplete="cc-exp" inputmode="numeric" dir="ltr" placeholder="MM/YY" maxlength="7" required')}
    ${field('cvc', t.cvc, 'autocomplete="cc-csc" inputmode="numeric" dir="ltr" maxlength="4" required')}
  </div>
</form>
<script type="application/json" id="texts">${JSON.stringify(texts).replace(/</g, '\\u003c')}</script>
<script src="/cardview/v2/card.js"></script>
</body>
</html>`;
};

const logo = (label: string, colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="40" viewBox="0 0 96 40"><rect width="96" height="40" rx="6" fill="${colour}"/><text x="48" y="26" font-family="Arial, sans-serif" font-size="15" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`;

const LOGOS: Readonly<Record<string, string>> = {
  'kn.svg': logo('KNET', '#0a4d8c'),
  'vm.svg': logo('VISA · MC', '#1a1f71'),
};

export const registerCardView = (app: FastifyInstance, state: SandboxState): void => {
  app.get(SESSION_SCRIPT_PATH, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(sessionScript),
  );

  app.get('/cardview/v2/card.js', async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(cardScript),
  );

  app.get<{ Querystring: Record<string, string | undefined> }>('/cardview/v2/card', async (request, reply) => {
    const { sessionId, parentOrigin, lang } = request.query;
    if (!sessionId || !isOrigin(parentOrigin)) {
      return reply
        .code(400)
        .type('text/plain; charset=utf-8')
        .send('sessionId and parentOrigin (an origin) are required');
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', FRAME_CSP)
      .header('cache-control', 'no-store')
      .send(cardPage(localeOf(lang)));
  });

  app.post<{ Params: { sessionId: string }; Querystring: { lang?: string } }>(
    '/cardview/v2/sessions/:sessionId/card',
    async (request, reply) => {
      const t = textsIn(sandboxTexts, localeOf(request.query.lang));
      const refuse = (message: string) => reply.code(422).send({ message });
      const session = state.session(request.params.sessionId);
      const now = new Date();
      if (!session) return refuse(t.sessionInvalid);
      if (session.usedAt) return refuse(t.sessionUsed);
      if (session.expiresAt <= now) return refuse(t.sessionExpired);
      const card = cardSchema.safeParse(request.body);
      if (!card.success) return refuse(t.detailsInvalid);
      const number = card.data.number.replace(/[\s-]/g, '');
      const brand = brandOf(number);
      if (!card.data.holder) return refuse(t.holderMissing);
      if (!passesLuhn(number) || !brand) return refuse(t.numberInvalid);
      if (!expiryIsValid(card.data.expiry, now)) return refuse(t.expiryInvalid);
      if (!new RegExp(`^\\d{${brand === 'Amex' ? 4 : 3}}$`).test(card.data.cvc)) return refuse(t.cvcInvalid);
      session.card = { brand, last4: number.slice(-4), behaviour: behaviourOf(number) };
      return { cardBrand: brand };
    },
  );

  app.get<{ Params: { name: string } }>('/images/:name', async (request, reply) => {
    const svg = LOGOS[request.params.name];
    if (!svg) return reply.code(404).type('text/plain; charset=utf-8').send('not found');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
};
