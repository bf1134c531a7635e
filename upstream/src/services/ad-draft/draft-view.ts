/** A draft as the contracts' adDraftSchema answers it, in the request language. */
import { type AdDraft, DraftStep, type Locale, type SellType } from '@badal/contracts';
import { eq } from 'drizzle-orm';
import { categories } from '../../db/schema.js';
import { inLocale } from '../catalogue/in-locale.js';
import { kwd } from '../catalogue/product-cards.js';
import { mediaUrl, type UpstreamContext } from '../context.js';
import { hasLocation, type LoadedDraft } from './draft-store.js';

/** The attribute form is the one of the deepest chosen category: its name titles the form. */
const formTitle = async (ctx: UpstreamContext, categoryIds: readonly number[], locale: Locale) => {
  const leaf = categoryIds.at(-1);
  if (leaf === undefined) return null;
  const [row] = await ctx.db
    .select({ nameEn: categories.nameEn, nameAr: categories.nameAr })
    .from(categories)
    .where(eq(categories.id, leaf));
  return row ? inLocale(locale, row.nameEn, row.nameAr) : null;
};

export const toAdDraft = async (ctx: UpstreamContext, loaded: LoadedDraft | null, locale: Locale): Promise<AdDraft> => {
  if (!loaded) return { product: null, step: DraftStep.new };
  const { draft, images } = loaded;
  return {
    step: draft.step,
    product: {
      id: draft.id,
      name: draft.name,
      description: draft.description,
      code: draft.code,
      price: kwd(draft.price),
      secondPrice: kwd(draft.secondPrice),
      isFeatured: draft.isFeatured,
      isNew: draft.isNew,
      formTitle: await formTitle(ctx, draft.categoryIds, locale),
      categoryIds: draft.categoryIds,
      categoryId: draft.categoryIds[0] ?? null,
      subCategoryId: draft.categoryIds[1] ?? null,
      attributes: draft.attributes,
      sellType: draft.sellType as SellType | null,
      images: images.map((image) => {
        const url = mediaUrl(ctx, image.path) ?? '';
        return { id: image.id, url, thumbnailUrl: mediaUrl(ctx, image.thumbnailPath) ?? url, main: image.isMain };
      }),
      location: hasLocation(draft)
        ? { latitude: draft.latitude as number, longitude: draft.longitude as number, address: draft.address as string }
        : null,
    },
  };
};
