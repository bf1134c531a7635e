import { z } from 'zod';
import { SETTING_KEYS } from '../constants.js';

export const settingKeySchema = z.enum(SETTING_KEYS);
export const settingsSchema = z.record(z.string(), z.string().nullable());
