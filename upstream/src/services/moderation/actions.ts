/**
 * An operator's action on a reported target (issue #31 item 3), in one transaction: the change
 * itself (an ad hidden or restored; a person warned, suspended — §6 'blocked' until a time, their
 * tokens revoked —, banned or reinstated; or the reports dismissed), one line in the audit log,
 * the target's open reports settled ('actioned', or 'dismissed'), and the notifications: the
 * person told in their language with the operator's words, each reporter told the outcome once.
 * Doing what is already done is 409 with nothing changed (the rows are locked first).
 */
import {
  type AuditEntry,
  addDays,
  type ModerationAction,
  type ModerationNotice,
  type ReportTargetType,
} from '@badal/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { accessTokens, products, reports, users } from '../../db/schema.js';
import { fieldError, HttpError, notFound } from '../../http-error.js';
import type { UpstreamContext } from '../context.js';
import { notifyModeration } from '../notifications/notify.js';
import { inTransaction, type PendingPushes } from '../transactions.js';
import { recordAudit, toAuditEntries } from './audit-log.js';
import { resolveTarget } from './targets.js';

export interface ModerationInput {
  targetType: ReportTargetType;
  targetId: number;
  action: ModerationAction;
  reason: string;
  days?: number;
}

const alreadyDone = (): HttpError => new HttpError(409, 'moderation.alreadyDone');

/** A suspension still running at `now`. */
const suspendedAt = (user: { status: string; blockedUntil: Date | null }, now: Date) =>
  user.status === 'blocked' && (user.blockedUntil === null || user.blockedUntil > now);

interface Outcome {
  notice: ModerationNotice | null;
  until: Date | null;
}

const actOnAd = async (
  tx: Db,
  ad: { id: number; moderationState: string },
  action: 'hide_ad' | 'restore_ad',
  reason: string,
  now: Date,
): Promise<Outcome> => {
  const [locked] = await tx
    .select({ state: products.moderationState })
    .from(products)
    .where(eq(products.id, ad.id))
    .for('update');
  if (!locked) throw notFound();
  if (action === 'hide_ad') {
    if (locked.state === 'hidden') throw alreadyDone();
    await tx
      .update(products)
      .set({ moderationState: 'hidden', moderationReason: reason, moderationChangedAt: now })
      .where(eq(products.id, ad.id));
    return { notice: 'ad_hidden', until: null };
  }
  if (locked.state !== 'hidden') throw alreadyDone();
  await tx
    .update(products)
    .set({ moderationState: 'visible', moderationReason: null, moderationChangedAt: now })
    .where(eq(products.id, ad.id));
  return { notice: 'ad_restored', until: null };
};

const actOnPerson = async (
  tx: Db,
  subjectId: number,
  action: 'warn' | 'suspend' | 'ban' | 'reinstate',
  days: number | undefined,
  now: Date,
): Promise<Outcome> => {
  const [person] = await tx
    .select({ status: users.status, blockedUntil: users.blockedUntil })
    .from(users)
    .where(eq(users.id, subjectId))
    .for('update');
  if (!person) throw notFound();
  const revokeTokens = () =>
    tx
      .update(accessTokens)
      .set({ revokedAt: now })
      .where(and(eq(accessTokens.userId, subjectId), isNull(accessTokens.revokedAt)));
  switch (action) {
    case 'warn':
      return { notice: 'warned', until: null };
    case 'suspend': {
      if (person.status === 'banned' || suspendedAt(person, now)) throw alreadyDone();
      const until = addDays(now, days ?? 1);
      await tx.update(users).set({ status: 'blocked', blockedUntil: until }).where(eq(users.id, subjectId));
      await revokeTokens();
      return { notice: 'suspended', until };
    }
    case 'ban':
      if (person.status === 'banned') throw alreadyDone();
      await tx.update(users).set({ status: 'banned', blockedUntil: null }).where(eq(users.id, subjectId));
      await revokeTokens();
      return { notice: 'banned', until: null };
    case 'reinstate':
      if (person.status !== 'banned' && !suspendedAt(person, now)) throw alreadyDone();
      await tx.update(users).set({ status: 'active', blockedUntil: null }).where(eq(users.id, subjectId));
      return { notice: 'reinstated', until: null };
  }
};

/** Settles the target's open reports and tells each reporter once; the reporters' ids. */
const settleReports = async (
  ctx: UpstreamContext,
  tx: Db,
  pushes: PendingPushes,
  input: ModerationInput,
  state: 'actioned' | 'dismissed',
  now: Date,
): Promise<number> => {
  const settled = await tx
    .update(reports)
    .set({ state, settledAt: now })
    .where(
      and(eq(reports.targetType, input.targetType), eq(reports.targetId, input.targetId), eq(reports.state, 'open')),
    )
    .returning({ reporterId: reports.reporterId });
  await notifyModeration(
    ctx,
    { tx, pushes },
    {
      recipientIds: settled.map((r) => r.reporterId),
      notice: state === 'actioned' ? 'report_actioned' : 'report_dismissed',
    },
  );
  return settled.length;
};

export const moderate = (
  ctx: UpstreamContext,
  operatorId: number,
  input: ModerationInput,
  now: Date,
): Promise<AuditEntry> =>
  inTransaction(ctx, async (tx, pushes) => {
    const target = await resolveTarget(tx, { type: input.targetType, id: input.targetId });
    if (!target) throw notFound();
    const { action } = input;
    let outcome: Outcome = { notice: null, until: null };
    if (action === 'hide_ad' || action === 'restore_ad') {
      if (!target.ad) throw fieldError('moderation.notApplicable', 'action');
      outcome = await actOnAd(tx, target.ad, action, input.reason, now);
    } else if (action === 'dismiss') {
      if ((await settleReports(ctx, tx, pushes, input, 'dismissed', now)) === 0) throw alreadyDone();
    } else {
      if (target.subjectId === operatorId) throw fieldError('moderation.notYourself', 'targetId');
      outcome = await actOnPerson(tx, target.subjectId, action, input.days, now);
    }
    if (action !== 'dismiss') await settleReports(ctx, tx, pushes, input, 'actioned', now);
    if (outcome.notice) {
      await notifyModeration(
        ctx,
        { tx, pushes },
        {
          recipientIds: [target.subjectId],
          notice: outcome.notice,
          ad: target.ad?.name,
          reason: input.reason,
          until: outcome.until,
        },
      );
    }
    const row = await recordAudit(
      tx,
      {
        operatorId,
        action,
        target: { type: input.targetType, id: input.targetId },
        subjectId: target.subjectId,
        reason: input.reason,
        until: outcome.until,
      },
      now,
    );
    const [entry] = await toAuditEntries(tx, [row]);
    if (!entry) throw new Error('moderation: the audit line could not be read');
    return entry;
  });
