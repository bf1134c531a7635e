/**
 * Titles of cart lines in English and Arabic, written when the line is added (an order keeps
 * them as they were): memberships, services for an ad, banners and the business account. A
 * product's, banner's or company's name may be in either script, so it is isolated and cannot
 * reorder the sentence around it.
 */
import { BannerType, isolateText, type MembershipPeriod } from '@badal/contracts';
import { type Bilingual, inBothLanguages, type TextModule } from '../../bilingual.js';
import type { PurchaseLine } from './item-kind.js';

/** A plan or service as its title names it. */
interface Named {
  nameEn: string;
  nameAr: string;
}

const PERIOD = {
  monthly: { en: 'monthly', ar: 'شهرية' },
  yearly: { en: 'yearly', ar: 'سنوية' },
} as const satisfies Record<MembershipPeriod, Bilingual>;

const PLACEMENT = {
  [BannerType.double]: { en: 'Double banner', ar: 'بانر مزدوج' },
  [BannerType.horizontal]: { en: 'Horizontal banner', ar: 'بانر أفقي' },
  [BannerType.vertical]: { en: 'Vertical banner', ar: 'بانر عمودي' },
} as const satisfies Record<BannerType, Bilingual>;

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

/** The parts of a title that apply, in order. */
const present = (...parts: (string | null)[]) => parts.filter((part) => part !== null);

export const lineTitles = {
  membership: {
    en: (plan: Named, period: MembershipPeriod, renewal: boolean) =>
      `${plan.nameEn} membership${renewal ? ' renewal' : ''}, ${PERIOD[period].en}`,
    ar: (plan: Named, period: MembershipPeriod, renewal: boolean) =>
      `${renewal ? 'تجديد ' : ''}عضوية ${plan.nameAr}، ${PERIOD[period].ar}`,
  },
  /** A service for one ad: its percentage off (a flash sale) and its days (a service sold by the day). */
  service: {
    en: (service: Named & { unit: string }, productName: string, days: number, percentage: number | null) =>
      present(
        `${service.nameEn}: ${isolateText(productName)}`,
        percentage === null ? null : `${percentage}% off`,
        service.unit === 'day' ? englishDays(days) : null,
      ).join(', '),
    ar: (service: Named & { unit: string }, productName: string, days: number, percentage: number | null) =>
      present(
        `${service.nameAr}: ${isolateText(productName)}`,
        percentage === null ? null : `خصم ${percentage}٪`,
        service.unit === 'day' ? arabicDays(days) : null,
      ).join('، '),
  },
  banner: {
    en: (type: BannerType, title: string, days: number) =>
      `${PLACEMENT[type].en}: ${isolateText(title)}, ${englishDays(days)}`,
    ar: (type: BannerType, title: string, days: number) =>
      `${PLACEMENT[type].ar}: ${isolateText(title)}، ${arabicDays(days)}`,
  },
  companySubscription: {
    en: (companyName: string) => `Business account for a year: ${isolateText(companyName)}`,
    ar: (companyName: string) => `حساب أعمال لمدة سنة: ${isolateText(companyName)}`,
  },
} as const satisfies TextModule;

/** A cart line's title worded in both languages, as the line stores it. */
export const lineTitle = <A extends unknown[]>(
  text: Bilingual<(...values: A) => string>,
  ...values: A
): Pick<PurchaseLine, 'titleEn' | 'titleAr'> => {
  const { en, ar } = inBothLanguages(text, ...values);
  return { titleEn: en, titleAr: ar };
};
