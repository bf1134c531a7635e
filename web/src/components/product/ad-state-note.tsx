import type { AdState } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';
import { AdStateBadge } from './ad-state-badge';

/** The product page's sentence under the title for an ad no longer for sale (kept out of the start chunk). */
export const AdStateNote = ({ state }: { state: AdState | undefined }) => {
  const { t } = useLingui();
  if (state === undefined || state === 'live') return null;
  const text =
    state === 'sold'
      ? t`This item was sold. It is no longer available.`
      : state === 'exchanged'
        ? t`This item was exchanged. It is no longer available.`
        : t`This ad has ended and is no longer in search.`;
  return (
    <p className="ad-state-note" role="status" data-testid="ad-state-note">
      <AdStateBadge state={state} large /> {text}
    </p>
  );
};
