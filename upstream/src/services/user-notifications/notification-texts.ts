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
  request: (who: string, kind: 'barter' | 'trade'): NotificationText =>
    kind === 'barter'
      ? {
          titleEn: 'New barter request',
          titleAr: 'طلب مقايضة جديد',
          bodyEn: `${who} offered you a barter.`,
          bodyAr: `عرض عليك ${who} مقايضة.`,
        }
      : {
          titleEn: 'New purchase request',
          titleAr: 'طلب شراء جديد',
          bodyEn: `${who} wants to buy your product.`,
          bodyAr: `يريد ${who} شراء منتجك.`,
        },
  welcome: (name: string): NotificationText => ({
    titleEn: 'Welcome to Badal',
    titleAr: 'مرحبًا بك في بدل',
    bodyEn: `Hello ${name}! Place your first ad, follow sellers and chat to buy, sell or barter.`,
    bodyAr: `أهلًا ${name}! انشر إعلانك الأول وتابع البائعين وتحدث معهم للشراء أو البيع أو المقايضة.`,
  }),
} as const;
