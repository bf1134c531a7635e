import type { AdModeration } from '@badal/contracts';
import { Trans } from '@lingui/react/macro';

/**
 * What My ads tells an ad's owner about its moderation (issue #31): held — waiting for the team's
 * review, shown to nobody yet — or hidden by the team, with the reason in the operator's words.
 * A visible ad needs no note.
 */
export const AdModerationNote = ({ moderation }: { moderation: AdModeration }) => {
  if (moderation.state === 'visible') return null;
  return moderation.state === 'held' ? (
    <p className="my-ad-moderation my-ad-moderation-held" data-testid="my-ad-held">
      <span className="my-ad-moderation-badge">
        <Trans>Waiting for review</Trans>
      </span>{' '}
      <Trans>Our team checks this ad before anyone else sees it.</Trans>
    </p>
  ) : (
    <p className="my-ad-moderation my-ad-moderation-hidden" data-testid="my-ad-hidden">
      <span className="my-ad-moderation-badge">
        <Trans>Removed by our team</Trans>
      </span>{' '}
      {moderation.reason && <span dir="auto">{moderation.reason}</span>}
    </p>
  );
};
