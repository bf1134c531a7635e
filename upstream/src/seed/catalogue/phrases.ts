/** Sentences every product description may use: condition, how it is sold, where to see it. */
import type { SellType } from '@badal/contracts';
import type { Area } from './areas.js';

type Lines = { en: readonly string[]; ar: readonly string[] };

export const CONDITION: { new: Lines; used: Lines } = {
  new: {
    en: ['Brand new, never used.', 'New in the box with the warranty card.', 'Brand new and still sealed.'],
    ar: ['جديد لم يستخدم.', 'جديد بالكرتون مع كرت الضمان.', 'جديد ومغلف.'],
  },
  used: {
    en: [
      'Used and in excellent condition.',
      'Lightly used and well looked after.',
      'Used, with only small signs of wear.',
    ],
    ar: ['مستعمل بحالة ممتازة.', 'استخدام خفيف ومحافظ عليه.', 'مستعمل مع آثار استخدام بسيطة.'],
  },
};

export const SELLING: Record<SellType, Lines> = {
  sell: {
    en: ['The price is slightly negotiable.', 'Serious buyers only, please.', 'Final price.'],
    ar: ['السعر قابل للتفاوض البسيط.', 'للجادين فقط.', 'السعر نهائي.'],
  },
  barter: {
    en: ['Open to barter offers, tell me what you have.', 'For barter only, for something of similar value.'],
    ar: ['أقبل البدل، اعرض علي اللي عندك.', 'للبدل فقط بشيء بنفس القيمة.'],
  },
  'sell/barter': {
    en: ['For sale or barter, both are welcome.', 'Cash or a swap, send me a message.'],
    ar: ['للبيع أو البدل والاثنين مرحب فيهم.', 'كاش أو بدل، راسلني.'],
  },
};

/** Title endings that say the condition. */
export const TITLE_CONDITION: { new: Lines; used: Lines } = {
  new: { en: [' – brand new', ' (new)'], ar: [' جديد', ' جديد بالكرتون'] },
  used: { en: [' – excellent condition', ' – like new'], ar: [' بحالة ممتازة', ' نظيف جداً'] },
};

export const viewingIn = (area: Area, lang: 'en' | 'ar'): string =>
  lang === 'en' ? `Viewing in ${area.en}.` : `المعاينة في ${area.ar}.`;

export const addressIn = (area: Area, block: number, lang: 'en' | 'ar'): string =>
  lang === 'en' ? `${area.en}, Block ${block}` : `${area.ar}، قطعة ${block}`;
