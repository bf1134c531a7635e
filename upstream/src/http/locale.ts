import type { Locale } from '@badal/contracts';

/**
 * The request language from `accept-language` (spec §7: en or ar, default en). Honours q-values, so
 * 'fr, ar;q=0.8, en;q=0.5' answers in Arabic; anything without en or ar is English.
 */
export const negotiateLocale = (header: string | undefined): Locale => {
  if (!header) return 'en';
  let best: { locale: Locale; q: number } | null = null;
  for (const range of header.split(',')) {
    const [tag = '', ...params] = range.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary !== 'en' && primary !== 'ar') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale ?? 'en';
};
