/** The shape of the demo catalogue's data: attributes per category and product templates per sub-category. */
import type { AttributeType } from '@badal/contracts';
import type { Random } from '../prng.js';

/** A text in both languages. */
export interface Bi {
  en: string;
  ar: string;
}

export interface OptionDef extends Bi {
  value: string;
  /** #rrggbb for colour attributes. */
  color?: string;
}

interface AttributeBase extends Bi {
  /** Unique within its category; the stored key is `<category slug>.<key>`. */
  key: string;
  /** The value is the governorate of the product's area (real estate). */
  fromArea?: true;
}

export type AttributeDef =
  | (AttributeBase & { type: typeof AttributeType.boolean /** Chance of 'true'. */; p?: number })
  | (AttributeBase & { type: typeof AttributeType.number; min: number; max: number; step?: number; unit?: Bi })
  | (AttributeBase & {
      type:
        | typeof AttributeType.multiChoice
        | typeof AttributeType.multiOptions
        | typeof AttributeType.yesNoMultiChoice
        | typeof AttributeType.color;
      options: readonly OptionDef[];
      /** How many options a product picks (multi-options may take several). Default [1, 1]. */
      pick?: readonly [number, number];
    })
  | (AttributeBase & { type: typeof AttributeType.string; samples: readonly Bi[] });

/** A value an item fixes: an option value (or several), a number range to draw from, or free text. */
export type FixedValue = string | readonly string[] | readonly [number, number] | Bi;

/** One kind of thing sold in a sub-category, e.g. "Toyota Land Cruiser". */
export interface ItemTemplate extends Bi {
  /** Price range in KWD. */
  price: readonly [number, number];
  /** Attribute values this item always has, by attribute key. */
  values?: Readonly<Record<string, FixedValue>>;
  /** Restricts the location to these area keys (chalets on the coast, …). */
  areas?: readonly string[];
}

/** What a title builder gets: the item, the product's drawn values, the language. */
export interface TitleInput {
  item: ItemTemplate;
  value: (key: string) => string | undefined;
  lang: 'en' | 'ar';
  area: Bi;
}

export interface SubCategoryPlan {
  slug: string;
  /** How many products to create. */
  count: number;
  attributes: readonly AttributeDef[];
  items: readonly ItemTemplate[];
  /** Sentences a description is made of (each language its own list). */
  phrases: { en: readonly string[]; ar: readonly string[] };
  /** Chance a product is new. Default 0.35. */
  newShare?: number;
  title?: (input: TitleInput) => string;
}

export interface TopCategoryPlan {
  slug: string;
  /** Attributes every sub-category shares (shown first in each one's filters). */
  attributes: readonly AttributeDef[];
  subs: readonly SubCategoryPlan[];
}

export type { Random };
