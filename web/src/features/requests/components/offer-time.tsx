import { Trans } from '@lingui/react/macro';
import { timeLeft } from '../../../lib/time-left';
import { useNow } from '../../../lib/use-now';

/** An open offer's time left ('Expires in 5 h 20 min'), or that it expired. */
export const OfferTime = ({ expiresAt, expired }: { expiresAt: string | null; expired: boolean }) => {
  const now = useNow();
  const left = expiresAt ? timeLeft(expiresAt, now) : null;
  if (expired || (expiresAt && !left)) {
    return (
      <span className="offer-time offer-time-ended" data-testid="offer-time">
        <Trans>This offer expired</Trans>
      </span>
    );
  }
  if (!left) return null;
  const { hours, minutes } = left;
  return (
    <span className="offer-time" data-testid="offer-time">
      <Trans>
        Expires in {hours} h {minutes} min
      </Trans>
    </span>
  );
};
