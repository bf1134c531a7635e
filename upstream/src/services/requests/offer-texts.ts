/**
 * What a negotiation says (issue #32), in English and Arabic: each step as a line of the two
 * people's chat (the chat answers it in the reader's language), and the notices of an offer about
 * to expire and of one that expired (both people are told, each in their language). Amounts and
 * product names are isolated so they keep their shape inside the other script.
 */
import { CURRENCY, filsToDecimal, type Locale } from '@badal/contracts';
import { isolateText } from '@badal/contracts/core';
import type { Bilingual } from '../../bilingual.js';
import type { NotificationWording } from '../notifications/notification-texts.js';
import { preview } from '../notifications/notification-texts.js';

export type StepKind = 'offer' | 'counter' | 'accept' | 'reject' | 'expire';

/** A step as its chat line names it. */
export interface StepFacts {
  kind: StepKind;
  priceFils: number | null;
  cashFils: number | null;
  /** A barter's offered product (the sender's). */
  offered: string | null;
  /** Whether the sender (the buyer or barterer) took the step: a barter's money reads from it. */
  bySender: boolean;
}

const money = (fils: number) => isolateText(`${CURRENCY} ${filsToDecimal(fils)}`);
const name = (text: string) => isolateText(preview(text, 60));

const enTerms = (f: StepFacts): string => {
  if (f.priceFils !== null) return money(f.priceFils);
  const product = f.offered ? `“${name(f.offered)}”` : 'the product';
  if (!f.cashFils) return product;
  // Positive money is paid by the request's sender, negative by its receiver.
  const payer = f.cashFils > 0 === f.bySender ? 'from me' : 'from you';
  return `${product} plus ${money(Math.abs(f.cashFils))} ${payer}`;
};

const arTerms = (f: StepFacts): string => {
  if (f.priceFils !== null) return money(f.priceFils);
  const product = f.offered ? `«${name(f.offered)}»` : 'المنتج';
  if (!f.cashFils) return product;
  const payer = f.cashFils > 0 === f.bySender ? 'أدفعها أنا' : 'تدفعها أنت';
  return `${product} مع ${money(Math.abs(f.cashFils))} ${payer}`;
};

/** A step as a chat line. */
export const stepLine: Bilingual<(facts: StepFacts) => string> = {
  en: (f) =>
    ({
      offer: `Offer: ${enTerms(f)}`,
      counter: `Counter-offer: ${enTerms(f)}`,
      accept: `Offer accepted: ${enTerms(f)}`,
      reject: 'Offer rejected',
      expire: 'The offer expired without an answer',
    })[f.kind],
  ar: (f) =>
    ({
      offer: `عرض: ${arTerms(f)}`,
      counter: `عرض مقابل: ${arTerms(f)}`,
      accept: `تم قبول العرض: ${arTerms(f)}`,
      reject: 'تم رفض العرض',
      expire: 'انتهت صلاحية العرض دون رد',
    })[f.kind],
};

export const stepLineIn = (locale: Locale, facts: StepFacts): string => stepLine[locale](facts);

/** The facts of an offer's time notice: the product asked for and the hours left. */
export interface OfferTimeFacts {
  product: string;
  hours: number;
}

/** An open offer is about to expire, and it expired (both people are told). */
export const offerTimeTexts: Readonly<
  Record<'expiring' | 'expired', Bilingual<(f: OfferTimeFacts) => NotificationWording>>
> = {
  expiring: {
    en: (f) => ({
      title: 'An offer is about to expire',
      body: `The offer for “${name(f.product)}” expires in ${isolateText(String(f.hours))} hours unless it is answered.`,
    }),
    ar: (f) => ({
      title: 'عرض على وشك الانتهاء',
      body: `ينتهي العرض على «${name(f.product)}» خلال ${isolateText(String(f.hours))} ساعات ما لم يتم الرد عليه.`,
    }),
  },
  expired: {
    en: (f) => ({
      title: 'An offer expired',
      body: `The offer for “${name(f.product)}” expired without an answer. A new offer can be made.`,
    }),
    ar: (f) => ({
      title: 'انتهت صلاحية عرض',
      body: `انتهت صلاحية العرض على «${name(f.product)}» دون رد. يمكن تقديم عرض جديد.`,
    }),
  },
};
