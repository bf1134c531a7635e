import { isolateText } from '@badal/contracts/core';

/**
 * What each notification of §4 says, in English and Arabic. Both are stored with the
 * notification when it is created; the list answers in the request language, a push in the
 * recipient's. Names and product names are isolated (Unicode isolates), so a Latin name keeps
 * its shape inside an Arabic sentence and the other way round.
 */
export interface NotificationText {
  titleEn: string;
  titleAr: string;
  bodyEn: string;
  bodyAr: string;
}

/** What happened to a request, as its notification tells the other person. */
export type RequestEvent = 'sent' | 'accepted' | 'rejected' | 'pended' | 'withdrawn';

/** Long texts (a message, a product name) are cut for a notification line. */
export const preview = (text: string, max = 100): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

export const notificationTexts = {
  favorite: (who: string, product: string): NotificationText => ({
    titleEn: 'Your product was favourited',
    titleAr: 'أُضيف منتجك إلى المفضلة',
    bodyEn: `${isolateText(who)} added “${isolateText(preview(product, 80))}” to their favourites.`,
    bodyAr: `أضاف ${isolateText(who)} «${isolateText(preview(product, 80))}» إلى مفضلته.`,
  }),
  follow: (who: string): NotificationText => ({
    titleEn: 'New follower',
    titleAr: 'متابع جديد',
    bodyEn: `${isolateText(who)} started following you.`,
    bodyAr: `بدأ ${isolateText(who)} بمتابعتك.`,
  }),
  message: (who: string, text: string | null): NotificationText => ({
    titleEn: `New message from ${isolateText(who)}`,
    titleAr: `رسالة جديدة من ${isolateText(who)}`,
    bodyEn: text ? preview(text) : 'Sent you an attachment.',
    bodyAr: text ? preview(text) : 'أرسل إليك مرفقًا.',
  }),
  products: (seller: string, product: string): NotificationText => ({
    titleEn: `New from ${isolateText(seller)}`,
    titleAr: `جديد من ${isolateText(seller)}`,
    bodyEn: `${isolateText(seller)} published “${isolateText(preview(product, 80))}”.`,
    bodyAr: `نشر ${isolateText(seller)} «${isolateText(preview(product, 80))}».`,
  }),
  /**
   * A request was sent, answered or withdrawn (to the other person). `product` is the product
   * asked for; `offered` the one offered for it in a barter.
   */
  request: (
    who: string,
    event: RequestEvent,
    type: 'bartering' | 'sale',
    product: string,
    offered: string | null,
  ): NotificationText => {
    const p = preview(product, 60);
    const barter = type === 'bartering';
    switch (event) {
      case 'sent':
        return barter
          ? {
              titleEn: 'New barter offer',
              titleAr: 'عرض مقايضة جديد',
              bodyEn: `${isolateText(who)} offered “${isolateText(preview(offered ?? '', 60))}” for your “${isolateText(p)}”.`,
              bodyAr: `عرض عليك ${isolateText(who)} «${isolateText(preview(offered ?? '', 60))}» مقابل «${isolateText(p)}».`,
            }
          : {
              titleEn: 'New purchase request',
              titleAr: 'طلب شراء جديد',
              bodyEn: `${isolateText(who)} wants to buy your “${isolateText(p)}”.`,
              bodyAr: `يريد ${isolateText(who)} شراء «${isolateText(p)}».`,
            };
      case 'accepted':
        return {
          titleEn: 'Request accepted',
          titleAr: 'تم قبول طلبك',
          bodyEn: barter
            ? `${isolateText(who)} accepted your barter offer for “${isolateText(p)}”.`
            : `${isolateText(who)} accepted your request to buy “${isolateText(p)}”.`,
          bodyAr: barter
            ? `قبل ${isolateText(who)} عرض المقايضة على «${isolateText(p)}».`
            : `قبل ${isolateText(who)} طلبك لشراء «${isolateText(p)}».`,
        };
      case 'rejected':
        return {
          titleEn: 'Request declined',
          titleAr: 'تم رفض طلبك',
          bodyEn: barter
            ? `${isolateText(who)} declined your barter offer for “${isolateText(p)}”.`
            : `${isolateText(who)} declined your request to buy “${isolateText(p)}”.`,
          bodyAr: barter
            ? `رفض ${isolateText(who)} عرض المقايضة على «${isolateText(p)}».`
            : `رفض ${isolateText(who)} طلبك لشراء «${isolateText(p)}».`,
        };
      case 'pended':
        return {
          titleEn: 'Request pending again',
          titleAr: 'عاد طلبك إلى الانتظار',
          bodyEn: `${isolateText(who)} set your request for “${isolateText(p)}” back to pending.`,
          bodyAr: `أعاد ${isolateText(who)} طلبك على «${isolateText(p)}» إلى الانتظار.`,
        };
      case 'withdrawn':
        return {
          titleEn: 'Request withdrawn',
          titleAr: 'تم سحب الطلب',
          bodyEn: barter
            ? `${isolateText(who)} withdrew their barter offer for your “${isolateText(p)}”.`
            : `${isolateText(who)} withdrew their request to buy your “${isolateText(p)}”.`,
          bodyAr: barter
            ? `سحب ${isolateText(who)} عرض المقايضة على «${isolateText(p)}».`
            : `سحب ${isolateText(who)} طلب شراء «${isolateText(p)}».`,
        };
    }
  },
  welcome: (name: string): NotificationText => ({
    titleEn: 'Welcome to Badal',
    titleAr: 'مرحبًا بك في بدل',
    bodyEn: `Hello ${name}! Place your first ad, follow sellers and chat to buy, sell or barter.`,
    bodyAr: `أهلًا ${name}! انشر إعلانك الأول وتابع البائعين وتحدث معهم للشراء أو البيع أو المقايضة.`,
  }),
} as const;
