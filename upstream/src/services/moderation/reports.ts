/**
 * Reporting (issue #31 item 1): a signed-in person reports what they can see, with a reason. One
 * open report per reporter and target (a second is 409 'already reported'), never oneself (422),
 * and at most REPORTS_PER_DAY different targets in a day by the API's clock (429): a flood is
 * counted once per target, so reporting again what was settled does not use up more of it.
 */
import type { ReportReason } from '@badal/contracts';
import { and, countDistinct, eq, gt, sql } from 'drizzle-orm';
import { reports } from '../../db/schema.js';
import { fieldError, HttpError, notFound } from '../../http-error.js';
import type { UpstreamContext } from '../context.js';
import { inTransaction } from '../transactions.js';
import { type ReportTargetRef, resolveTarget } from './targets.js';

export const REPORTS_PER_DAY = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface NewReport {
  target: ReportTargetRef;
  reason: ReportReason;
  details: string | undefined;
}

export const createReport = (ctx: UpstreamContext, reporterId: number, input: NewReport, now: Date): Promise<void> =>
  inTransaction(ctx, async (tx) => {
    const target = await resolveTarget(tx, input.target);
    if (!target?.visibleTo(reporterId)) throw notFound();
    if (target.subjectId === reporterId) throw fieldError('report.self', 'targetId');
    const sameTarget = and(
      eq(reports.reporterId, reporterId),
      eq(reports.targetType, input.target.type),
      eq(reports.targetId, input.target.id),
    );
    const [open] = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(and(sameTarget, eq(reports.state, 'open')))
      .limit(1);
    if (open) throw new HttpError(409, 'error.alreadyReported');
    const [recent] = await tx
      .select({ targets: countDistinct(sql`(${reports.targetType}, ${reports.targetId})`) })
      .from(reports)
      .where(and(eq(reports.reporterId, reporterId), gt(reports.createdAt, new Date(now.getTime() - DAY_MS))));
    if ((recent?.targets ?? 0) >= REPORTS_PER_DAY) throw new HttpError(429, 'error.tooManyReports');
    const details = input.details?.trim();
    const inserted = await tx
      .insert(reports)
      .values({
        reporterId,
        targetType: input.target.type,
        targetId: input.target.id,
        subjectId: target.subjectId,
        reason: input.reason,
        details: details ? details : null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: reports.id });
    // A report made at the same moment by the same person is the same report.
    if (inserted.length === 0) throw new HttpError(409, 'error.alreadyReported');
  });
