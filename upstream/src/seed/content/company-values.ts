/** The company values the home page shows (spec §7 GET /company-values), each with an icon drawn at seed time. */
import type { ShapeName } from '../media/artwork.js';

export interface SeedCompanyValue {
  key: string;
  shape: ShapeName;
  title: { en: string; ar: string };
  description: { en: string; ar: string };
}

export const seedCompanyValues: readonly SeedCompanyValue[] = [
  {
    key: 'trust',
    shape: 'hexagon',
    title: { en: 'Trust first', ar: 'الثقة أولاً' },
    description: {
      en: 'Every member confirms a Kuwaiti phone number, and any listing can be reported in one tap. Our team reviews reports the same day.',
      ar: 'كل عضو يؤكد رقم هاتف كويتي، ويمكن الإبلاغ عن أي إعلان بضغطة واحدة. فريقنا يراجع البلاغات في نفس اليوم.',
    },
  },
  {
    key: 'fair-exchange',
    shape: 'ring',
    title: { en: 'Fair exchange', ar: 'تبادل عادل' },
    description: {
      en: 'Sell for cash, swap for something you need, or both. Badal puts barter on an equal footing with selling.',
      ar: 'بع بالكاش، أو بدّل بشيء تحتاجه، أو الاثنين معاً. بدل يعامل المقايضة مثل البيع تماماً.',
    },
  },
  {
    key: 'community',
    shape: 'paw',
    title: { en: 'Close to home', ar: 'قريب منك' },
    description: {
      en: 'Listings show the area they are in, from Jahra to Fahaheel, so you deal with neighbours and collect the same day.',
      ar: 'كل إعلان يوضح منطقته من الجهراء إلى الفحيحيل، فتتعامل مع جيرانك وتستلم في نفس اليوم.',
    },
  },
  {
    key: 'second-life',
    shape: 'flower',
    title: { en: 'A second life for things', ar: 'حياة جديدة للأشياء' },
    description: {
      en: 'A sofa, a phone or a bicycle you no longer use is exactly what someone else is looking for. Passing it on saves money and waste.',
      ar: 'الكنبة أو الهاتف أو الدراجة التي لم تعد تستخدمها هي بالضبط ما يبحث عنه شخص آخر. إعادة استخدامها توفر المال وتقلل الهدر.',
    },
  },
  {
    key: 'bilingual',
    shape: 'diamond',
    title: { en: 'Arabic and English', ar: 'بالعربي والإنجليزي' },
    description: {
      en: 'Write your ad in the language you prefer; search finds it in either. The whole site works from right to left as well as left to right.',
      ar: 'اكتب إعلانك باللغة التي تفضلها، والبحث يجده بأي لغة. الموقع كله يعمل من اليمين إلى اليسار كما يعمل من اليسار إلى اليمين.',
    },
  },
  {
    key: 'privacy',
    shape: 'plus',
    title: { en: 'Private by design', ar: 'خصوصيتك محفوظة' },
    description: {
      en: 'Chat inside Badal without sharing your number. You decide what others see on your profile.',
      ar: 'تواصل داخل بدل بدون مشاركة رقمك. أنت تقرر ما يراه الآخرون في ملفك.',
    },
  },
];
