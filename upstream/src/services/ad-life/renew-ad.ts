/**
 * A free renewal (issue #32 item 5): the owner's ad runs its full time again from now — live or
 * ended, not sold or exchanged, and at most once every 48 hours (setting). The end notices are
 * keyed on the run's end, so the new run is told about again in its turn.
 */
import type { AdLife } from '@badal/contracts';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema.js';
import { fieldError } from '../../http-error.js';
import type { UpstreamContext } from '../context.js';
import { alertSavedSearches } from '../saved-searches/match-new-ad.js';
import { inTransaction } from '../transactions.js';
import { adLifeRules, renewableAt, runEndsAt } from './ad-life-rules.js';
import { lockOwnAd, toAdLife } from './own-ad.js';

export const renewAd = (ctx: UpstreamContext, me: number, productId: number): Promise<AdLife> =>
  inTransaction(ctx, async (tx, pushes) => {
    const now = ctx.clock();
    const ad = await lockOwnAd(tx, me, productId);
    if (ad.dealState !== null) throw fieldError('adLife.closedAlready', 'id');
    if (ad.status !== 'published') throw fieldError('adLife.notPublished', 'id');
    const rules = await adLifeRules(tx);
    const openAt = renewableAt(rules, ad.renewedAt);
    if (openAt !== null && openAt.getTime() > now.getTime()) throw fieldError('adLife.renewTooSoon', 'id');
    const endsAt = runEndsAt(rules, now);
    await tx.update(products).set({ endsAt, renewedAt: now, updatedAt: now }).where(eq(products.id, ad.id));
    // Issue #33: a renewed ad is news to the saved searches it matches (within their hourly limit).
    await alertSavedSearches(ctx, { tx, pushes }, ad.id);
    return toAdLife(rules, { ...ad, endsAt, renewedAt: now }, now, 0);
  });
