/**
 * The place-an-ad wizard on a server-held draft (spec §7 "Ad draft", §4 step mapping): GET /ad,
 * POST /ad/category, /ad/details, /ad/status, /ad/images, /ad/images/{id}/main, DELETE
 * /ad/images/{id}, POST /ad/location, /ad/finish, DELETE /ad/discard. Each call checks the
 * wizard's order (422 `step`) and its input before changing anything, changes the draft in one
 * transaction and answers the draft with its new step. Files are written before that transaction
 * and removed again if it fails, so bad input leaves neither a changed draft nor orphaned files.
 */
import { AD_MAX_IMAGES, DraftStep } from '@badal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { adDraftImages, adDrafts, attributeOptions, attributes, categories, products } from '../db/schema.js';
import type { CallHandlers } from '../http/api-router.js';
import { fieldError, HttpError, notFound } from '../http/http-error.js';
import { say } from '../http/texts.js';
import { type AttributeDefinition, checkDraftAttributes } from '../services/ad-draft/draft-attributes.js';
import { categoryStepFor } from '../services/ad-draft/draft-step.js';
import { findDraft, requireStep, settleDraft, stepOf } from '../services/ad-draft/draft-store.js';
import { toAdDraft } from '../services/ad-draft/draft-view.js';
import { publishDraft } from '../services/ad-draft/publish-draft.js';
import { listCards, toCard } from '../services/catalogue/product-cards.js';
import type { UpstreamContext } from '../services/context.js';
import { removeStoredFiles, type StoredPicture, storePicture } from '../services/images/stored-picture.js';
import { inTransaction } from '../services/push/after-commit.js';

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

const imageFiles = (images: readonly { path: string; thumbnailPath: string }[]) =>
  images.flatMap((i) => [i.path, i.thumbnailPath]);

export const adDraftHandlers = (ctx: UpstreamContext) =>
  ({
    getDraft: async ({ auth, locale }) => toAdDraft(ctx, await findDraft(ctx.db, auth.user.id), locale),

    chooseCategory: async ({ auth, body, locale }) => {
      const userId = auth.user.id;
      const chain = await categoryChain(ctx.db, body.categoryId);
      if (!chain) throw fieldError('validation.invalid', 'categoryId');
      const categoryStep = categoryStepFor(chain.length, await hasChildren(ctx.db, body.categoryId));
      const saved = await inTransaction(ctx, async (tx) => {
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
      return toAdDraft(ctx, saved, locale);
    },

    saveDetails: async ({ auth, body, locale }) => {
      const userId = auth.user.id;
      const saved = await inTransaction(ctx, async (tx) => {
        const { draft } = requireStep(await findDraft(tx, userId, true), DraftStep.category);
        const checked = checkDraftAttributes(body.attributes, await attributeDefinitions(tx, draft.categoryIds));
        if (!checked.ok) {
          const first = Object.values(checked.errors)[0]?.[0] ?? 'validation.invalid';
          throw new HttpError(422, first, checked.errors);
        }
        if (body.price > MAX_PRICE) throw fieldError('validation.invalid', 'price');
        if (body.secondPrice !== undefined && body.secondPrice > MAX_PRICE) {
          throw fieldError('validation.invalid', 'secondPrice');
        }
        await tx
          .update(adDrafts)
          .set({
            name: body.name,
            description: body.description,
            code: body.code?.trim() || null,
            price: body.price.toFixed(3),
            secondPrice: body.secondPrice === undefined ? null : body.secondPrice.toFixed(3),
            isFeatured: body.isFeatured ?? false,
            sellType: body.sellType,
            attributes: checked.attributes,
            detailsSaved: true,
            updatedAt: new Date(),
          })
          .where(eq(adDrafts.id, draft.id));
        return settleDraft(tx, userId);
      });
      return toAdDraft(ctx, saved, locale);
    },

    saveStatus: async ({ auth, body, locale }) => {
      const userId = auth.user.id;
      const saved = await inTransaction(ctx, async (tx) => {
        const { draft } = requireStep(await findDraft(tx, userId, true), DraftStep.category);
        await tx.update(adDrafts).set({ isNew: body.isNew, updatedAt: new Date() }).where(eq(adDrafts.id, draft.id));
        return settleDraft(tx, userId);
      });
      return toAdDraft(ctx, saved, locale);
    },

    addImages: async ({ auth, files, locale }) => {
      const userId = auth.user.id;
      const uploads = files.get('images') ?? [];
      const tooMany = () => fieldError('validation.tooManyFiles', 'images');
      // Checked before anything is written, and again under the draft's lock below.
      const before = requireStep(await findDraft(ctx.db, userId), DraftStep.details);
      if (before.images.length + uploads.length > AD_MAX_IMAGES) throw tooMany();

      const stored: StoredPicture[] = [];
      try {
        for (const upload of uploads) stored.push(await storePicture(ctx, `ads/${userId}`, upload));
        const saved = await inTransaction(ctx, async (tx) => {
          const { draft, images } = requireStep(await findDraft(tx, userId, true), DraftStep.details);
          if (images.length + stored.length > AD_MAX_IMAGES) throw tooMany();
          const next = Math.max(-1, ...images.map((i) => i.position)) + 1;
          const hasMain = images.some((i) => i.isMain);
          await tx.insert(adDraftImages).values(
            stored.map((picture, n) => ({
              draftId: draft.id,
              ...picture,
              // The first image of a draft is its main image.
              isMain: !hasMain && n === 0,
              position: next + n,
            })),
          );
          await tx.update(adDrafts).set({ updatedAt: new Date() }).where(eq(adDrafts.id, draft.id));
          return settleDraft(tx, userId);
        });
        return toAdDraft(ctx, saved, locale);
      } catch (error) {
        await removeStoredFiles(ctx, imageFiles(stored));
        throw error;
      }
    },

    setMainImage: async ({ auth, params, locale }) => {
      const userId = auth.user.id;
      const saved = await inTransaction(ctx, async (tx) => {
        const loaded = await findDraft(tx, userId, true);
        // Another user's image, or none: not found (a draft belongs to its user only).
        const image = loaded?.images.find((i) => i.id === params.id);
        if (!loaded || !image) throw notFound();
        await tx
          .update(adDraftImages)
          .set({ isMain: false })
          .where(and(eq(adDraftImages.draftId, loaded.draft.id), eq(adDraftImages.isMain, true)));
        await tx.update(adDraftImages).set({ isMain: true }).where(eq(adDraftImages.id, image.id));
        return settleDraft(tx, userId);
      });
      return toAdDraft(ctx, saved, locale);
    },

    deleteImage: async ({ auth, params, locale }) => {
      const userId = auth.user.id;
      const { saved, removed } = await inTransaction(ctx, async (tx) => {
        const loaded = await findDraft(tx, userId, true);
        const image = loaded?.images.find((i) => i.id === params.id);
        if (!loaded || !image) throw notFound();
        await tx.delete(adDraftImages).where(eq(adDraftImages.id, image.id));
        const heir = loaded.images.find((i) => i.id !== image.id);
        // Deleting the main image makes the next one main.
        if (image.isMain && heir)
          await tx.update(adDraftImages).set({ isMain: true }).where(eq(adDraftImages.id, heir.id));
        return { saved: await settleDraft(tx, userId), removed: image };
      });
      await removeStoredFiles(ctx, imageFiles([removed]));
      return toAdDraft(ctx, saved, locale);
    },

    saveLocation: async ({ auth, body, locale }) => {
      const userId = auth.user.id;
      const saved = await inTransaction(ctx, async (tx) => {
        const { draft } = requireStep(await findDraft(tx, userId, true), DraftStep.images);
        await tx
          .update(adDrafts)
          .set({ latitude: body.latitude, longitude: body.longitude, address: body.address, updatedAt: new Date() })
          .where(eq(adDrafts.id, draft.id));
        return settleDraft(tx, userId);
      });
      return toAdDraft(ctx, saved, locale);
    },

    finish: async ({ auth, locale }) => {
      const userId = auth.user.id;
      const productId = await inTransaction(ctx, async (tx, pushes) => {
        const loaded = requireStep(await findDraft(tx, userId, true), DraftStep.location);
        return publishDraft(ctx, tx, pushes, userId, loaded);
      });
      const [card] = await listCards(ctx, { where: eq(products.id, productId), orderBy: [], limit: 1 });
      if (!card) throw new Error(`published product ${productId} not found`);
      return { product: toCard(ctx, card, locale) };
    },

    discard: async ({ auth, locale }) => {
      const removed = await inTransaction(ctx, async (tx) => {
        const loaded = await findDraft(tx, auth.user.id, true);
        if (!loaded) throw notFound();
        await tx.delete(adDrafts).where(eq(adDrafts.id, loaded.draft.id));
        return loaded.images;
      });
      await removeStoredFiles(ctx, imageFiles(removed));
      return { message: say('upstream.draftDiscarded', locale) };
    },
  }) satisfies Partial<CallHandlers>;
