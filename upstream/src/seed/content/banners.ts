/**
 * Banners of the three placements: double (type 4), horizontal (type 5, 9:2 as spec §9's
 * 1225 × 250 example) and vertical (type 6, 1:2 as its 500 × 1000 example). Links are web paths.
 */
import { BannerType } from '@badal/contracts';
import type { ShapeName } from '../media/artwork.js';

export interface SeedBanner {
  key: string;
  type: BannerType;
  title: { en: string; ar: string };
  link: string;
  from: string;
  to: string;
  shape: ShapeName;
}

export const BANNER_SIZES: Record<BannerType, { width: number; height: number }> = {
  [BannerType.double]: { width: 600, height: 300 },
  [BannerType.horizontal]: { width: 1225, height: 250 },
  [BannerType.vertical]: { width: 500, height: 1000 },
};

export const seedBanners: readonly SeedBanner[] = [
  {
    key: 'double-barter-phones',
    type: BannerType.double,
    title: { en: 'Swap your old phone for a new one', ar: 'بدّل هاتفك القديم بجديد' },
    link: '/categories/mobiles-tablets?sellType=barter',
    from: '#55033e',
    to: '#f36247',
    shape: 'phone',
  },
  {
    key: 'double-winter-camping',
    type: BannerType.double,
    title: { en: 'Everything for the camping season', ar: 'كل ما تحتاجه لموسم الكشتة' },
    link: '/categories/sports?subCategory=camping',
    from: '#283593',
    to: '#f9a825',
    shape: 'hexagon',
  },
  {
    key: 'double-furniture',
    type: BannerType.double,
    title: { en: 'Furnish your home for less', ar: 'أثّث بيتك بأقل تكلفة' },
    link: '/categories/furniture',
    from: '#6d4c41',
    to: '#d7c4a3',
    shape: 'bars',
  },
  {
    key: 'double-cars',
    type: BannerType.double,
    title: { en: 'Cars from trusted showrooms', ar: 'سيارات من معارض موثوقة' },
    link: '/categories/vehicles?subCategory=cars',
    from: '#263238',
    to: '#00838f',
    shape: 'car',
  },
  {
    key: 'horizontal-sell-or-swap',
    type: BannerType.horizontal,
    title: { en: 'Sell it or swap it: list your ad in a minute', ar: 'بعه أو بدّله: أضف إعلانك في دقيقة' },
    link: '/place-ad/steps/select-category',
    from: '#55033e',
    to: '#f36247',
    shape: 'ring',
  },
  {
    key: 'horizontal-real-estate',
    type: BannerType.horizontal,
    title: { en: 'Apartments and chalets across Kuwait', ar: 'شقق وشاليهات في كل الكويت' },
    link: '/categories/real-estate',
    from: '#1565c0',
    to: '#80deea',
    shape: 'house',
  },
  {
    key: 'horizontal-business',
    type: BannerType.horizontal,
    title: { en: 'Grow your business with a company account', ar: 'نمِّ تجارتك بحساب شركة' },
    link: '/company-subscription',
    from: '#2e7d32',
    to: '#c5e1a5',
    shape: 'diamond',
  },
  {
    key: 'vertical-electronics',
    type: BannerType.vertical,
    title: { en: 'Electronics deals', ar: 'عروض الإلكترونيات' },
    link: '/categories/electronics',
    from: '#00838f',
    to: '#263238',
    shape: 'screen',
  },
  {
    key: 'vertical-pets',
    type: BannerType.vertical,
    title: { en: 'Find a new friend', ar: 'اعثر على صديق جديد' },
    link: '/categories/pets',
    from: '#8e24aa',
    to: '#f48fb1',
    shape: 'paw',
  },
];
