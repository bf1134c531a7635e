/**
 * Trust & safety (issue #31): reports people make of an ad, a seller, a chat message or a request,
 * and the audit log of what operators did. Targets are named by type and id rather than by foreign
 * keys (four tables), so a report outlives a deleted message as history; the person responsible
 * is kept with the report for the queue and for self-report checks.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './core-schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'ad', 'user', 'message' or 'request' (contracts' ReportTargetType). */
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    /** Who the target belongs to when it was reported: an ad's owner, a message's sender … */
    subjectId: integer('subject_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    details: text('details'),
    /** 'open' until an operator acts ('actioned') or dismisses the target's reports ('dismissed'). */
    state: text('state').notNull().default('open'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    // One open report per reporter and target; a settled one may be followed by a new one.
    uniqueIndex('reports_open_per_reporter_key')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.state} = 'open'`),
    index('reports_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('reports_open_idx').on(t.createdAt).where(sql`${t.state} = 'open'`),
    // The daily limit counts a reporter's reports of the last day.
    index('reports_reporter_created_idx').on(t.reporterId, t.createdAt),
    check('reports_target_type_check', sql`${t.targetType} in ('ad', 'user', 'message', 'request', 'review')`),
    check('reports_state_check', sql`${t.state} in ('open', 'actioned', 'dismissed')`),
  ],
);

export type ReportRow = typeof reports.$inferSelect;

/**
 * The audit log: one row per operator action, never updated or deleted (a trigger of migration
 * 0014 refuses both). People are kept as plain ids, without foreign keys, so closing an account
 * leaves its history as it was.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id').notNull(),
    /** contracts' AuditAction: a moderation action, or another decision of an operator's. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    /** The person the action was about (an ad's owner, the suspended person …). */
    subjectId: integer('subject_id'),
    reason: text('reason').notNull(),
    /** A suspension's end. */
    until: timestamp('until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_actions_created_idx').on(t.createdAt, t.id),
    index('moderation_actions_target_idx').on(t.targetType, t.targetId),
    index('moderation_actions_subject_idx').on(t.subjectId),
    check(
      'moderation_actions_action_check',
      sql`${t.action} in ('hide_ad', 'restore_ad', 'dismiss', 'warn', 'suspend', 'ban', 'reinstate', 'approve_ad', 'reject_ad', 'approve_banner', 'reject_banner', 'refund')`,
    ),
  ],
);

export type ModerationActionRow = typeof moderationActions.$inferSelect;
