/**
 * The page a PaymentURL opens (/pay/<token>): for a card invoice, the card network's answer —
 * approved or declined at once, or the 3-D Secure page asking for the one-time code; for KNET,
 * the KNET page with approve and cancel. Each finished attempt is recorded as a transaction,
 * the webhook goes out, and the customer is sent to the invoice's CallBackUrl (paid) or ErrorUrl
 * (not paid) with `paymentId` and `Id` added, as MyFatoorah does. With `iframeEnabled=true` the
 * page instead tells its parent window where to go (`{ sender: 'MF-3DSecure', url }`).
 */
import { escapeHtml, filsToDecimal, type Locale } from '@badal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { textsIn } from '../bilingual.js';
import { sandboxIconLink } from './sandbox-icon.js';
import type { SandboxInvoice, SandboxState, SandboxTransaction } from './sandbox-state.js';
import { type SandboxTexts, sandboxTexts } from './sandbox-texts.js';
import { OTP_ATTEMPTS, SANDBOX_OTP } from './test-cards.js';
import type { WebhookSender } from './webhook-sender.js';

const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self' http: https:; base-uri 'none'";

/** The script of the hand-back page in an iframe: it posts the return URL to the parent window. */
export const returnScript = `(function () {
  var url = document.getElementById('return').getAttribute('href');
  window.parent.postMessage(JSON.stringify({ sender: 'MF-3DSecure', url: url }), '*');
})();
`;

/** The merchant's URL with the payment added to its query (`paymentId` and `Id`). */
export const returnUrl = (base: string, paymentId: string): string => {
  const url = new URL(base);
  url.searchParams.set('paymentId', paymentId);
  url.searchParams.set('Id', paymentId);
  return url.toString();
};

const page = (lang: Locale, t: SandboxTexts, title: string, body: string, extraHead = '') => `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
${sandboxIconLink}
${extraHead}
<style>
  :root { color-scheme: light; font-family: system-ui, "Segoe UI", Tahoma, sans-serif; }
  /* Widths include padding: the card's 100% - 2rem stays inside a 360 px screen. */
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f4f6; color: #1d1d1f; }
  main { width: min(26rem, calc(100% - 2rem)); background: #fff; border-radius: 12px; padding: clamp(1rem, 5vw, 1.75rem); box-shadow: 0 2px 12px rgb(0 0 0 / 0.08); overflow-wrap: anywhere; }
  .badge { display: inline-block; background: #0a4d8c; color: #fff; border-radius: 6px; padding: 0.15rem 0.5rem; font-size: 0.8rem; font-weight: 600; }
  h1 { font-size: 1.25rem; margin: 0.75rem 0; }
  p { line-height: 1.5; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.35rem 1rem; margin: 0 0 1.25rem; }
  dt { color: #6e6e73; } dd { margin: 0; font-weight: 600; }
  label { display: block; font-weight: 600; margin-block-end: 0.25rem; }
  input { box-sizing: border-box; width: 100%; padding: 0.6rem 0.7rem; border: 1px solid #c7c7cc; border-radius: 8px; font: inherit; letter-spacing: 0.2em; }
  .error { color: #c62828; margin: 0.5rem 0 0; }
  .actions { display: flex; gap: 0.75rem; margin-block-start: 1.25rem; flex-wrap: wrap; }
  button { border: 0; border-radius: 8px; padding: 0.65rem 1rem; font: inherit; font-weight: 600; cursor: pointer; background: #0a4d8c; color: #fff; }
  button.secondary { background: #e5e5ea; color: #1d1d1f; }
  small { color: #6e6e73; }
</style>
</head>
<body>
<main>
<span class="badge">${escapeHtml(t.badge)}</span>
${body}
</main>
</body>
</html>`;

const summary = (invoice: SandboxInvoice, t: SandboxTexts) => `<dl>
  <dt>${escapeHtml(t.merchant)}</dt><dd>Badal</dd>
  <dt>${escapeHtml(t.amount)}</dt><dd dir="ltr">${filsToDecimal(invoice.valueFils)} KWD</dd>
  <dt>${escapeHtml(t.reference)}</dt><dd dir="ltr">${invoice.id}</dd>
</dl>`;

export const registerPaymentPages = (
  app: FastifyInstance,
  options: { state: SandboxState; webhooks: WebhookSender },
): void => {
  const { state, webhooks } = options;

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', PAGE_CSP)
      .header('cache-control', 'no-store')
      .send(body);

  /** Sends the customer back to the merchant, or (in an iframe) hands the URL to the parent. */
  const handBack = (
    reply: FastifyReply,
    invoice: SandboxInvoice,
    transaction: SandboxTransaction,
    inFrame: boolean,
  ) => {
    const url = returnUrl(
      transaction.status === 'Succss' ? invoice.callbackUrl : invoice.errorUrl,
      transaction.paymentId,
    );
    if (!inFrame) return reply.redirect(url, 302);
    const t = textsIn(sandboxTexts, invoice.language);
    return html(
      reply,
      200,
      page(
        invoice.language,
        t,
        t.returning,
        `<p>${escapeHtml(t.returning)}</p><p><a id="return" href="${escapeHtml(url)}" target="_top">${escapeHtml(t.continueLink)}</a></p>`,
        '<script src="/pay/return.js" defer></script>',
      ),
    );
  };

  const finish = (
    invoice: SandboxInvoice,
    transaction: SandboxTransaction,
    result: 'Succss' | 'Failed' | 'Canceled',
    error?: { text: string; code: string },
  ) => {
    state.finish(invoice, transaction, result, error);
    webhooks.send(invoice, transaction);
  };

  const secureForm = (invoice: SandboxInvoice, inFrame: boolean, problem?: string) => {
    const t = textsIn(sandboxTexts, invoice.language);
    return page(
      invoice.language,
      t,
      t.secureTitle,
      `<h1>${escapeHtml(t.secureTitle)}</h1>
<p>${escapeHtml(t.secureIntro)}</p>
${summary(invoice, t)}
<form method="post" action="/pay/${invoice.token}/otp">
  <input type="hidden" name="iframeEnabled" value="${inFrame}">
  <label for="otp">${escapeHtml(t.otp)}</label>
  <input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" dir="ltr" maxlength="8"${problem ? ' aria-invalid="true" aria-describedby="otp-error"' : ''} autofocus>
  ${problem ? `<p class="error" id="otp-error">${escapeHtml(problem)}</p>` : ''}
  <div class="actions">
    <button type="submit" name="action" value="confirm">${escapeHtml(t.confirm)}</button>
    <button type="submit" name="action" value="cancel" class="secondary">${escapeHtml(t.cancel)}</button>
  </div>
</form>
<small>${escapeHtml(t.secureHint)}</small>`,
    );
  };

  const knetForm = (invoice: SandboxInvoice, inFrame: boolean) => {
    const t = textsIn(sandboxTexts, invoice.language);
    return page(
      invoice.language,
      t,
      t.knetTitle,
      `<h1>${escapeHtml(t.knetTitle)}</h1>
<p>${escapeHtml(t.knetIntro)}</p>
${summary(invoice, t)}
<form method="post" action="/pay/${invoice.token}/knet">
  <input type="hidden" name="iframeEnabled" value="${inFrame}">
  <div class="actions">
    <button type="submit" name="decision" value="approve">${escapeHtml(t.approve)}</button>
    <button type="submit" name="decision" value="cancel" class="secondary">${escapeHtml(t.knetCancel)}</button>
  </div>
</form>`,
    );
  };

  /** An unknown payment page: its invoice, and so its language, is not known. */
  const notFound = (reply: FastifyReply) => {
    const t = textsIn(sandboxTexts, 'en');
    return html(reply, 404, page('en', t, t.notFound, `<p>${escapeHtml(t.notFound)}</p>`));
  };

  /** The attempt waiting for the customer (3-D Secure), if any. */
  const waiting = (invoice: SandboxInvoice) => invoice.transactions.find((tr) => tr.status === 'InProgress');
  /** A finished invoice (paid, or its one attempt failed) sends the customer back again. */
  const finished = (invoice: SandboxInvoice) =>
    invoice.status === 'Paid'
      ? invoice.transactions.find((tr) => tr.status === 'Succss')
      : invoice.method.kind === 'card'
        ? invoice.transactions.find((tr) => tr.status === 'Failed' || tr.status === 'Canceled')
        : undefined;

  app.get('/pay/return.js', async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').send(returnScript),
  );

  app.get<{ Params: { token: string }; Querystring: { iframeEnabled?: string } }>(
    '/pay/:token',
    async (request, reply) => {
      const invoice = state.invoiceByToken(request.params.token);
      if (!invoice) return notFound(reply);
      const inFrame = request.query.iframeEnabled === 'true';
      const done = finished(invoice);
      if (done) return handBack(reply, invoice, done, inFrame);
      if (invoice.method.kind === 'knet') return html(reply, 200, knetForm(invoice, inFrame));
      const t = textsIn(sandboxTexts, invoice.language);
      switch (invoice.method.card.behaviour) {
        case 'threeDSecure':
          if (!waiting(invoice)) state.startTransaction(invoice, new Date());
          return html(reply, 200, secureForm(invoice, inFrame));
        case 'approve': {
          const transaction = state.startTransaction(invoice, new Date());
          finish(invoice, transaction, 'Succss');
          return handBack(reply, invoice, transaction, inFrame);
        }
        default: {
          const transaction = state.startTransaction(invoice, new Date());
          const declined = invoice.method.card.behaviour === 'decline';
          finish(invoice, transaction, 'Failed', {
            text: declined ? t.declined : t.notTestCard,
            code: declined ? 'MF020' : 'MF001',
          });
          return handBack(reply, invoice, transaction, inFrame);
        }
      }
    },
  );

  app.post<{ Params: { token: string }; Body: { otp?: string; action?: string; iframeEnabled?: string } }>(
    '/pay/:token/otp',
    async (request, reply) => {
      const invoice = state.invoiceByToken(request.params.token);
      if (!invoice) return notFound(reply);
      const inFrame = request.body?.iframeEnabled === 'true';
      const transaction = waiting(invoice);
      if (!transaction || invoice.method.kind !== 'card') return reply.redirect(`/pay/${invoice.token}`, 303);
      const t = textsIn(sandboxTexts, invoice.language);
      if (request.body?.action === 'cancel') {
        finish(invoice, transaction, 'Failed', { text: t.secureCancelled, code: 'MF006' });
        return handBack(reply, invoice, transaction, inFrame);
      }
      if ((request.body?.otp ?? '').trim() === SANDBOX_OTP) {
        finish(invoice, transaction, 'Succss');
        return handBack(reply, invoice, transaction, inFrame);
      }
      invoice.otpAttempts++;
      if (invoice.otpAttempts >= OTP_ATTEMPTS) {
        finish(invoice, transaction, 'Failed', { text: t.secureFailed, code: 'MF004' });
        return handBack(reply, invoice, transaction, inFrame);
      }
      return html(reply, 422, secureForm(invoice, inFrame, t.otpWrong(OTP_ATTEMPTS - invoice.otpAttempts)));
    },
  );

  app.post<{ Params: { token: string }; Body: { decision?: string; iframeEnabled?: string } }>(
    '/pay/:token/knet',
    async (request, reply) => {
      const invoice = state.invoiceByToken(request.params.token);
      if (!invoice) return notFound(reply);
      const inFrame = request.body?.iframeEnabled === 'true';
      if (invoice.method.kind !== 'knet' || invoice.status === 'Paid')
        return reply.redirect(`/pay/${invoice.token}`, 303);
      const transaction = state.startTransaction(invoice, new Date());
      if (request.body?.decision === 'approve') {
        finish(invoice, transaction, 'Succss');
      } else {
        finish(invoice, transaction, 'Canceled', {
          text: textsIn(sandboxTexts, invoice.language).knetCancelled,
          code: 'CANCELED',
        });
      }
      return handBack(reply, invoice, transaction, inFrame);
    },
  );
};
