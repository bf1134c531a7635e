import { useLingui } from '@lingui/react/macro';
import { ApproveOrReject } from '../../../components/approve-or-reject';
import { approveBanner, type BannerForReview, rejectBanner } from '../api/banners';
import './banners.css';

/** The review team's decision on a paid banner: approve, or reject with a reason the member will read. */
export const BannerDecision = ({ banner, onDecided }: { banner: BannerForReview; onDecided: () => void }) => {
  const { t } = useLingui();
  return (
    <ApproveOrReject
      reasonLabel={t`Reason, if you reject it`}
      approve={() => approveBanner(banner.id)}
      approved={t`The banner was approved.`}
      reject={(reason) => rejectBanner(banner.id, reason)}
      rejected={t`The banner was rejected.`}
      onDecided={onDecided}
      name="banner"
      actionsClassName="banner-actions"
    />
  );
};
