import type { AuditAction, AuditTarget, ModerationAction, ReportTargetType } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';

/** The operator's actions and other decisions (the audit log's), named in the console's language. */
export const useActionLabels = (): Record<AuditAction, string> => {
  const { t } = useLingui();
  return {
    hide_ad: t`Hide the ad`,
    restore_ad: t`Restore the ad`,
    dismiss: t`Dismiss the reports`,
    warn: t`Warn the person`,
    suspend: t`Block the person for some days`,
    ban: t`Ban the person`,
    reinstate: t`Restore the person's account`,
    approve_ad: t`Approve the held ad`,
    reject_ad: t`Reject the held ad`,
    approve_banner: t`Approve the banner`,
    reject_banner: t`Reject the banner`,
    refund: t`Refund`,
  };
};

/** What was reported, or what a decision was about, named. */
export const useTargetLabels = (): Record<AuditTarget['type'], string> => {
  const { t } = useLingui();
  return {
    ad: t`Ad`,
    user: t`Account`,
    message: t`Chat message`,
    request: t`Request`,
    review: t`Review`,
    banner: t`Banner`,
    order: t`Order`,
  };
};

/** The actions that apply to a target of this type (the ad actions only to an ad). */
export const actionsFor = (type: ReportTargetType): ModerationAction[] =>
  type === 'ad'
    ? ['hide_ad', 'restore_ad', 'dismiss', 'warn', 'suspend', 'ban', 'reinstate']
    : ['dismiss', 'warn', 'suspend', 'ban', 'reinstate'];
