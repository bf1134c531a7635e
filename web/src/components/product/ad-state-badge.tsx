import type { AdState } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';
import './ad-state-badge.css';

/**
 * What became of an ad that is no longer for sale (issue #32): 'Sold', 'Exchanged' or 'Ended', on
 * its card (favourites, requests) and its page. Nothing for a live ad (or an API without states).
 */
export const AdStateBadge = ({ state, large = false }: { state: AdState | undefined; large?: boolean }) => {
  const { t } = useLingui();
  if (state === undefined || state === 'live') return null;
  const label = state === 'sold' ? t`Sold` : state === 'exchanged' ? t`Exchanged` : t`Ended`;
  return (
    <span className={`ad-state-badge ad-state-${state}${large ? ' ad-state-large' : ''}`} data-testid="ad-state">
      {label}
    </span>
  );
};
