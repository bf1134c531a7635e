import type { ModerationAction, ReportTargetType } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';

/** The operator's actions, named in the console's language. */
export const useActionLabels = (): Record<ModerationAction, string> => {
  const { t } = useLingui();
  return {
    hide_ad: t`Hide the ad`,
    restore_ad: t`Restore the ad`,
    dismiss: t`Dismiss the reports`,
    warn: t`Warn the person`,
    suspend: t`Block the person for some days`,
    ban: t`Ban the person`,
    reinstate: t`Restore the person's account`,
  };
};

/** What was reported, named. */
export const useTargetLabels = (): Record<ReportTargetType, string> => {
  const { t } = useLingui();
  return { ad: t`Ad`, user: t`Account`, message: t`Chat message`, request: t`Request` };
};

/** The actions that apply to a target of this type (the ad actions only to an ad). */
export const actionsFor = (type: ReportTargetType): ModerationAction[] =>
  type === 'ad'
    ? ['hide_ad', 'restore_ad', 'dismiss', 'warn', 'suspend', 'ban', 'reinstate']
    : ['dismiss', 'warn', 'suspend', 'ban', 'reinstate'];
