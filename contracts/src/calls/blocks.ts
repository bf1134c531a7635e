/**
 * Badal extension (issue #31 item 2), blocks: a member blocks another so that the blocked person
 * can no longer message them, send them requests or follow them — refused by the API with a
 * neutral answer that does not say why — and the blocker's contact list and requests no longer
 * show the blocked person. Blocking is one-way: the blocker may still write to the blocked
 * person. The blocked people are listed (account security) to unblock them.
 */
import { z } from 'zod';
import { defineCalls } from '../call.js';
import { messageResponseSchema } from '../entities/session.js';
import { personSchema } from '../entities/user.js';
import * as rule from '../rules.js';

/** A person the member blocked, as account security lists them. */
export const blockedPersonSchema = personSchema.extend({ blockedAt: z.string() });
export type BlockedPerson = z.infer<typeof blockedPersonSchema>;

export const blockCalls = defineCalls({
  blockedPeople: {
    method: 'GET',
    path: '/blocks',
    encoding: 'none',
    exposure: 'api',
    summary: 'The people the member blocked, the latest first',
    auth: 'required',
    response: z.array(blockedPersonSchema),
    tags: ['blocks'],
  },
  blockPerson: {
    method: 'POST',
    path: '/blocks',
    encoding: 'json',
    exposure: 'api',
    summary:
      'Block a member (a user id; again: no change): they can no longer message, send requests to or follow the blocker, and drop out of the blocker’s contacts and requests',
    auth: 'required',
    body: z.object({ userId: rule.id }),
    response: messageResponseSchema,
    errors: [
      { status: 422, code: 'validation' },
      { status: 404, code: 'not_found' },
    ],
    tags: ['blocks'],
  },
  unblockPerson: {
    method: 'DELETE',
    path: '/blocks/{userId}',
    encoding: 'json',
    exposure: 'api',
    summary: 'Unblock a member (not blocked: no change)',
    auth: 'required',
    params: z.object({ userId: rule.id }),
    body: z.object({}),
    response: messageResponseSchema,
    errors: [{ status: 404, code: 'not_found' }],
    tags: ['blocks'],
  },
});
