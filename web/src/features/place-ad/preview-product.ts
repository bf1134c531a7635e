/**
 * The draft as buyers will see it: a product (contracts' Product) built from the draft, the
 * category's attributes (names, option labels, units in the page's language), the category tree
 * and the signed-in user, so the preview reuses the product page's own parts.
 */
import {
  type AdDraft,
  AttributeType,
  type Category,
  type CategoryFilter,
  type Product,
  type SelfUser,
} from '@badal/contracts';
import { findCategory } from './wizard-steps';

type ProductAttribute = Product['attributes'][number];

/** One saved attribute in the product's shape: option values become their labels. */
const toProductAttribute = (
  saved: { id: number; value: string | null; values: string[] },
  filter: CategoryFilter,
): ProductAttribute => {
  const option = (value: string) => filter.options.find((o) => o.value === value);
  const label = (value: string) => option(value)?.label ?? value;
  const base = { id: filter.id, name: filter.name, type: filter.attributeType, unit: filter.unit };
  switch (filter.attributeType) {
    case AttributeType.boolean:
    case AttributeType.number:
    case AttributeType.string:
      return { ...base, value: saved.value, values: [] };
    case AttributeType.color: {
      // The product page shows a colour's swatch from its hex and its name from `values`.
      const chosen = saved.value === null ? undefined : option(saved.value);
      return { ...base, value: chosen?.color ?? saved.value, values: saved.value ? [label(saved.value)] : [] };
    }
    case AttributeType.yesNoMultiChoice:
      return { ...base, value: saved.value, values: saved.value ? [label(saved.value)] : [] };
    default:
      return { ...base, value: null, values: saved.values.map(label) };
  }
};

export const previewProduct = ({
  draft,
  filters,
  tree,
  self,
  now,
}: {
  draft: AdDraft;
  filters: readonly CategoryFilter[];
  tree: readonly Category[];
  self: SelfUser | null;
  /** The instant the preview is drawn at (its 'posted' date). */
  now: Date;
}): Product | null => {
  const ad = draft.product;
  if (!ad?.sellType) return null;
  const categories = ad.categoryIds
    .slice(0, 2)
    .map((id) => findCategory(tree, id))
    .filter((c): c is Category => c !== null)
    .map(({ id, slug, name }) => ({ id, slug, name }));
  const main = ad.images.find((i) => i.main) ?? ad.images[0];
  const byId = new Map(filters.map((f) => [f.id, f]));
  const stamp = now.toISOString();
  return {
    id: ad.id,
    slug: '',
    name: ad.name ?? '',
    price: ad.price,
    secondPrice: ad.secondPrice,
    currency: 'KWD',
    sellType: ad.sellType,
    isNew: ad.isNew ?? false,
    isFeatured: ad.isFeatured,
    image: main ? { url: main.url, thumbnailUrl: main.thumbnailUrl } : null,
    categories,
    address: ad.location?.address ?? null,
    createdAt: stamp,
    description: ad.description ?? '',
    code: ad.code,
    images: ad.images.map((i) => ({
      id: i.id,
      url: i.url,
      thumbnailUrl: i.thumbnailUrl,
      isMain: i.main,
      width: null,
      height: null,
    })),
    attributes: ad.attributes.flatMap((saved) => {
      const filter = byId.get(saved.id);
      return filter ? [toProductAttribute(saved, filter)] : [];
    }),
    location: ad.location,
    seller: {
      id: self?.seller?.id ?? 0,
      userId: self?.id ?? 0,
      fullName: self?.fullName ?? '',
      userName: self?.userName ?? '',
      image: self?.image ? { url: self.image.url } : null,
      accountType: self?.accountType ?? 1,
      country: self?.country ?? null,
    },
    views: 0,
    isFavorite: null,
    updatedAt: stamp,
  };
};
