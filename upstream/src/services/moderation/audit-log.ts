/**
 * The audit log (issue #31 item 3): every operator action, newest first, with who acted, on whom,
 * on what, why and until when. Rows are only ever added (migration 0014's trigger refuses changes).
 */
import type { AuditEntry, ModerationAction, ProductPage, ReportTargetType } from '@badal/contracts';
import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type ModerationActionRow, moderationActions } from '../../db/schema.js';
import { pageMeta } from '../catalogue/search.js';
import type { UpstreamContext } from '../context.js';
import { loadPeople } from './people.js';

export const toAuditEntries = async (db: Db, rows: readonly ModerationActionRow[]): Promise<AuditEntry[]> => {
  const people = await loadPeople(
    db,
    rows.flatMap((r) => [r.operatorId, r.subjectId]),
  );
  return rows.map((r) => ({
    id: r.id,
    action: r.action as ModerationAction,
    operator: people.get(r.operatorId) ?? null,
    subject: r.subjectId === null ? null : (people.get(r.subjectId) ?? null),
    target: { type: r.targetType as ReportTargetType, id: r.targetId },
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
