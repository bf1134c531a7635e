/**
 * What a 'moderation' notification says (issue #31), in English and Arabic: an ad's news to its
 * owner (with the operator's words when there are some), a report's outcome to the reporter (never
 * a word about the other person or what was done to them), and an account's news to its holder.
 * The ad's name is isolated (Unicode isolates) so it keeps its shape in either language.
 */
import type { ModerationNotice } from '@badal/contracts';
import { CURRENCY } from '@badal/contracts';
import { isolateText } from '@badal/contracts/core';
import type { Bilingual } from '../../bilingual.js';
import { type NotificationWording, preview } from './notification-texts.js';

export interface ModerationFacts {
  /** The ad's name (ad news only). */
  ad: string;
  /** The operator's words ('' when none). */
  reason: string;
  /** A suspension's last day, yyyy-mm-dd in Kuwait ('' otherwise). */
  until: string;
  /** A refund's amount in KWD ('12.500'), or '' when nothing is refunded. */
  amount: string;
}

type Text = Bilingual<(facts: ModerationFacts) => NotificationWording>;

const ad = (facts: ModerationFacts) => isolateText(preview(facts.ad, 80));
/** The amount with its currency code, isolated so it reads right inside Arabic. */
const money = (facts: ModerationFacts) => isolateText(`${CURRENCY} ${facts.amount}`);
const because = (facts: ModerationFacts, separator: string) => (facts.reason ? `${separator}${facts.reason}` : '');

export const moderationTexts: Readonly<Record<ModerationNotice, Text>> = {
  ad_hidden: {
    en: (f) => ({
      title: 'Your ad was removed',
      body: `“${ad(f)}” was removed from Badal${because(f, ': ')}. Edit it in My ads and send it for review.`,
    }),
    ar: (f) => ({
      title: 'تمت إزالة إعلانك',
      body: `أُزيل «${ad(f)}» من بدل${because(f, ': ')}. عدّله من إعلاناتي وأرسله للمراجعة.`,
    }),
  },
  ad_restored: {
    en: (f) => ({ title: 'Your ad is back', body: `“${ad(f)}” is listed again.${because(f, ' ')}` }),
    ar: (f) => ({ title: 'عاد إعلانك', body: `«${ad(f)}» معروض من جديد.${because(f, ' ')}` }),
  },
  ad_held: {
    en: (f) => ({
      title: 'Your ad is waiting for review',
      body: `“${ad(f)}” will be listed once our team has reviewed it.`,
    }),
    ar: (f) => ({ title: 'إعلانك قيد المراجعة', body: `سيُعرض «${ad(f)}» بعد أن يراجعه فريقنا.` }),
  },
  ad_approved: {
    en: (f) => ({ title: 'Your ad was approved', body: `“${ad(f)}” is now listed.` }),
    ar: (f) => ({ title: 'تمت الموافقة على إعلانك', body: `«${ad(f)}» معروض الآن.` }),
  },
  ad_rejected: {
    en: (f) => ({ title: 'Your ad was not approved', body: `“${ad(f)}” was not approved${because(f, ': ')}.` }),
    ar: (f) => ({ title: 'لم تتم الموافقة على إعلانك', body: `لم تتم الموافقة على «${ad(f)}»${because(f, ': ')}.` }),
  },
  report_actioned: {
    en: () => ({ title: 'Thank you for your report', body: 'We reviewed what you reported and took action.' }),
    ar: () => ({ title: 'شكرًا على بلاغك', body: 'راجعنا ما أبلغت عنه واتخذنا إجراءً.' }),
  },
  report_dismissed: {
    en: () => ({
      title: 'Thank you for your report',
      body: 'We reviewed what you reported and found that it keeps to our rules.',
    }),
    ar: () => ({ title: 'شكرًا على بلاغك', body: 'راجعنا ما أبلغت عنه ووجدنا أنه يلتزم بقواعدنا.' }),
  },
  warned: {
    en: (f) => ({ title: 'A warning from Badal', body: f.reason }),
    ar: (f) => ({ title: 'تحذير من بدل', body: f.reason }),
  },
  suspended: {
    en: (f) => ({ title: 'Your account is blocked', body: `Until ${isolateText(f.until)}${because(f, ': ')}.` }),
    ar: (f) => ({ title: 'تم حظر حسابك', body: `حتى ${isolateText(f.until)}${because(f, ': ')}.` }),
  },
  banned: {
    en: (f) => ({ title: 'Your account was banned', body: f.reason }),
    ar: (f) => ({ title: 'تم حظر حسابك نهائيًا', body: f.reason }),
  },
  reinstated: {
    en: (f) => ({ title: 'Your account is active again', body: f.reason }),
    ar: (f) => ({ title: 'حسابك نشط من جديد', body: f.reason }),
  },
  banner_approved: {
    en: (f) => ({ title: 'Your banner was approved', body: `“${ad(f)}” will be shown from its first day.` }),
    ar: (f) => ({ title: 'تمت الموافقة على البانر', body: `سيُعرض «${ad(f)}» ابتداءً من يومه الأول.` }),
  },
  banner_rejected: {
    en: (f) => ({
      title: 'Your banner was not approved',
      body: `“${ad(f)}” was not approved${because(f, ': ')}.${f.amount ? ` ${money(f)} is being refunded to you.` : ''}`,
    }),
    ar: (f) => ({
      title: 'لم تتم الموافقة على البانر',
      body: `لم تتم الموافقة على «${ad(f)}»${because(f, ': ')}.${f.amount ? ` يجري رد ${money(f)} إليك.` : ''}`,
    }),
  },
  refund_issued: {
    en: (f) => ({ title: 'A refund is on its way', body: `${money(f)} is being refunded to you${because(f, ': ')}.` }),
    ar: (f) => ({ title: 'استرداد في الطريق إليك', body: `يجري رد ${money(f)} إليك${because(f, ': ')}.` }),
  },
  // Issue #32: the ad's run (`until` is its last day, yyyy-mm-dd in Kuwait).
  ad_ending: {
    en: (f) => ({
      title: 'Your ad ends soon',
      body: `“${ad(f)}” ends on ${isolateText(f.until)}. Renew it for free in My ads.`,
    }),
    ar: (f) => ({
      title: 'إعلانك ينتهي قريبًا',
      body: `ينتهي «${ad(f)}» في ${isolateText(f.until)}. جدّده مجانًا من إعلاناتي.`,
    }),
  },
  ad_ended: {
    en: (f) => ({
      title: 'Your ad has ended',
      body: `“${ad(f)}” is no longer in search. Renew it for free in My ads.`,
    }),
    ar: (f) => ({
      title: 'انتهى إعلانك',
      body: `لم يعد «${ad(f)}» يظهر في البحث. جدّده مجانًا من إعلاناتي.`,
    }),
  },
};
