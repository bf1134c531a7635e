/** Builders for the demo catalogue's attributes, and the option lists several categories share. */
import { AttributeType } from '@badal/contracts';
import type { AttributeDef, Bi, OptionDef } from './types.js';

export const o = (value: string, en: string, ar: string, color?: string): OptionDef => ({
  value,
  en,
  ar,
  ...(color ? { color } : {}),
});

export const bi = (en: string, ar: string): Bi => ({ en, ar });

export const flag = (key: string, en: string, ar: string, p = 0.6): AttributeDef => ({
  key,
  en,
  ar,
  type: AttributeType.boolean,
  p,
});

export const number = (
  key: string,
  en: string,
  ar: string,
  range: { min: number; max: number; step?: number; unit?: Bi },
): AttributeDef => ({ key, en, ar, type: AttributeType.number, ...range });

/** Pick one of several (a make, a type). */
export const choice = (key: string, en: string, ar: string, options: readonly OptionDef[]): AttributeDef => ({
  key,
  en,
  ar,
  type: AttributeType.multiChoice,
  options,
});

/** Tick one or more (features, sizes). */
export const several = (
  key: string,
  en: string,
  ar: string,
  options: readonly OptionDef[],
  pick: readonly [number, number] = [1, 1],
): AttributeDef => ({ key, en, ar, type: AttributeType.multiOptions, options, pick });

export const YES_NO: readonly OptionDef[] = [o('yes', 'Yes', 'نعم'), o('no', 'No', 'لا')];

export const yesNo = (key: string, en: string, ar: string): AttributeDef => ({
  key,
  en,
  ar,
  type: AttributeType.yesNoMultiChoice,
  options: YES_NO,
});

export const text = (key: string, en: string, ar: string, samples: readonly Bi[]): AttributeDef => ({
  key,
  en,
  ar,
  type: AttributeType.string,
  samples,
});

export const COLOURS: readonly OptionDef[] = [
  o('white', 'White', 'أبيض', '#ffffff'),
  o('black', 'Black', 'أسود', '#111111'),
  o('silver', 'Silver', 'فضي', '#c0c0c0'),
  o('grey', 'Grey', 'رمادي', '#808080'),
  o('red', 'Red', 'أحمر', '#c62828'),
  o('blue', 'Blue', 'أزرق', '#1565c0'),
  o('green', 'Green', 'أخضر', '#2e7d32'),
  o('beige', 'Beige', 'بيج', '#d7c4a3'),
  o('brown', 'Brown', 'بني', '#6d4c41'),
  o('gold', 'Gold', 'ذهبي', '#d4af37'),
  o('navy', 'Navy', 'كحلي', '#1a237e'),
  o('pink', 'Pink', 'وردي', '#f48fb1'),
];

export const colour = (key = 'colour', options: readonly OptionDef[] = COLOURS): AttributeDef => ({
  key,
  en: 'Colour',
  ar: 'اللون',
  type: AttributeType.color,
  options,
});

export const GOVERNORATES: readonly OptionDef[] = [
  o('capital', 'Capital', 'العاصمة'),
  o('hawalli', 'Hawalli', 'حولي'),
  o('farwaniya', 'Farwaniya', 'الفروانية'),
  o('ahmadi', 'Ahmadi', 'الأحمدي'),
  o('jahra', 'Jahra', 'الجهراء'),
  o('mubarak-al-kabeer', 'Mubarak Al-Kabeer', 'مبارك الكبير'),
];

export const KM = bi('km', 'كم');
export const INCH = bi('inch', 'بوصة');
export const KG = bi('kg', 'كغم');
export const YEARS = bi('years', 'سنوات');
export const MONTHS = bi('months', 'أشهر');
