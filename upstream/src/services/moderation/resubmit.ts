/**
 * The owner's answer to a hidden ad (issue #31): they correct its name and description and send
 * it back for review. It goes to 'held' (the operators' held-ads review decides) without the
 * operator's reason; only a hidden ad can be resubmitted (409 otherwise, nothing changed).
 */
import { and, eq } from 'drizzle-orm';
import { products, sellers } from '../../db/schema.js';
import { HttpError, notFound } from '../../http-error.js';
import type { UpstreamContext } from '../context.js';
import { inTransaction } from '../transactions.js';

export const resubmitAd = (
  ctx: UpstreamContext,
  ownerId: number,
  productId: number,
  edit: { name?: string | undefined; description?: string | undefined },
  now: Date,
): Promise<void> =>
  inTransaction(ctx, async (tx) => {
    const [own] = await tx
      .select({ state: products.moderationState })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(and(eq(products.id, productId), eq(sellers.userId, ownerId)))
      .for('update', { of: products });
    if (!own) throw notFound();
    if (own.state !== 'hidden') throw new HttpError(409, 'error.alreadyModerated');
    await tx
      .update(products)
      .set({
        ...(edit.name ? { name: edit.name } : {}),
        ...(edit.description ? { description: edit.description } : {}),
        moderationState: 'held',
        moderationReason: null,
        moderationChangedAt: now,
        updatedAt: now,
      })
      .where(eq(products.id, productId));
  });
