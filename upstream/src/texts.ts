/**
 * Texts the reference API words itself (success confirmations and protocol errors) in English and
 * Arabic. Error texts that clients map to the catalogue come from contracts' messages instead.
 */
import { isMessageKey, type Locale, type MessageKey, messages } from '@badal/contracts';
import type { Bilingual } from './bilingual.js';

export const texts = {
  'upstream.registered': {
    en: 'Your account was created. Enter the code we sent to your phone.',
    ar: 'تم إنشاء حسابك. أدخل الرمز الذي أرسلناه إلى هاتفك.',
  },
  'upstream.smsSent': {
    en: 'A verification code was sent to your phone.',
    ar: 'تم إرسال رمز التحقق إلى هاتفك.',
  },
  'upstream.emailSent': {
    en: 'A verification code was sent to your e-mail.',
    ar: 'تم إرسال رمز التحقق إلى بريدك الإلكتروني.',
  },
  'upstream.reviewWordRemoved': { en: 'The word was taken off the list.', ar: 'أُزيلت الكلمة من القائمة.' },
  'upstream.searchConceptRemoved': {
    en: 'The concept was removed from the search dictionary.',
    ar: 'أُزيل المفهوم من قاموس البحث.',
  },
  'upstream.alreadyVerified': { en: 'Your account is already verified.', ar: 'حسابك موثق بالفعل.' },
  'upstream.resetSent': {
    en: 'If an account uses this e-mail, a password reset code is on its way.',
    ar: 'إذا كان هناك حساب بهذا البريد الإلكتروني، فستصله رسالة لإعادة تعيين كلمة المرور.',
  },
  'upstream.passwordReset': {
    en: 'Your password was changed. Log in with the new one.',
    ar: 'تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
  },
  'upstream.accountDisabled': { en: 'Your account was disabled.', ar: 'تم تعطيل حسابك.' },
  'upstream.methodNotAllowed': {
    en: 'This method is not allowed here. PUT and DELETE are sent as POST with a _method field.',
    ar: 'هذه الطريقة غير مسموح بها هنا. تُرسل PUT و DELETE كطلب POST مع الحقل _method.',
  },
  'upstream.unauthenticated': { en: 'Unauthenticated.', ar: 'Unauthenticated.' },
  'upstream.notReady': { en: 'The service is starting.', ar: 'الخدمة قيد التشغيل.' },
  'upstream.draftDiscarded': { en: 'Your ad draft was discarded.', ar: 'تم حذف مسودة إعلانك.' },
  'upstream.favoriteAdded': { en: 'Added to your favourites.', ar: 'تمت الإضافة إلى مفضلتك.' },
  'upstream.favoriteRemoved': { en: 'Removed from your favourites.', ar: 'تمت الإزالة من مفضلتك.' },
  'upstream.followed': { en: 'You are following this account.', ar: 'أنت تتابع هذا الحساب.' },
  'upstream.unfollowed': { en: 'You no longer follow this account.', ar: 'لم تعد تتابع هذا الحساب.' },
  // blocks
  'upstream.savedSearchDeleted': { en: 'The saved search was deleted.', ar: 'تم حذف البحث المحفوظ.' },
  'upstream.adPriceChanged': { en: 'The price was changed.', ar: 'تم تغيير السعر.' },
  'upstream.blocked': { en: 'You blocked this member.', ar: 'لقد حظرت هذا العضو.' },
  'upstream.unblocked': { en: 'You unblocked this member.', ar: 'لقد ألغيت حظر هذا العضو.' },
  'upstream.requestWithdrawn': { en: 'Your request was withdrawn.', ar: 'تم سحب طلبك.' },
  'upstream.bannerDiscarded': { en: 'The banner was discarded.', ar: 'تم حذف البانر.' },
  'upstream.subscriptionDiscarded': { en: 'The subscription was discarded.', ar: 'تم حذف الاشتراك.' },
  'upstream.messagesDeleted': { en: 'The messages were deleted.', ar: 'تم حذف الرسائل.' },
  'upstream.notificationRead': { en: 'The notification was marked as read.', ar: 'تم تعليم الإشعار كمقروء.' },
  'upstream.notificationsRead': {
    en: 'All notifications were marked as read.',
    ar: 'تم تعليم جميع الإشعارات كمقروءة.',
  },
  'upstream.webhookSignature': {
    en: 'The webhook signature is missing or not valid.',
    ar: 'توقيع الإشعار مفقود أو غير صالح.',
  },
  'upstream.webhookReplay': {
    en: 'This webhook event was already received.',
    ar: 'تم استلام حدث الإشعار هذا من قبل.',
  },
} as const satisfies Record<string, Bilingual>;

export type TextKey = keyof typeof texts;
export type AnyTextKey = MessageKey | TextKey;

/** The text of a contracts message key or an upstream text key; other strings pass through. */
export const say = (key: AnyTextKey | string, locale: Locale): string => {
  if (isMessageKey(key)) return messages[key][locale];
  if (Object.hasOwn(texts, key)) return texts[key as TextKey][locale];
  return key;
};
