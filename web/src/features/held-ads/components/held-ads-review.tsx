import { Trans } from '@lingui/react/macro';
import { Price } from '../../../components/product/price';
import { QueryGate } from '../../../components/query-gate';
import { UserAvatar } from '../../../components/user-avatar';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import { type HeldAd, useHeldAds } from '../api/held-ads';
import { HeldAdDecision } from './held-ad-decision';
import './held-ads.css';

/** Why the spam rules held the ad, for the operator. */
const HeldBecause = ({ ad }: { ad: HeldAd }) => {
  if (ad.cause === 'words')
    return (
      <Trans>
        Contains a listed word: <q dir="auto">{ad.word}</q>
      </Trans>
    );
  if (ad.cause === 'first_ad') return <Trans>The account’s first ad in a category that is checked first</Trans>;
  return <Trans>Corrected by its owner after it was removed</Trans>;
};

/**
 * The operators' review of ads the spam rules held (issue #31 item 4): oldest first, each with its
 * picture, text, owner and why it was held, to approve or reject with a reason. One self-contained
 * panel: the operator console mounts it as a tab.
 */
export const HeldAdsReview = () => {
  const locale = useLocale();
  const list = useHeldAds();
  return (
    <section className="stack" aria-labelledby="held-ads-title" data-testid="held-ads-review">
      <h2 id="held-ads-title">
        <Trans>Ads held for review</Trans>
      </h2>
      <QueryGate query={list}>
        {(ads) =>
          ads.length === 0 ? (
            <p className="empty-state">
              <Trans>No ads are waiting for review.</Trans>
            </p>
          ) : (
            <ul className="held-ads">
              {ads.map((ad) => {
                const owner = ad.owner.fullName || ad.owner.userName;
                return (
                  <li key={ad.id} className="held-ad card" data-testid="held-ad" aria-label={ad.name}>
                    {ad.image ? (
                      <img className="held-ad-picture" src={ad.image.thumbnailUrl} alt="" loading="lazy" />
                    ) : (
                      <span className="held-ad-picture" aria-hidden="true" />
                    )}
                    <div className="held-ad-text stack">
                      <h3 dir="auto">{ad.name}</h3>
                      <p className="muted">
                        <span>{ad.category.name}</span> · <Price value={ad.price} />
                      </p>
                      <p className="held-ad-description" dir="auto">
                        {ad.description}
                      </p>
                      <p className="held-ad-owner">
                        <UserAvatar name={owner} image={ad.owner.image} size={24} />
                        <span dir="auto">{owner}</span>
                      </p>
                      <p className="held-ad-cause">
                        <HeldBecause ad={ad} />
                      </p>
                      <p className="muted">
                        <Trans>Held on {formatDate(ad.heldAt, locale)}</Trans>
                      </p>
                      <HeldAdDecision ad={ad} onDecided={() => void list.mutate()} />
                    </div>
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryGate>
    </section>
  );
};
