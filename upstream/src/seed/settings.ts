/** Prices in KWD (decimal strings with the 3 decimals of §9): banners a day, the business account a year. */
import { BANNER_PRICE_KEYS, BannerType, COMPANY_SUBSCRIPTION_PRICE_KEY, type SettingKey } from '@badal/contracts';

export const seedSettings: Readonly<Record<SettingKey, string>> = {
  [BANNER_PRICE_KEYS[BannerType.double]]: '25.000',
  [BANNER_PRICE_KEYS[BannerType.horizontal]]: '15.000',
  [BANNER_PRICE_KEYS[BannerType.vertical]]: '10.000',
  [COMPANY_SUBSCRIPTION_PRICE_KEY]: '120.000',
};
