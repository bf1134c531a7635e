/**
 * The audit log (issue #31 item 3): every operator action, newest first, with who acted, on whom,
 * on what, why and until when. Rows are only ever added (migration 0014's trigger refuses changes).
 */
import type { AuditAction, AuditEntry, AuditTarget, ProductPage } from '@badal/contracts';
import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type ModerationActionRow, moderationActions } from '../../db/schema.js';
import { pageMeta } from '../catalogue/search.js';
import type { UpstreamContext } from '../context.js';
import { loadPeople } from './people.js';

export interface AuditLine {
  operatorId: number;
  action: AuditAction;
  target: AuditTarget;
  /** The person the decision was about: an ad's or a banner's owner, a customer, a reported person. */
  subjectId: number | null;
  /** In the operator's words; an approval has none (''). */
  reason: string;
  /** A suspension's end. */
  until?: Date | null;
}

/** Writes one audit line in the caller's transaction: it exists exactly when the decision does. */
export const recordAudit = async (tx: Db, line: AuditLine, now: Date): Promise<ModerationActionRow> => {
  const [row] = await tx
    .insert(moderationActions)
    .values({
      operatorId: line.operatorId,
      action: line.action,
      targetType: line.target.type,
      targetId: line.target.id,
      subjectId: line.subjectId,
      reason: line.reason,
      until: line.until ?? null,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('moderation: the audit line was not written');
  return row;
};

export const toAuditEntries = async (db: Db, rows: readonly ModerationActionRow[]): Promise<AuditEntry[]> => {
  const people = await loadPeople(
    db,
    rows.flatMap((r) => [r.operatorId, r.subjectId]),
  );
  return rows.map((r) => ({
    id: r.id,
    action: r.action as AuditAction,
    operator: people.get(r.operatorId) ?? null,
    subject: r.subjectId === null ? null : (people.get(r.subjectId) ?? null),
    target: { type: r.targetType as AuditTarget['type'], id: r.targetId },
    reason: r.reason,
    until: r.until?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
};

export const auditLog = async (
  ctx: UpstreamContext,
  page: { page: number; perPage: number },
): Promise<{ data: AuditEntry[]; meta: ProductPage['meta'] }> => {
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(moderationActions)
      .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    ctx.db.select({ total: count() }).from(moderationActions),
  ]);
  return { data: await toAuditEntries(ctx.db, rows), meta: pageMeta(page.page, page.perPage, counted?.total ?? 0) };
};
