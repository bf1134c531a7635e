/**
 * What the alerts of issue #33 say, in English and Arabic: new ads for a saved search (one ad, or
 * several summed up after the hour), and a favourited ad's lower price. The search's name, the ad's
 * name and the prices are isolated, so each keeps its own direction inside the other language.
 */
import { CURRENCY, CURRENCY_DECIMALS } from '@badal/contracts';
import { isolateText } from '@badal/contracts/core';
import type { TextModule } from '../../bilingual.js';
import { preview } from './notification-texts.js';

const kwd = new Intl.NumberFormat('en-KW', {
  minimumFractionDigits: CURRENCY_DECIMALS,
  maximumFractionDigits: CURRENCY_DECIMALS,
});

/** 'KWD 1,250.500' as the app writes a price (Latin digits in both languages), from a decimal string. */
export const kwdText = (decimal: string): string =>
  isolateText(`${CURRENCY}\u00a0${kwd.format(decimal as Intl.StringNumericLiteral)}`);

/** '1 new ad', '5 new ads'. */
const englishAds = (count: number): string => `${count} new ad${count === 1 ? '' : 's'}`;
/** Arabic counts agree with the number: one, two (dual), 3–10 (plural), 11 and more (singular). */
const arabicAds = (count: number): string =>
  count === 1
    ? 'إعلان جديد واحد'
    : count === 2
      ? 'إعلانان جديدان'
      : count <= 10
        ? `${count} إعلانات جديدة`
        : `${count} إعلانًا جديدًا`;

export const alertTexts = {
  /**
   * New ads for a saved search: one just published (`ad` names it), or the `count` of the past
   * hour summed up (`ad` empty).
   */
  savedSearch: {
    en: (search: string, count: number, ad: string) =>
      ad
        ? {
            title: `New ad for “${isolateText(preview(search, 60))}”`,
            body: count > 1 ? `${isolateText(preview(ad, 80))} and ${count - 1} more` : isolateText(preview(ad, 100)),
          }
        : {
            title: `${englishAds(count)} for “${isolateText(preview(search, 60))}”`,
            body: 'Open your saved search to see them.',
          },
    ar: (search: string, count: number, ad: string) =>
      ad
        ? {
            title: `إعلان جديد لبحث «${isolateText(preview(search, 60))}»`,
            body: count > 1 ? `${isolateText(preview(ad, 80))} و${count - 1} غيره` : isolateText(preview(ad, 100)),
          }
        : {
            title: `${arabicAds(count)} لبحث «${isolateText(preview(search, 60))}»`,
            body: 'افتح بحثك المحفوظ لتراها.',
          },
  },
  priceDrop: {
    en: (ad: string, before: string, after: string) => ({
      title: 'A favourite is cheaper',
      body: `“${isolateText(preview(ad, 80))}” now costs ${kwdText(after)} instead of ${kwdText(before)}.`,
    }),
    ar: (ad: string, before: string, after: string) => ({
      title: 'انخفض سعر إعلان في مفضلتك',
      body: `أصبح سعر «${isolateText(preview(ad, 80))}» ${kwdText(after)} بدلًا من ${kwdText(before)}.`,
    }),
  },
} as const satisfies TextModule;
