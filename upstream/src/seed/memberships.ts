/**
 * The membership plans, from the placeholder texts of §9 (Basic 10, Pro 20, Premium 30 KWD a
 * month; a year costs ten months), the services an ad can get with their §9 fee types, and the
 * monthly allowance of services each plan includes. Ids are fixed: clients keep `typeId`s.
 */
import { FeeTypeId, type PromotionCode } from '@badal/contracts';

export interface SeedPlan {
  id: number;
  code: string;
  en: string;
  ar: string;
  monthlyFils: number;
  yearlyFils: number;
  /** Uses of each service included per month of membership. */
  quotas: Readonly<Record<PromotionCode, number>>;
}

export const seedPlans: readonly SeedPlan[] = [
  {
    id: 1,
    code: 'basic',
    en: 'Basic',
    ar: 'أساسية',
    monthlyFils: 10_000,
    yearlyFils: 100_000,
    quotas: { boostAd: 1, adRefresh: 4, flashSale: 0 },
  },
  {
    id: 2,
    code: 'pro',
    en: 'Pro',
    ar: 'احترافية',
    monthlyFils: 20_000,
    yearlyFils: 200_000,
    quotas: { boostAd: 3, adRefresh: 10, flashSale: 1 },
  },
  {
    id: 3,
    code: 'premium',
    en: 'Premium',
    ar: 'مميزة',
    monthlyFils: 30_000,
    yearlyFils: 300_000,
    quotas: { boostAd: 8, adRefresh: 30, flashSale: 3 },
  },
];

/** Type ids: monthly 2n − 1, yearly 2n for the plan with id n. */
export const seedTypeIds = (plan: SeedPlan) => ({ monthly: plan.id * 2 - 1, yearly: plan.id * 2 });

export interface SeedService {
  id: number;
  code: PromotionCode;
  feeTypeId: number;
  en: string;
  ar: string;
  descriptionEn: string;
  descriptionAr: string;
  unit: 'day' | 'use';
  unitPriceFils: number;
  minUnits: number;
  maxUnits: number;
  includedDays: number;
  percent: { min: number; max: number } | null;
}

export const seedServices: readonly SeedService[] = [
  {
    id: 1,
    code: 'boostAd',
    feeTypeId: FeeTypeId.boostAd,
    en: 'Boost ad',
    ar: 'تمييز الإعلان',
    descriptionEn: 'Shows the ad at the top of its category and on the home page for the days you choose.',
    descriptionAr: 'يظهر الإعلان في أعلى فئته وفي الصفحة الرئيسية طوال الأيام التي تختارها.',
    unit: 'day',
    unitPriceFils: 1_000,
    minUnits: 1,
    maxUnits: 30,
    includedDays: 3,
    percent: null,
  },
  {
    id: 2,
    code: 'adRefresh',
    feeTypeId: FeeTypeId.adRefresh,
    en: 'Refresh ad',
    ar: 'تحديث الإعلان',
    descriptionEn: 'Moves the ad back to the top of the newest listings, as if it had just been published.',
    descriptionAr: 'يعيد الإعلان إلى أعلى أحدث الإعلانات كأنه نُشر للتو.',
    unit: 'use',
    unitPriceFils: 500,
    minUnits: 1,
    maxUnits: 1,
    includedDays: 0,
    percent: null,
  },
  {
    id: 3,
    code: 'flashSale',
    feeTypeId: FeeTypeId.flashSale,
    en: 'Flash sale',
    ar: 'تخفيض سريع',
    descriptionEn: 'Lists the ad among the flash sales with its discount for the days you choose.',
    descriptionAr: 'يعرض الإعلان ضمن التخفيضات السريعة مع نسبة الخصم طوال الأيام التي تختارها.',
    unit: 'day',
    unitPriceFils: 2_000,
    minUnits: 1,
    maxUnits: 14,
    includedDays: 3,
    percent: { min: 1, max: 99 },
  },
];
