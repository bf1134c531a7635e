import { z } from 'zod';

/** Setting keys the product reads (spec §7 GET /settings/keys). Values are decimal strings in KWD. */
export const SETTING_KEYS = ['doubleBannerPrice', 'horizontalBannerPrice', 'verticalBannerPrice'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
export const settingKeySchema = z.enum(SETTING_KEYS);
export const settingsSchema = z.record(z.string(), z.string().nullable());
