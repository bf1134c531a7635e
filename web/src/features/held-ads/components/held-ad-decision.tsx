import { useLingui } from '@lingui/react/macro';
import { ApproveOrReject } from '../../../components/approve-or-reject';
import { approveHeldAd, type HeldAd, rejectHeldAd } from '../api/held-ads';

/** An operator's decision on a held ad: approve (published), or reject with a reason its owner reads in My ads. */
export const HeldAdDecision = ({ ad, onDecided }: { ad: HeldAd; onDecided: () => void }) => {
  const { t } = useLingui();
  return (
    <ApproveOrReject
      reasonLabel={t`Reason for the owner, if you reject it`}
      approve={() => approveHeldAd(ad.id)}
      approved={t`The ad was approved and is now shown.`}
      reject={(reason) => rejectHeldAd(ad.id, reason)}
      rejected={t`The ad was rejected.`}
      onDecided={onDecided}
      name="held-ad"
      actionsClassName="held-ad-actions"
    />
  );
};
