import type { ReportReason } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';

/** The report reasons as the dialog and the operator console name them, in the reader's language. */
export const useReasonLabels = (): Record<ReportReason, string> => {
  const { t } = useLingui();
  return {
    scam: t`Scam or fraud`,
    prohibited: t`Prohibited item`,
    wrong_category: t`Wrong category`,
    duplicate: t`Duplicate`,
    offensive: t`Offensive`,
    sold: t`Already sold`,
    other: t`Something else`,
  };
};
