/** Reading a user's draft with its images, and keeping its stored step in line with what it holds. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type AdDraftImageRow, type AdDraftRow, adDraftImages, adDrafts } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { categoryStepOf, draftStep } from './draft-step.js';

export interface LoadedDraft {
  draft: AdDraftRow;
  images: AdDraftImageRow[];
}

/** The user's draft, or null. `lock` holds its row until the transaction ends (one change at a time). */
export const findDraft = async (db: Db, userId: number, lock = false): Promise<LoadedDraft | null> => {
  const query = db.select().from(adDrafts).where(eq(adDrafts.userId, userId));
  const [draft] = lock ? await query.for('update') : await query;
  if (!draft) return null;
  const images = await db
    .select()
    .from(adDraftImages)
    .where(eq(adDraftImages.draftId, draft.id))
    .orderBy(asc(adDraftImages.position), asc(adDraftImages.id));
  return { draft, images };
};

export const hasLocation = (draft: AdDraftRow): boolean =>
  draft.latitude !== null && draft.longitude !== null && draft.address !== null;

/** The step the draft's contents give (see draft-step.ts). */
export const stepOf = (draft: AdDraftRow, images: readonly AdDraftImageRow[], categoryStep?: number): number =>
  draftStep({
    categoryStep: categoryStep ?? categoryStepOf(draft.step),
    detailsSaved: draft.detailsSaved,
    hasMainImage: images.some((i) => i.isMain),
    hasLocation: hasLocation(draft),
  });

/** 422 unless the draft exists and has reached `step` (steps called out of order). */
export const requireStep = (loaded: LoadedDraft | null, step: number): LoadedDraft => {
  if (!loaded || loaded.draft.step < step) {
    throw new HttpError(422, 'validation.draftStep', { step: ['validation.draftStep'] });
  }
  return loaded;
};

/** Re-reads the draft after a change and stores the step it now has. */
export const settleDraft = async (tx: Db, userId: number): Promise<LoadedDraft> => {
  const loaded = await findDraft(tx, userId);
  if (!loaded) throw new Error(`draft of user ${userId} vanished inside its transaction`);
  const step = stepOf(loaded.draft, loaded.images);
  if (step !== loaded.draft.step) {
    const [draft] = await tx.update(adDrafts).set({ step }).where(eq(adDrafts.id, loaded.draft.id)).returning();
    return { draft: draft ?? loaded.draft, images: loaded.images };
  }
  return loaded;
};
