/**
 * Badal extension (issue #31 item 4), the held-ads review: new ads that the spam rules sent to
 * review instead of publishing them (an operator-listed word in the ad, or a new account's first
 * ad in a watched category) wait for an operator, who approves them (they are published) or
 * rejects them with a reason the owner reads in My ads (they are hidden). Ads their owners
 * corrected and sent back after an operator hid them wait here too. Operators only: 403 for
 * everyone else; a hold decided already is a 409 and nothing changes.
 */
import { z } from 'zod';
import { defineCalls } from '../call.js';
import { moderationStateSchema } from '../entities/moderation.js';
import { priceSchema } from '../entities/product.js';
import { personSchema } from '../entities/user.js';
import * as rule from '../rules.js';

/** Why an ad waits: a listed word, a new account's first ad in a watched category, or its owner's correction after it was hidden. */
export const holdCauseSchema = z.enum(['words', 'first_ad', 'resubmitted']);
export type HoldCause = z.infer<typeof holdCauseSchema>;

/** A held ad as the operator reviews it: the ad, its owner, why it was held and what became of it. */
export const heldAdSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  price: priceSchema,
  image: z.object({ url: z.string(), thumbnailUrl: z.string() }).nullable(),
  category: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  owner: personSchema,
  cause: holdCauseSchema,
  /** The listed word found in the ad, for `words`. */
  word: z.string().nullable(),
  heldAt: z.string(),
  /** 'held' while waiting; 'visible' once approved, 'hidden' once rejected (or acted on otherwise). */
  state: moderationStateSchema,
  decision: z.enum(['approved', 'rejected']).nullable(),
  /** The operator's reason for a rejection, as the owner reads it. */
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type HeldAd = z.infer<typeof heldAdSchema>;

const idParams = z.object({ id: rule.id });
const operatorOnly = { status: 403, code: 'forbidden' } as const;
// S1's code for an operator acting on something already in that state (issue #31).
const alreadyDecided = { status: 409, code: 'already_moderated' } as const;

export const heldAdCalls = defineCalls({
  heldAds: {
    method: 'GET',
    path: '/moderation/held-ads',
    encoding: 'none',
    exposure: 'api',
    summary: 'Operators only: the ads held for review and not decided yet, oldest first',
    auth: 'required',
    response: z.array(heldAdSchema),
    errors: [operatorOnly],
    tags: ['moderation'],
  },
  approveHeldAd: {
    method: 'POST',
    path: '/moderation/held-ads/{id}/approve',
    encoding: 'json',
    exposure: 'api',
    summary: 'Operators only: publish a held ad (its owner’s followers hear of it now)',
    auth: 'required',
    params: idParams,
    body: z.object({}),
    response: heldAdSchema,
    errors: [operatorOnly, { status: 404, code: 'not_found' }, alreadyDecided],
    tags: ['moderation'],
  },
  rejectHeldAd: {
    method: 'POST',
    path: '/moderation/held-ads/{id}/reject',
    encoding: 'json',
    exposure: 'api',
    summary: 'Operators only: reject a held ad with the reason its owner reads in My ads (it stays hidden)',
    auth: 'required',
    params: idParams,
    body: z.object({ reason: rule.required(300) }),
    response: heldAdSchema,
    errors: [operatorOnly, { status: 404, code: 'not_found' }, alreadyDecided, { status: 422, code: 'validation' }],
    tags: ['moderation'],
  },
});
