/** Business constants and limits of spec §9, named as the spec names them. */
import { BannerType, type Locale } from './enums.js';

export const CURRENCY = 'KWD';
export const CURRENCY_DECIMALS = 3;
/** What a price shows when its value is not numeric. */
export const PRICE_NOT_NUMERIC = 'KWD 0.000';

export const LOCALES = ['en', 'ar'] as const satisfies readonly Locale[];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'lang_redirected';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
/** Delay before the page reloads after a language switch (§4), in milliseconds. */
export const LANGUAGE_SWITCH_RELOAD_MS = 500;

/** The search page is the category of this slug (spec §2); as a search filter it means every category. */
export const SEARCH_SLUG = 'search';

export const FOOTER_CATEGORIES = 4;
export const FOOTER_CATEGORY_CHILDREN = 4;
export const TOP_BAR_CATEGORIES = 11;
/** Category chips hide once the page is scrolled past this many pixels. */
export const SCROLL_THRESHOLD_PX = 20;

export const PASSWORD_MIN_LENGTH = 6;
export const PHONE_LENGTH = 8;
export const PERCENT_MIN = 0;
export const PERCENT_MAX = 100;

export const FeeTypeId = { banner: 2, subscription: 4, boostAd: 18, adRefresh: 2, flashSale: 19 } as const;

export const DOUBLE_BANNER_TYPE = 4;
export const DOUBLE_BANNER_TYPE_NAME = 'double-banners';
export const UNPAID_BANNER_QUERY_TYPE = 2;
export const BannerRatio = { horizontal: 9 / 2, vertical: 1 / 2 } as const;

export const NOTIFICATIONS_PAGE_SIZE = 30;
export const PAYMENT_CASH_BACK = 0;

/**
 * The promotions one ad can get (§1: boosting, refreshing, flash sales), named as FeeTypeId
 * names them. A membership includes a monthly allowance of some; one can also be bought alone.
 * The API's paths call them membership services (`/memberships/services/…`).
 */
export const PROMOTION_CODES = ['boostAd', 'adRefresh', 'flashSale'] as const;
export type PromotionCode = (typeof PROMOTION_CODES)[number];

/** What a cart line can buy. Each kind has one activation in the API's settlement. */
export const CART_ITEM_KINDS = ['membership', ...PROMOTION_CODES, 'banner', 'companySubscription'] as const;
export type CartItemKind = (typeof CART_ITEM_KINDS)[number];

/**
 * Where the payment provider sends the customer back (§2 payment-return guard), under the
 * site's origin and the language prefix: `thanks` after a successful payment (the guard opens
 * /payment-succeeded), `check-out` after a failed or cancelled one (the guard opens /payment,
 * keeping the query). The provider appends `paymentId` and `Id` to the query.
 */
export const PAYMENT_RETURN_PATHS = { succeeded: '/thanks', failed: '/check-out' } as const;
/** The page loader waits at least this long so a fast fetch does not flash (§9). */
export const PAGE_LOADER_MIN_DELAY_MS = 200;

export const ThemeColor = { primary: '#55033e', secondary: '#f36247' } as const;
export const DEFAULT_COUNTRY = 'Kuwait';
export const DEFAULT_COUNTRY_AR = 'الكويت';

export const AD_IMAGE_FORMATS = ['png', 'jpg', 'jpeg'] as const;
export const AD_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
/** Minimum number of attributes an ad must have selected and filled (§4). */
export const AD_MIN_ATTRIBUTES = 3;

/** Uploads and text limits of the calls (§7), checked by the BFF and the API alike. */
export const AD_IMAGE_MAX_BYTES = 25 * 1024 * 1024;
export const AD_MAX_IMAGES = 10;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const CHAT_MAX_TEXT = 2000;

/** How a result page may be sorted, and the largest page a list call returns. */
export const SORTS = ['newest', 'oldest', 'priceAsc', 'priceDesc'] as const;
export const MAX_PER_PAGE = 60;

/** The wizard's pages in order; index + 1 is the client step number of §4. */
export const PLACE_AD_STEPS = [
  'select-category',
  'select-subcategory',
  'select-brand',
  'set-details',
  'set-images',
  'select-location',
  'preview',
] as const;
export type PlaceAdStep = (typeof PLACE_AD_STEPS)[number];

export const ABOUT_PAGES = [
  'our-story',
  'our-mission',
  'our-vision',
  'our-leadership-team',
  'terms-and-conditions',
] as const;
export type AboutPage = (typeof ABOUT_PAGES)[number];

/** The placements a person can book, with the settings key of each one's price per day. */
export const BANNER_PRICE_KEYS = {
  [BannerType.double]: 'doubleBannerPrice',
  [BannerType.horizontal]: 'horizontalBannerPrice',
  [BannerType.vertical]: 'verticalBannerPrice',
} as const satisfies Record<BannerType, string>;

/** The settings key of the business account's price, a year of it (Badal's). */
export const COMPANY_SUBSCRIPTION_PRICE_KEY = 'companySubscriptionPrice';

/**
 * Setting keys the product reads (spec §7 GET /settings/keys). Values are decimal strings in KWD:
 * the banners' prices a day, the business account's a year.
 */
export const SETTING_KEYS = [
  BANNER_PRICE_KEYS[BannerType.double],
  BANNER_PRICE_KEYS[BannerType.horizontal],
  BANNER_PRICE_KEYS[BannerType.vertical],
  COMPANY_SUBSCRIPTION_PRICE_KEY,
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** What a chat message may carry besides its text. */
export const ATTACHMENT_KINDS = ['image', 'video', 'file', 'audio'] as const;
