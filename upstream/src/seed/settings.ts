/** Prices in KWD (decimal strings with the 3 decimals of §9): banners a day, the business account a year. */
import type { SettingKey } from '@badal/contracts';

export const seedSettings: Readonly<Record<SettingKey, string>> = {
  doubleBannerPrice: '25.000',
  horizontalBannerPrice: '15.000',
  verticalBannerPrice: '10.000',
  companySubscriptionPrice: '120.000',
};
