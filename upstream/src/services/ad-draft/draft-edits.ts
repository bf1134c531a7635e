/**
 * The wizard's steps that edit the draft's own fields: its category (with its ancestors; another
 * category drops the attributes that no longer belong and asks for the details again), its
 * details (attributes checked against the category's), whether the item is new, and where it is.
 * Each checks the wizard's order (422 `step`) and its input before changing anything and changes
 * the draft in one transaction; it answers the draft as it now is.
 */
import { DraftStep, type draftDetailsBodySchema } from '@badal/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { adDrafts, attributeOptions, attributes, categories } from '../../db/schema.js';
import { fieldError, HttpError } from '../../http-error.js';
import type { UpstreamContext } from '../context.js';
import { inTransaction } from '../transactions.js';
import { type AttributeDefinition, checkDraftAttributes } from './draft-attributes.js';
import { categoryStepFor } from './draft-step.js';
import { findDraft, type LoadedDraft, requireStep, settleDraft, stepOf } from './draft-store.js';

/** numeric(12, 3) holds less than a billion. */
const MAX_PRICE = 999_999_999;

/** The chosen category and its ancestors, top first. */
const categoryChain = async (db: Db, categoryId: number): Promise<number[] | null> => {
  const chain: number[] = [];
  let id: number | null = categoryId;
  while (id !== null && chain.length < 5) {
    const [row] = await db
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.id, id));
    if (!row) return null;
    chain.unshift(row.id);
    id = row.parentId;
  }
  return chain;
};

const hasChildren = async (db: Db, categoryId: number): Promise<boolean> =>
  (await db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, categoryId)).limit(1)).length >
  0;

/** The attributes a draft in these categories may have, with their options. */
const attributeDefinitions = async (db: Db, categoryIds: number[]): Promise<Map<number, AttributeDefinition>> => {
  if (categoryIds.length === 0) return new Map();
  const defined = await db.select().from(attributes).where(inArray(attributes.categoryId, categoryIds));
  const options =
    defined.length === 0
      ? []
      : await db
          .select()
          .from(attributeOptions)
          .where(
            inArray(
              attributeOptions.attributeId,
              defined.map((a) => a.id),
            ),
          );
  return new Map(
    defined.map((a) => [
      a.id,
      {
        id: a.id,
        type: a.type,
        minValue: a.minValue,
        maxValue: a.maxValue,
        options: options.filter((o) => o.attributeId === a.id).map((o) => ({ value: o.value, color: o.color })),
      },
    ]),
  );
};

/** `userId`'s draft in the category `categoryId` (a draft is started by choosing one). */
export const chooseCategory = async (
  ctx: UpstreamContext,
  userId: number,
  categoryId: number,
): Promise<LoadedDraft> => {
  const chain = await categoryChain(ctx.db, categoryId);
  if (!chain) throw fieldError('validation.invalid', 'categoryId');
  const categoryStep = categoryStepFor(chain.length, await hasChildren(ctx.db, categoryId));
  return inTransaction(ctx, async (tx) => {
    await tx.insert(adDrafts).values({ userId }).onConflictDoNothing({ target: adDrafts.userId });
    const loaded = await findDraft(tx, userId, true);
    if (!loaded) throw new Error('draft not created');
    const { draft, images } = loaded;
    const same = JSON.stringify(draft.categoryIds) === JSON.stringify(chain);
    // Another category has other attributes: those that no longer belong go, and details are due again.
    const allowed = same ? null : new Set((await attributeDefinitions(tx, chain)).keys());
    const changes = {
      categoryIds: chain,
      detailsSaved: same && draft.detailsSaved,
      attributes: allowed ? draft.attributes.filter((a) => allowed.has(a.id)) : draft.attributes,
      updatedAt: new Date(),
    };
    const step = stepOf({ ...draft, ...changes }, images, categoryStep);
    await tx
      .update(adDrafts)
      .set({ ...changes, step })
      .where(eq(adDrafts.id, draft.id));
    return settleDraft(tx, userId);
  });
};

/** `userId`'s draft with its details: name, description, prices, how it is sold, attributes. */
export const saveDetails = async (
  ctx: UpstreamContext,
  userId: number,
  details: z.output<typeof draftDetailsBodySchema>,
): Promise<LoadedDraft> => {
  return inTransaction(ctx, async (tx) => {
    const { draft } = requireStep(await findDraft(tx, userId, true), DraftStep.category);
    const checked = checkDraftAttributes(details.attributes, await attributeDefinitions(tx, draft.categoryIds));
    if (!checked.ok) {
      const first = Object.values(checked.errors)[0]?.[0] ?? 'validation.invalid';
      throw new HttpError(422, first, checked.errors);
    }
    if (details.price > MAX_PRICE) throw fieldError('validation.invalid', 'price');
    if (details.secondPrice !== undefined && details.secondPrice > MAX_PRICE) {
      throw fieldError('validation.invalid', 'secondPrice');
    }
    await tx
      .update(adDrafts)
      .set({
        name: details.name,
        description: details.description,
        code: details.code?.trim() || null,
        price: details.price.toFixed(3),
        secondPrice: details.secondPrice === undefined ? null : details.secondPrice.toFixed(3),
        isFeatured: details.isFeatured ?? false,
        sellType: details.sellType,
        attributes: checked.attributes,
        detailsSaved: true,
        updatedAt: new Date(),
      })
      .where(eq(adDrafts.id, draft.id));
    return settleDraft(tx, userId);
  });
};

/** `userId`'s draft saying whether the item is new. */
export const saveCondition = async (ctx: UpstreamContext, userId: number, isNew: boolean): Promise<LoadedDraft> => {
  return inTransaction(ctx, async (tx) => {
    const { draft } = requireStep(await findDraft(tx, userId, true), DraftStep.category);
    await tx.update(adDrafts).set({ isNew, updatedAt: new Date() }).where(eq(adDrafts.id, draft.id));
    return settleDraft(tx, userId);
  });
};

export interface DraftLocation {
  latitude: number;
  longitude: number;
  address: string;
}

/** `userId`'s draft with where the item is. */
export const saveLocation = async (
  ctx: UpstreamContext,
  userId: number,
  location: DraftLocation,
): Promise<LoadedDraft> => {
  return inTransaction(ctx, async (tx) => {
    const { draft } = requireStep(await findDraft(tx, userId, true), DraftStep.images);
    await tx
      .update(adDrafts)
      .set({
        latitude: location.latitude,
        longitude: location.longitude,
        address: location.address,
        updatedAt: new Date(),
      })
      .where(eq(adDrafts.id, draft.id));
    return settleDraft(tx, userId);
  });
};
