/**
 * The social sign-in sandbox page: a stand-in for the Google / Facebook / Apple consent screen
 * (no provider is reachable from dev, CI or demos). Self-contained HTML, English or Arabic (RTL).
 */
import type { Locale, MessageKey, SocialProvider } from '@badal/contracts';
import { escapeHtml } from '@badal/contracts';
import { say } from '../texts.js';

const PROVIDERS: Record<SocialProvider, { name: string; colour: string }> = {
  google: { name: 'Google', colour: '#1a73e8' },
  facebook: { name: 'Facebook', colour: '#1877f2' },
  apple: { name: 'Apple', colour: '#000000' },
};

const TEXT = {
  en: {
    title: (p: string) => `Continue with ${p} (sandbox)`,
    intro: (p: string) =>
      `This page stands in for ${p} while Badal runs without a real provider. Enter the name and e-mail address the provider would share; nothing leaves this machine.`,
    fullName: 'Full name',
    email: 'E-mail',
    submit: (p: string) => `Continue with ${p}`,
    cancel: 'Cancel',
    other: 'العربية',
    returnsTo: 'You will return to',
  },
  ar: {
    title: (p: string) => `المتابعة باستخدام ${p} (بيئة تجريبية)`,
    intro: (p: string) =>
      `تحل هذه الصفحة محل ${p} بينما يعمل بدل دون مزود حقيقي. أدخل الاسم والبريد الإلكتروني اللذين كان المزود سيشاركهما؛ لا تغادر أي بيانات هذا الجهاز.`,
    fullName: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    submit: (p: string) => `المتابعة باستخدام ${p}`,
    cancel: 'إلغاء',
    other: 'English',
    returnsTo: 'ستعود إلى',
  },
} as const;

export interface SocialPageInput {
  provider: SocialProvider;
  locale: Locale;
  redirectUri: string;
  state: string | undefined;
  /** Hidden fields the form sends back as they came (redirect_uri, state, PKCE challenge). */
  carried: Record<string, string>;
  values: { fullName?: string; email?: string };
  errors: Partial<Record<'fullName' | 'email', MessageKey>>;
  /** The page's own path with the current query and the other language, for the language link. */
  otherLanguageHref: string;
}

export const renderSocialPage = (input: SocialPageInput): string => {
  const t = TEXT[input.locale];
  const { name, colour } = PROVIDERS[input.provider];
  const dir = input.locale === 'ar' ? 'rtl' : 'ltr';
  const field = (id: 'fullName' | 'email', label: string, type: string, autocomplete: string) => {
    const error = input.errors[id];
    return `<label for="${id}">${escapeHtml(label)}</label>
      <input id="${id}" name="${id}" type="${type}" autocomplete="${autocomplete}" required maxlength="${id === 'email' ? 254 : 100}"
        value="${escapeHtml(input.values[id] ?? '')}"${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>
      ${error ? `<p class="error" id="${id}-error">${escapeHtml(say(error, input.locale))}</p>` : ''}`;
  };
  let cancelHref = input.redirectUri;
  try {
    const url = new URL(input.redirectUri);
    url.searchParams.set('error', 'access_denied');
    if (input.state) url.searchParams.set('state', input.state);
    cancelHref = url.toString();
  } catch {
    // The route only renders valid http(s) URLs; the raw value is a harmless fallback.
  }
  return `<!doctype html>
<html lang="${input.locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title(name))}</title>
<style>
  :root { color-scheme: light; font-family: system-ui, "Segoe UI", Tahoma, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f4f6; color: #1d1d1f; }
  main { width: min(26rem, calc(100% - 2rem)); background: #fff; border-radius: 12px; padding: 1.75rem;
    box-shadow: 0 2px 12px rgb(0 0 0 / 0.08); }
  h1 { font-size: 1.25rem; margin: 0 0 0.75rem; }
  .badge { display: inline-block; background: ${colour}; color: #fff; border-radius: 6px; padding: 0.15rem 0.5rem;
    font-weight: 600; margin-block-end: 0.75rem; }
  p { line-height: 1.5; margin: 0 0 1rem; }
  label { display: block; font-weight: 600; margin-block: 0.75rem 0.25rem; }
  input { box-sizing: border-box; width: 100%; padding: 0.6rem 0.7rem; border: 1px solid #c7c7cc; border-radius: 8px; font: inherit; }
  input[aria-invalid="true"] { border-color: #c62828; }
  .error { color: #c62828; margin: 0.25rem 0 0; font-size: 0.9rem; }
  .actions { display: flex; gap: 0.75rem; margin-block-start: 1.25rem; align-items: center; }
  button { background: ${colour}; color: #fff; border: 0; border-radius: 8px; padding: 0.65rem 1rem; font: inherit; font-weight: 600; cursor: pointer; }
  a { color: #55033e; }
  small { display: block; color: #6e6e73; margin-block-start: 1rem; overflow-wrap: anywhere; }
  nav { text-align: end; margin-block-end: 0.5rem; }
</style>
</head>
<body>
<main>
  <nav><a href="${escapeHtml(input.otherLanguageHref)}" lang="${input.locale === 'ar' ? 'en' : 'ar'}">${t.other}</a></nav>
  <span class="badge">${escapeHtml(name)}</span>
  <h1>${escapeHtml(t.title(name))}</h1>
  <p>${escapeHtml(t.intro(name))}</p>
  <form method="post" novalidate>
    ${Object.entries(input.carried)
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('\n    ')}
    <input type="hidden" name="lang" value="${input.locale}">
    ${field('fullName', t.fullName, 'text', 'name')}
    ${field('email', t.email, 'email', 'email')}
    <div class="actions">
      <button type="submit">${escapeHtml(t.submit(name))}</button>
      <a href="${escapeHtml(cancelHref)}">${t.cancel}</a>
    </div>
  </form>
  <small>${t.returnsTo} ${escapeHtml(input.redirectUri)}</small>
</main>
</body>
</html>`;
};
