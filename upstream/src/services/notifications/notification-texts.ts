import { isolateText } from '@badal/contracts/core';
import { type Bilingual, inBothLanguages, type TextModule } from '../../bilingual.js';

/**
 * What each notification of §4 says, in English and Arabic. Both are stored with the
 * notification when it is created; the list answers in the request language, a push in the
 * recipient's. Names and product names are isolated (Unicode isolates), so a Latin name keeps
 * its shape inside an Arabic sentence and the other way round.
 */

/** A notification's words in one language. */
export interface NotificationWording {
  title: string;
  body: string;
}

/** A notification's words as they are stored: both languages. */
export interface NotificationText {
  titleEn: string;
  titleAr: string;
  bodyEn: string;
  bodyAr: string;
}

/** Long texts (a message, a product name) are cut for a notification line. */
export const preview = (text: string, max = 100): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

export const notificationTexts = {
  favorite: {
    en: (who: string, product: string) => ({
      title: 'Your product was favourited',
      body: `${isolateText(who)} added “${isolateText(preview(product, 80))}” to their favourites.`,
    }),
    ar: (who: string, product: string) => ({
      title: 'أُضيف منتجك إلى المفضلة',
      body: `أضاف ${isolateText(who)} «${isolateText(preview(product, 80))}» إلى مفضلته.`,
    }),
  },
  follow: {
    en: (who: string) => ({ title: 'New follower', body: `${isolateText(who)} started following you.` }),
    ar: (who: string) => ({ title: 'متابع جديد', body: `بدأ ${isolateText(who)} بمتابعتك.` }),
  },
  message: {
    en: (who: string, text: string | null) => ({
      title: `New message from ${isolateText(who)}`,
      body: text ? preview(text) : 'Sent you an attachment.',
    }),
    ar: (who: string, text: string | null) => ({
      title: `رسالة جديدة من ${isolateText(who)}`,
      body: text ? preview(text) : 'أرسل إليك مرفقًا.',
    }),
  },
  products: {
    en: (seller: string, product: string) => ({
      title: `New from ${isolateText(seller)}`,
      body: `${isolateText(seller)} published “${isolateText(preview(product, 80))}”.`,
    }),
    ar: (seller: string, product: string) => ({
      title: `جديد من ${isolateText(seller)}`,
      body: `نشر ${isolateText(seller)} «${isolateText(preview(product, 80))}».`,
    }),
  },
  // Issue #32: the other person of a closed deal rated me (stars as a number, isolated).
  rating: {
    en: (who: string, stars: number) => ({
      title: 'You were rated',
      body: `${isolateText(who)} gave you ${isolateText(String(stars))} of 5 stars for your deal.`,
    }),
    ar: (who: string, stars: number) => ({
      title: 'وصلك تقييم جديد',
      body: `قيّمك ${isolateText(who)} بـ ${isolateText(String(stars))} من 5 نجوم على صفقتكما.`,
    }),
  },
  welcome: {
    en: (name: string) => ({
      title: 'Welcome to Badal',
      body: `Hello ${name}! Place your first ad, follow sellers and chat to buy, sell or barter.`,
    }),
    ar: (name: string) => ({
      title: 'مرحبًا بك في بدل',
      body: `أهلًا ${name}! انشر إعلانك الأول وتابع البائعين وتحدث معهم للشراء أو البيع أو المقايضة.`,
    }),
  },
} as const satisfies TextModule;

/** What happened to a request, as its notification tells the other person. */
export type RequestEvent = 'sent' | 'accepted' | 'rejected' | 'pended' | 'withdrawn' | 'countered' | 'closed';

/**
 * A request as its notification names it: who acted, whether it is a barter, the product asked
 * for and (in a barter) the one offered for it, both already cut to a line.
 */
export interface RequestNotice {
  who: string;
  barter: boolean;
  product: string;
  offered: string;
}

type RequestText = Bilingual<(request: RequestNotice) => NotificationWording>;

/** A request was sent, answered or withdrawn (to the other person). */
export const requestTexts: Readonly<Record<RequestEvent, RequestText>> = {
  sent: {
    en: ({ who, barter, product, offered }) =>
      barter
        ? {
            title: 'New barter offer',
            body: `${isolateText(who)} offered “${isolateText(offered)}” for your “${isolateText(product)}”.`,
          }
        : { title: 'New purchase request', body: `${isolateText(who)} wants to buy your “${isolateText(product)}”.` },
    ar: ({ who, barter, product, offered }) =>
      barter
        ? {
            title: 'عرض مقايضة جديد',
            body: `عرض عليك ${isolateText(who)} «${isolateText(offered)}» مقابل «${isolateText(product)}».`,
          }
        : { title: 'طلب شراء جديد', body: `يريد ${isolateText(who)} شراء «${isolateText(product)}».` },
  },
  accepted: {
    en: ({ who, barter, product }) => ({
      title: 'Request accepted',
      body: barter
        ? `${isolateText(who)} accepted your barter offer for “${isolateText(product)}”.`
        : `${isolateText(who)} accepted your request to buy “${isolateText(product)}”.`,
    }),
    ar: ({ who, barter, product }) => ({
      title: 'تم قبول طلبك',
      body: barter
        ? `قبل ${isolateText(who)} عرض المقايضة على «${isolateText(product)}».`
        : `قبل ${isolateText(who)} طلبك لشراء «${isolateText(product)}».`,
    }),
  },
  rejected: {
    en: ({ who, barter, product }) => ({
      title: 'Request declined',
      body: barter
        ? `${isolateText(who)} declined your barter offer for “${isolateText(product)}”.`
        : `${isolateText(who)} declined your request to buy “${isolateText(product)}”.`,
    }),
    ar: ({ who, barter, product }) => ({
      title: 'تم رفض طلبك',
      body: barter
        ? `رفض ${isolateText(who)} عرض المقايضة على «${isolateText(product)}».`
        : `رفض ${isolateText(who)} طلبك لشراء «${isolateText(product)}».`,
    }),
  },
  // Issue #32: a counter-offer, to the one whose turn it now is.
  countered: {
    en: ({ who, product }) => ({
      title: 'Counter-offer',
      body: `${isolateText(who)} made a counter-offer for “${isolateText(product)}”. It is your turn to answer.`,
    }),
    ar: ({ who, product }) => ({
      title: 'عرض مقابل',
      body: `قدّم ${isolateText(who)} عرضًا مقابلًا على «${isolateText(product)}». الدور عليك للرد.`,
    }),
  },
  pended: {
    en: ({ who, product }) => ({
      title: 'Request pending again',
      body: `${isolateText(who)} set your request for “${isolateText(product)}” back to pending.`,
    }),
    ar: ({ who, product }) => ({
      title: 'عاد طلبك إلى الانتظار',
      body: `أعاد ${isolateText(who)} طلبك على «${isolateText(product)}» إلى الانتظار.`,
    }),
  },
  withdrawn: {
    en: ({ who, barter, product }) => ({
      title: 'Request withdrawn',
      body: barter
        ? `${isolateText(who)} withdrew their barter offer for your “${isolateText(product)}”.`
        : `${isolateText(who)} withdrew their request to buy your “${isolateText(product)}”.`,
    }),
    ar: ({ who, barter, product }) => ({
      title: 'تم سحب الطلب',
      body: barter
        ? `سحب ${isolateText(who)} عرض المقايضة على «${isolateText(product)}».`
        : `سحب ${isolateText(who)} طلب شراء «${isolateText(product)}».`,
    }),
  },
  // Issue #32: the seller marked the ad sold or exchanged in another deal (or outside Badal).
  closed: {
    en: ({ who, product }) => ({
      title: 'Request closed',
      body: `“${isolateText(product)}” is no longer available: ${isolateText(who)} marked it sold. Your request was closed.`,
    }),
    ar: ({ who, product }) => ({
      title: 'تم إغلاق طلبك',
      body: `لم يعد «${isolateText(product)}» متاحًا: حدّده ${isolateText(who)} كمُباع. تم إغلاق طلبك.`,
    }),
  },
};

/** A notification worded in both languages with the same values, as it is stored. */
export const notificationText = <A extends unknown[]>(
  text: Bilingual<(...values: A) => NotificationWording>,
  ...values: A
): NotificationText => {
  const { en, ar } = inBothLanguages(text, ...values);
  return { titleEn: en.title, titleAr: ar.title, bodyEn: en.body, bodyAr: ar.body };
};
