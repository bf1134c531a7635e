import { isolateText } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { UserPlusIcon } from '../../../components/page-icons';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { followAccount, unfollowAccount } from '../api/follow';

/**
 * Follow a seller (they are notified; their new ads notify the follower). It starts in the state
 * the user answer's `isFollowing` gives; an API without that extension leaves it out, and the
 * button then starts at 'Follow' (following again changes nothing).
 */
export const FollowButton = ({
  userId,
  name,
  isFollowing,
}: {
  userId: number;
  name: string;
  isFollowing?: boolean | null;
}) => {
  const { t } = useLingui();
  const report = useReportError();
  const [following, setFollowing] = useState(isFollowing === true);
  useEffect(() => setFollowing(isFollowing === true), [isFollowing]);
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    setBusy(true);
    try {
      if (following) {
        await unfollowAccount(userId);
        setFollowing(false);
        snackbar.show(t`You no longer follow ${isolateText(name)}`, 'success');
      } else {
        await followAccount(userId);
        setFollowing(true);
        snackbar.show(t`You are following ${isolateText(name)}`, 'success');
      }
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={following ? 'btn btn-outline' : 'btn btn-ghost'}
      onClick={() => void toggle()}
      disabled={busy}
      data-testid="follow-toggle"
    >
      <UserPlusIcon />
      <span>{following ? <Trans>Unfollow</Trans> : <Trans>Follow</Trans>}</span>
    </button>
  );
};
