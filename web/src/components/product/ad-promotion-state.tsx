import { Trans } from '@lingui/react/macro';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/messages';

export interface PromotionFacts {
  featuredUntil?: string | null | undefined;
  sale?: { percent: number; endsAt: string } | null | undefined;
  refreshedAt?: string | null | undefined;
}

/** What an ad has now: boosted until…, on sale until…, last refreshed… (one short line each). */
export const AdPromotionState = ({ ad }: { ad: PromotionFacts }) => {
  const locale = useLocale();
  const lines = [
    ad.featuredUntil && (
      <li key="boost" data-testid="state-boosted">
        <Trans>Boosted until {formatDate(ad.featuredUntil, locale)}</Trans>
      </li>
    ),
    ad.sale && (
      <li key="sale" data-testid="state-on-sale">
        <Trans>
          {ad.sale.percent}% off until {formatDate(ad.sale.endsAt, locale)}
        </Trans>
      </li>
    ),
    <li key="refresh" data-testid="state-refreshed">
      {ad.refreshedAt ? (
        <Trans>Last refreshed {formatDate(ad.refreshedAt, locale)}</Trans>
      ) : (
        <Trans>Never refreshed</Trans>
      )}
    </li>,
  ];
  return <ul className="plain-list muted promotion-state">{lines}</ul>;
};
