/**
 * What each notification of §4 says, in English and Arabic. Both are stored with the
 * notification when it is created; the list answers in the request language, a push in the
 * recipient's.
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
    bodyEn: `${who} added “${preview(product, 80)}” to their favourites.`,
    bodyAr: `أضاف ${who} «${preview(product, 80)}» إلى مفضلته.`,
  }),
  follow: (who: string): NotificationText => ({
    titleEn: 'New follower',
    titleAr: 'متابع جديد',
    bodyEn: `${who} started following you.`,
    bodyAr: `بدأ ${who} بمتابعتك.`,
  }),
  message: (who: string, text: string | null): NotificationText => ({
    titleEn: `New message from ${who}`,
    titleAr: `رسالة جديدة من ${who}`,
    bodyEn: text ? preview(text) : 'Sent you an attachment.',
    bodyAr: text ? preview(text) : 'أرسل إليك مرفقًا.',
  }),
  products: (seller: string, product: string): NotificationText => ({
    titleEn: `New from ${seller}`,
    titleAr: `جديد من ${seller}`,
    bodyEn: `${seller} published “${preview(product, 80)}”.`,
    bodyAr: `نشر ${seller} «${preview(product, 80)}».`,
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
              bodyEn: `${who} offered “${preview(offered ?? '', 60)}” for your “${p}”.`,
              bodyAr: `عرض عليك ${who} «${preview(offered ?? '', 60)}» مقابل «${p}».`,
            }
          : {
              titleEn: 'New purchase request',
              titleAr: 'طلب شراء جديد',
              bodyEn: `${who} wants to buy your “${p}”.`,
              bodyAr: `يريد ${who} شراء «${p}».`,
            };
      case 'accepted':
        return {
          titleEn: 'Request accepted',
          titleAr: 'تم قبول طلبك',
          bodyEn: barter
            ? `${who} accepted your barter offer for “${p}”.`
            : `${who} accepted your request to buy “${p}”.`,
          bodyAr: barter ? `قبل ${who} عرض المقايضة على «${p}».` : `قبل ${who} طلبك لشراء «${p}».`,
        };
      case 'rejected':
        return {
          titleEn: 'Request declined',
          titleAr: 'تم رفض طلبك',
          bodyEn: barter
            ? `${who} declined your barter offer for “${p}”.`
            : `${who} declined your request to buy “${p}”.`,
          bodyAr: barter ? `رفض ${who} عرض المقايضة على «${p}».` : `رفض ${who} طلبك لشراء «${p}».`,
        };
      case 'pended':
        return {
          titleEn: 'Request pending again',
          titleAr: 'عاد طلبك إلى الانتظار',
          bodyEn: `${who} set your request for “${p}” back to pending.`,
          bodyAr: `أعاد ${who} طلبك على «${p}» إلى الانتظار.`,
        };
      case 'withdrawn':
        return {
          titleEn: 'Request withdrawn',
          titleAr: 'تم سحب الطلب',
          bodyEn: barter
            ? `${who} withdrew their barter offer for your “${p}”.`
            : `${who} withdrew their request to buy your “${p}”.`,
          bodyAr: barter ? `سحب ${who} عرض المقايضة على «${p}».` : `سحب ${who} طلب شراء «${p}».`,
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
