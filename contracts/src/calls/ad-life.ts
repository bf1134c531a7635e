/**
 * Badal extension (issue #32): closing a deal and keeping ads fresh. The seller marks an ad sold
 * (naming the accepted request it was sold in, or none when sold outside Badal) — for an accepted
 * barter both ads become 'exchanged' — and every other open request for those ads is closed, its
 * sender told. An ad runs for a set number of days; its owner renews it for free at most once every
 * 48 hours. Refusals change nothing and carry the catalogue's message.
 */
import { z } from 'zod';
import { defineCalls } from '../call.js';
import { adStateSchema } from '../entities/ad-life.js';
import * as rule from '../rules.js';

const idParams = z.object({ id: rule.id });
const refusals = [
  { status: 403, code: 'forbidden' },
  { status: 404, code: 'not_found' },
  { status: 422, code: 'validation' },
] as const;

/** An ad after a change of its life: its state, its run, and when a free renewal is next open. */
export const adLifeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  adState: adStateSchema,
  endsAt: z.string(),
  /** When a free renewal is open next (now or earlier: open now); null once sold or exchanged. */
  renewableAt: z.string().nullable(),
  /** Other open requests for the ad(s) closed by this change (0 for a renewal). */
  closedRequests: z.number().int().nonnegative(),
});
export type AdLife = z.infer<typeof adLifeSchema>;

export const adLifeCalls = defineCalls({
  markSold: {
    method: 'POST',
    path: '/products/{id}/mark-sold',
    encoding: 'json',
    exposure: 'api',
    summary:
      'The owner marks an ad sold: in an accepted request of theirs (a barter marks both ads exchanged) or, with no request, outside Badal; other open requests are closed',
    auth: 'required',
    params: idParams,
    body: z.object({ requestId: rule.id.nullable().optional() }),
    response: adLifeSchema,
    errors: [...refusals],
    tags: ['ad'],
  },
  renewAd: {
    method: 'POST',
    path: '/products/{id}/renew',
    encoding: 'json',
    exposure: 'api',
    summary: 'The owner renews an ad for free: it runs its full time again from now (once every 48 hours at most)',
    auth: 'required',
    params: idParams,
    body: z.object({}),
    response: adLifeSchema,
    errors: [...refusals],
    tags: ['ad'],
  },
});
