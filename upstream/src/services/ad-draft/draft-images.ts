/**
 * The draft's pictures: adding some (stored before the transaction and removed again if it
 * fails, so bad input leaves no orphaned files), choosing the main one, deleting one (the next
 * becomes main). Each answers the draft as it now is.
 */
import { AD_MAX_IMAGES, DraftStep } from '@badal/contracts';
import { and, eq } from 'drizzle-orm';
import { adDraftImages, adDrafts } from '../../db/schema.js';
import { fieldError, notFound } from '../../http-error.js';
import type { UpstreamContext } from '../context.js';
import { removeStoredFiles, type StoredPicture, storePicture } from '../images/stored-picture.js';
import { inTransaction } from '../transactions.js';
import type { UploadedFile } from '../uploaded-file.js';
import { findDraft, type LoadedDraft, requireStep, settleDraft } from './draft-store.js';

/** The stored files of draft images: the picture and its thumbnail. */
export const imageFiles = (images: readonly { path: string; thumbnailPath: string }[]) =>
  images.flatMap((i) => [i.path, i.thumbnailPath]);

/** `userId`'s draft with the uploaded pictures added (the first of a draft becomes its main one). */
export const addDraftImages = async (
  ctx: UpstreamContext,
  userId: number,
  uploads: readonly UploadedFile[],
): Promise<LoadedDraft> => {
  const tooMany = () => fieldError('validation.tooManyFiles', 'images');
  // Checked before anything is written, and again under the draft's lock below.
  const before = requireStep(await findDraft(ctx.db, userId), DraftStep.details);
  if (before.images.length + uploads.length > AD_MAX_IMAGES) throw tooMany();

  const stored: StoredPicture[] = [];
  try {
    for (const upload of uploads) stored.push(await storePicture(ctx, `ads/${userId}`, upload));
    return await inTransaction(ctx, async (tx) => {
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
  } catch (error) {
    await removeStoredFiles(ctx, imageFiles(stored));
    throw error;
  }
};

/** `userId`'s draft with `imageId` its main picture. */
export const setMainDraftImage = async (
  ctx: UpstreamContext,
  userId: number,
  imageId: number,
): Promise<LoadedDraft> => {
  return inTransaction(ctx, async (tx) => {
    const loaded = await findDraft(tx, userId, true);
    // Another user's image, or none: not found (a draft belongs to its user only).
    const image = loaded?.images.find((i) => i.id === imageId);
    if (!loaded || !image) throw notFound();
    await tx
      .update(adDraftImages)
      .set({ isMain: false })
      .where(and(eq(adDraftImages.draftId, loaded.draft.id), eq(adDraftImages.isMain, true)));
    await tx.update(adDraftImages).set({ isMain: true }).where(eq(adDraftImages.id, image.id));
    return settleDraft(tx, userId);
  });
};

/** `userId`'s draft without the picture `imageId`, whose files are removed once that is saved. */
export const deleteDraftImage = async (ctx: UpstreamContext, userId: number, imageId: number): Promise<LoadedDraft> => {
  const { saved, removed } = await inTransaction(ctx, async (tx) => {
    const loaded = await findDraft(tx, userId, true);
    const image = loaded?.images.find((i) => i.id === imageId);
    if (!loaded || !image) throw notFound();
    await tx.delete(adDraftImages).where(eq(adDraftImages.id, image.id));
    const heir = loaded.images.find((i) => i.id !== image.id);
    // Deleting the main image makes the next one main.
    if (image.isMain && heir) await tx.update(adDraftImages).set({ isMain: true }).where(eq(adDraftImages.id, heir.id));
    return { saved: await settleDraft(tx, userId), removed: image };
  });
  await removeStoredFiles(ctx, imageFiles([removed]));
  return saved;
};
