import { describe, expect, it } from 'vitest';
import * as c from './constants.js';

describe('§9 business constants and limits', () => {
  it('currency: KWD with 3 decimals', () => {
    expect(c.CURRENCY).toBe('KWD');
    expect(c.CURRENCY_DECIMALS).toBe(3);
    expect(c.PRICE_NOT_NUMERIC).toBe('KWD 0.000');
  });

  it('locales en and ar, default en, cookie lang_redirected for 365 days', () => {
    expect(c.LOCALES).toEqual(['en', 'ar']);
    expect(c.DEFAULT_LOCALE).toBe('en');
    expect(c.LOCALE_COOKIE).toBe('lang_redirected');
    expect(c.LOCALE_COOKIE_MAX_AGE_DAYS).toBe(365);
    expect(c.LANGUAGE_SWITCH_RELOAD_MS).toBe(500);
  });

  it('footer 4 by 4, top bar 11, scroll threshold 20 px', () => {
    expect(c.FOOTER_CATEGORIES).toBe(4);
    expect(c.FOOTER_CATEGORY_CHILDREN).toBe(4);
    expect(c.TOP_BAR_CATEGORIES).toBe(11);
    expect(c.SCROLL_THRESHOLD_PX).toBe(20);
  });

  it('password minimum 6, phone length 8, percent 0-100', () => {
    expect(c.PASSWORD_MIN_LENGTH).toBe(6);
    expect(c.PHONE_LENGTH).toBe(8);
    expect([c.PERCENT_MIN, c.PERCENT_MAX]).toEqual([0, 100]);
  });

  it('fee type ids', () => {
    expect(c.FeeTypeId).toEqual({ banner: 2, subscription: 4, boostAd: 18, adRefresh: 2, flashSale: 19 });
  });

  it('banners: double type 4, unpaid query type 2, ratios 9/2 and 1/2', () => {
    expect(c.DOUBLE_BANNER_TYPE).toBe(4);
    expect(c.DOUBLE_BANNER_TYPE_NAME).toBe('double-banners');
    expect(c.UNPAID_BANNER_QUERY_TYPE).toBe(2);
    expect(c.BannerRatio.horizontal).toBe(4.5);
    expect(c.BannerRatio.vertical).toBe(0.5);
  });

  it('page sizes, cash back, loader delay', () => {
    expect(c.NOTIFICATIONS_PAGE_SIZE).toBe(30);
    expect(c.PAYMENT_CASH_BACK).toBe(0);
    expect(c.PAGE_LOADER_MIN_DELAY_MS).toBe(200);
  });

  it('theme colours and default country', () => {
    expect(c.ThemeColor).toEqual({ primary: '#55033e', secondary: '#f36247' });
    expect(c.DEFAULT_COUNTRY).toBe('Kuwait');
    expect(c.DEFAULT_COUNTRY_AR).toBe('الكويت');
  });

  it('ad images: png, jpg, jpeg; at least 3 attributes (§4, §5)', () => {
    expect(c.AD_IMAGE_FORMATS).toEqual(['png', 'jpg', 'jpeg']);
    expect(c.AD_IMAGE_MIME_TYPES).toEqual(['image/png', 'image/jpeg']);
    expect(c.AD_MIN_ATTRIBUTES).toBe(3);
  });
});
