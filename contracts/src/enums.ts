/**
 * Enumerations of spec §4, named as the spec names them. Numeric codes are the wire values the
 * marketplace API uses; the `*Names` maps give the wording the spec shows for each.
 */
export const AttributeType = {
  boolean: 0,
  number: 1,
  multiChoice: 2,
  multiOptions: 3,
  yesNoMultiChoice: 4,
  color: 5,
  string: 6,
} as const;
export type AttributeType = (typeof AttributeType)[keyof typeof AttributeType];

export const FilterType = {
  boolean: 0,
  range: 1,
  multiOptions: 2,
  multiChoice: 3,
  yesNoMultiChoice: 4,
  color: 5,
  input: 6,
} as const;
export type FilterType = (typeof FilterType)[keyof typeof FilterType];

/** Sell types as a listing declares them. */
export const SellType = { sell: 'sell', barter: 'barter', sellBarter: 'sell/barter' } as const;
export type SellType = (typeof SellType)[keyof typeof SellType];

/**
 * The second sell-type enumeration the spec lists: the type of a request (spec §3 Request).
 * `bartering` offers one of my products for yours; `sale` asks to buy yours at its price.
 */
export const RequestType = { bartering: 'bartering', sale: 'sale' } as const;
export type RequestType = (typeof RequestType)[keyof typeof RequestType];

export const Gender = { male: 'male', female: 'female' } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];

export const MessageState = { sent: 'sent', receive: 'receive', read: 'read' } as const;
export type MessageState = (typeof MessageState)[keyof typeof MessageState];

/**
 * Spec §4's three, and Badal's 'closed' (issue #32): a request whose product was sold or
 * exchanged in another deal, closed by Badal when its seller marked the ad (never sent by a client).
 */
export const RequestStatus = { pending: 1, approved: 2, rejected: 3, closed: 4 } as const;
export type RequestStatus = (typeof RequestStatus)[keyof typeof RequestStatus];
/** A status a person may ask for (PUT change-status): the spec's three; 'closed' only Badal sets. */
export type RequestAnswer = Exclude<RequestStatus, typeof RequestStatus.closed>;
/** How each request status is shown (spec §4: pending, accepted, rejected; Badal: closed). */
export const requestStatusLabel: Record<RequestStatus, 'pending' | 'accepted' | 'rejected' | 'closed'> = {
  1: 'pending',
  2: 'accepted',
  3: 'rejected',
  4: 'closed',
};

export const ContactKind = { phone: 0, email: 1 } as const;
export type ContactKind = (typeof ContactKind)[keyof typeof ContactKind];

export const AccountType = { user: 1, seller: 2, company: 3 } as const;
export type AccountType = (typeof AccountType)[keyof typeof AccountType];

export const NotificationType = {
  favorite: 'favorite',
  follow: 'follow',
  message: 'message',
  products: 'products',
  request: 'request',
  welcome: 'welcome',
  /** Badal (issue #31): trust & safety news; the value names the event (ModerationNotice). */
  moderation: 'moderation',
  /** Badal (issue #33): new ads for a saved search; the value is the saved search's id. */
  saved_search: 'saved_search',
  /** Badal (issue #33): a favourited ad's price was lowered; the value is the ad's slug. */
  price_drop: 'price_drop',
  /** Badal (issue #32): the other person of a closed deal rated me; the value is my user id (my ratings). */
  rating: 'rating',
} as const;
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];

export const PushType = {
  products: 1,
  request: 2,
  welcome: 3,
  follow: 4,
  favorite: 5,
  message: 6,
  /** Badal's own, past the spec's six. */
  moderation: 7,
  saved_search: 8,
  price_drop: 9,
  rating: 10,
} as const;
export type PushType = (typeof PushType)[keyof typeof PushType];

/** Account states the spec names (§6): banned, blocked, disabled, unverified — and the normal one. */
export const AccountStatus = {
  active: 'active',
  unverified: 'unverified',
  banned: 'banned',
  blocked: 'blocked',
  disabled: 'disabled',
} as const;
export type AccountStatus = (typeof AccountStatus)[keyof typeof AccountStatus];

export const Locale = { en: 'en', ar: 'ar' } as const;
export type Locale = (typeof Locale)[keyof typeof Locale];
export const localeDirection: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };

/**
 * Server steps: 0 nothing chosen yet; 1 top category chosen; 2 sub-category chosen; 3 category
 * complete (leaf or brand chosen); 4 details saved; 5 images saved with a main one; 6 location
 * saved — ready to publish.
 */
export const DraftStep = {
  new: 0,
  topCategory: 1,
  subCategory: 2,
  category: 3,
  details: 4,
  images: 5,
  location: 6,
} as const;
export type DraftStep = (typeof DraftStep)[keyof typeof DraftStep];

/** Banner placement codes. Only double = 4 is given by the spec (§9); the others are ours. */
export const BannerType = { horizontal: 5, vertical: 6, double: 4 } as const;
export type BannerType = (typeof BannerType)[keyof typeof BannerType];
export const BANNER_TYPE_NAMES = { 4: 'double-banners', 5: 'horizontal-banners', 6: 'vertical-banners' } as const;
