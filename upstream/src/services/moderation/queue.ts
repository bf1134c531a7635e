/**
 * The operators' queue (issue #31 item 3): open reports grouped by target, the most reported
 * first and then the most recently reported, each with what was reported, the person responsible
 * and its history — earlier, settled reports of the same target and earlier actions on it or on
 * its person.
 */
import type { Report, ReportGroup, ReportReason, ReportState, ReportTargetType } from '@badal/contracts';
import { and, desc, eq, ne, or } from 'drizzle-orm';
import { moderationActions, type ReportRow, reports } from '../../db/schema.js';
import type { UpstreamContext } from '../context.js';
import { toAuditEntries } from './audit-log.js';
import { loadPeople } from './people.js';
import { targetContent } from './targets.js';

/** Groups in one answer; the rest wait for the next read (settling shortens the queue). */
export const QUEUE_GROUPS = 50;
const HISTORY = 10;
/** Open reports read at most: enough for the first groups even when one target draws many. */
const OPEN_READ = 2000;

const keyOf = (r: { targetType: string; targetId: number }) => `${r.targetType}:${r.targetId}`;

export const reportQueue = async (ctx: UpstreamContext): Promise<ReportGroup[]> => {
  const open = await ctx.db
    .select()
    .from(reports)
    .where(eq(reports.state, 'open'))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(OPEN_READ);
  const groups = new Map<string, ReportRow[]>();
  for (const row of open) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  const chosen = [...groups.values()]
    .sort((a, b) => b.length - a.length || (b[0]?.createdAt.getTime() ?? 0) - (a[0]?.createdAt.getTime() ?? 0))
    .slice(0, QUEUE_GROUPS);
  return Promise.all(chosen.map((rows) => toGroup(ctx, rows)));
};

const toGroup = async (ctx: UpstreamContext, openRows: ReportRow[]): Promise<ReportGroup> => {
  const first = openRows[0];
  if (!first) throw new Error('report queue: an empty group');
  const target = { type: first.targetType as ReportTargetType, id: first.targetId };
  const sameTarget = and(eq(reports.targetType, target.type), eq(reports.targetId, target.id));
  const [content, earlier, actionRows] = await Promise.all([
    targetContent(ctx, target),
    ctx.db
      .select()
      .from(reports)
      .where(and(sameTarget, ne(reports.state, 'open')))
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(HISTORY),
    ctx.db
      .select()
      .from(moderationActions)
      .where(
        or(
          and(eq(moderationActions.targetType, target.type), eq(moderationActions.targetId, target.id)),
          first.subjectId === null ? undefined : eq(moderationActions.subjectId, first.subjectId),
        ),
      )
      .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
      .limit(HISTORY),
  ]);
  const people = await loadPeople(ctx.db, [first.subjectId, ...openRows.concat(earlier).map((r) => r.reporterId)]);
  const toReport = (r: ReportRow): Report[] => {
    const reporter = people.get(r.reporterId);
    // Reports cascade with their reporter's account, so the reporter is always there.
    return reporter
      ? [
          {
            id: r.id,
            reason: r.reason as ReportReason,
            details: r.details,
            state: r.state as ReportState,
            reporter,
            createdAt: r.createdAt.toISOString(),
          },
        ]
      : [];
  };
  return {
    target,
    content,
    subject: first.subjectId === null ? null : (people.get(first.subjectId) ?? null),
    openReports: openRows.flatMap(toReport),
    lastReportedAt: first.createdAt.toISOString(),
    earlierReports: earlier.flatMap(toReport),
    actions: await toAuditEntries(ctx.db, actionRows),
  };
};
