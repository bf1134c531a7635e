/**
 * Badal extensions for trust & safety (issue #31): anyone signed in reports an ad, a seller, a
 * chat message or a request; operators work the queue of reports grouped by target, act with a
 * reason (hide or restore an ad, dismiss, warn, suspend for some days, ban, reinstate) and read
 * the audit log; an owner resubmits a hidden ad for review. Operator calls answer 403 to others.
 */
import { z } from 'zod';
import { defineCalls } from '../call.js';
import {
  auditEntrySchema,
  MAX_SUSPENSION_DAYS,
  moderationActionSchema,
  reportGroupSchema,
  reportReasonSchema,
  reportTargetTypeSchema,
} from '../entities/moderation.js';
import { messageResponseSchema } from '../entities/session.js';
import * as rule from '../rules.js';

const operatorOnly = [{ status: 403, code: 'forbidden' }] as const;

export const moderationCalls = defineCalls({
  reportTarget: {
    method: 'POST',
    path: '/reports',
    encoding: 'json',
    exposure: 'api',
    summary:
      'Report an ad, a seller, a chat message or a request with a reason (other: with words); one open report per reporter and target',
    auth: 'required',
    body: z
      .object({
        targetType: reportTargetTypeSchema,
        targetId: rule.id,
        reason: reportReasonSchema,
        details: rule.safeText(500).optional(),
      })
      .refine((b) => b.reason !== 'other' || (b.details ?? '').trim() !== '', {
        error: 'validation.required',
        path: ['details'],
      }),
    response: messageResponseSchema,
    errors: [
      { status: 404, code: 'not_found' },
      { status: 409, code: 'already_reported' },
      { status: 422, code: 'validation' },
      { status: 429, code: 'rate_limited' },
    ],
    tags: ['moderation'],
  },
  reportQueue: {
    method: 'GET',
    path: '/moderation/reports',
    encoding: 'none',
    exposure: 'api',
    summary:
      'Operators only: open reports grouped by target, most reported then newest first, with the content and its history',
    auth: 'required',
    response: z.array(reportGroupSchema),
    errors: operatorOnly,
    tags: ['moderation'],
  },
  moderate: {
    method: 'POST',
    path: '/moderation/actions',
    encoding: 'json',
    exposure: 'api',
    summary:
      'Operators only: act on a reported target with a reason the person reads — hide or restore an ad, dismiss its reports, warn, suspend for some days, ban, reinstate',
    auth: 'required',
    body: z
      .object({
        targetType: reportTargetTypeSchema,
        targetId: rule.id,
        action: moderationActionSchema,
        reason: rule.required(500),
        days: rule.integer(1, MAX_SUSPENSION_DAYS).optional(),
      })
      .refine((b) => b.action !== 'suspend' || b.days !== undefined, { error: 'validation.required', path: ['days'] }),
    response: auditEntrySchema,
    errors: [
      ...operatorOnly,
      { status: 404, code: 'not_found' },
      { status: 409, code: 'already_moderated' },
      { status: 422, code: 'validation' },
    ],
    tags: ['moderation'],
  },
  moderationLog: {
    method: 'GET',
    path: '/moderation/log',
    encoding: 'none',
    exposure: 'api',
    summary: 'Operators only: the audit log, newest first — who did what to whom, when and why',
    auth: 'required',
    query: z.object({
      page: rule.integer(1, 1000).default(1),
      perPage: rule.integer(1, 100).default(30),
    }),
    response: z.object({
      data: z.array(auditEntrySchema),
      meta: z.object({
        currentPage: z.number().int(),
        perPage: z.number().int(),
        total: z.number().int(),
        lastPage: z.number().int(),
      }),
    }),
    errors: operatorOnly,
    tags: ['moderation'],
  },
  resubmitAd: {
    method: 'POST',
    path: '/products/{id}/resubmit',
    encoding: 'json',
    exposure: 'api',
    summary:
      "The owner's hidden ad, its name and description corrected (when given), goes back to review (held) without the operator's reason",
    auth: 'required',
    params: z.object({ id: rule.id }),
    body: z.object({ name: rule.name(120).optional(), description: rule.required(5000).optional() }),
    response: messageResponseSchema,
    errors: [
      { status: 404, code: 'not_found' },
      { status: 409, code: 'already_moderated' },
      { status: 422, code: 'validation' },
    ],
    tags: ['moderation'],
  },
});
