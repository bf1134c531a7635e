/** Reporting (issue #31): an ad, a seller, a chat message or a request, with a reason. */
import type { ReportReason, ReportTarget } from '@badal/contracts';
import { callApi } from '../../../lib/api-client';

export const sendReport = (target: ReportTarget, reason: ReportReason, details: string) =>
  callApi('reportTarget', {
    body: {
      targetType: target.type,
      targetId: target.id,
      reason,
      ...(details.trim() ? { details: details.trim() } : {}),
    },
  });
