/**
 * How a draft ends: published as a product (the draft goes, its pictures become the product's),
 * or discarded with its pictures.
 */
import { DraftStep, type Locale, type ModerationState } from '@badal/contracts';
import { eq } from 'drizzle-orm';
import { adDrafts, products } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { listCards, toCard } from '../catalogue/product-cards.js';
import type { UpstreamContext } from '../context.js';
import { removeStoredFiles } from '../images/stored-picture.js';
import { inTransaction } from '../transactions.js';
import { imageFiles } from './draft-images.js';
import { findDraft, requireStep } from './draft-store.js';
import { publishDraft } from './publish-draft.js';

/** Publishes `userId`'s finished draft; answers the new product's card and whether it waits for review. */
export const finishDraft = async (ctx: UpstreamContext, userId: number, locale: Locale) => {
  const productId = await inTransaction(ctx, async (tx, pushes) => {
    const loaded = requireStep(await findDraft(tx, userId, true), DraftStep.location);
    return publishDraft(ctx, tx, pushes, userId, loaded);
  });
  const [card] = await listCards(ctx, { where: eq(products.id, productId), orderBy: [], limit: 1 });
  if (!card) throw new Error(`published product ${productId} not found`);
  const [state] = await ctx.db
    .select({ state: products.moderationState, reason: products.moderationReason })
    .from(products)
    .where(eq(products.id, productId));
  return {
    product: toCard(ctx, card, locale),
    moderation: { state: (state?.state ?? 'visible') as ModerationState, reason: state?.reason ?? null },
  };
};

/** Deletes `userId`'s draft and its pictures. */
export const discardDraft = async (ctx: UpstreamContext, userId: number): Promise<void> => {
  const removed = await inTransaction(ctx, async (tx) => {
    const loaded = await findDraft(tx, userId, true);
    if (!loaded) throw notFound();
    await tx.delete(adDrafts).where(eq(adDrafts.id, loaded.draft.id));
    return loaded.images;
  });
  await removeStoredFiles(ctx, imageFiles(removed));
};
