/** What a new ad's checks leave with it: its picture's fingerprint, and why it is held if it is. */
import type { Db } from '../../db/database.js';
import { adHolds, productFingerprints } from '../../db/schema.js';
import type { AdVerdict } from './new-ad-checks.js';

export const recordNewAdSafety = async (tx: Db, productId: number, verdict: AdVerdict, now: Date): Promise<void> => {
  if (verdict.pictureHash) await tx.insert(productFingerprints).values({ productId, pictureHash: verdict.pictureHash });
  if (verdict.hold) {
    await tx.insert(adHolds).values({ productId, cause: verdict.hold.cause, word: verdict.hold.word, heldAt: now });
  }
};
