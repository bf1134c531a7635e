/**
 * Titles of cart lines in English and Arabic, written when the line is added (an order keeps
 * them as they were). A product's name may be in either script, so it is wrapped in Unicode
 * isolates (FSI … PDI) and cannot reorder the sentence around it.
 */
import type { MembershipPeriod } from '@badal/contracts';
import type { PlanRow, ServiceRow } from './catalog.js';

const isolate = (text: string) => `\u2068${text}\u2069`;

const PERIOD = {
  monthly: { en: 'monthly', ar: 'شهرية' },
  yearly: { en: 'yearly', ar: 'سنوية' },
} as const;

/** Arabic counts its nouns: يوم واحد، يومان، 3–10 أيام، 11–99 يومًا، then يوم. */
export const arabicDays = (days: number): string => {
  if (days === 1) return 'يوم واحد';
  if (days === 2) return 'يومان';
  const tens = days % 100;
  if (tens >= 3 && tens <= 10) return `${days} أيام`;
  if (tens >= 11 && tens <= 99) return `${days} يومًا`;
  return `${days} يوم`;
};

const englishDays = (days: number) => (days === 1 ? '1 day' : `${days} days`);

export const membershipTitle = (plan: PlanRow, period: MembershipPeriod, renewal: boolean) => ({
  en: `${plan.nameEn} membership${renewal ? ' renewal' : ''}, ${PERIOD[period].en}`,
  ar: `${renewal ? 'تجديد ' : ''}عضوية ${plan.nameAr}، ${PERIOD[period].ar}`,
});

export const serviceTitle = (
  service: ServiceRow,
  productName: string,
  days: number,
  percentage: number | null,
): { en: string; ar: string } => {
  const name = isolate(productName);
  const en = [`${service.nameEn}: ${name}`];
  const ar = [`${service.nameAr}: ${name}`];
  if (percentage !== null) {
    en.push(`${percentage}% off`);
    ar.push(`خصم ${percentage}٪`);
  }
  if (service.unit === 'day') {
    en.push(englishDays(days));
    ar.push(arabicDays(days));
  }
  return { en: en.join(', '), ar: ar.join('، ') };
};

const PLACEMENT = {
  4: { en: 'Double banner', ar: 'بانر مزدوج' },
  5: { en: 'Horizontal banner', ar: 'بانر أفقي' },
  6: { en: 'Vertical banner', ar: 'بانر عمودي' },
} as const;

export const bannerTitle = (type: 4 | 5 | 6, title: string, days: number) => ({
  en: `${PLACEMENT[type].en}: ${isolate(title)}, ${englishDays(days)}`,
  ar: `${PLACEMENT[type].ar}: ${isolate(title)}، ${arabicDays(days)}`,
});
