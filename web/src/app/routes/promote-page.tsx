import type { PromotionCode } from '@badal/contracts/core';
import { Trans } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter';
import { QueryGate } from '../../components/query-gate';
import { ProfileShell } from '../../features/account/components/profile-shell';
import { useAllowance } from '../../features/memberships/api/memberships';
import { useMyAds } from '../../features/place-ad/api/get-my-ads';
import { FIRST_PAGE, stepPath } from '../../features/place-ad/wizard-steps';
import { usePromotions } from '../../features/promotions/api/promotions';
import { PromoteAd } from '../../features/promotions/components/promote-ad';
import { PromotionsNav, usePromotionTitle } from '../../features/promotions/components/promotions-nav';
import { pageFrom } from '../../lib/page-number';
import { useDocumentTitle } from '../../lib/use-document-title';

const chosenFrom = (search: string): number | null => {
  const id = Number(new URLSearchParams(search).get('product'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /profile/info/boost-ad, /ad-refresh and /flash-sales: one of the seller's published ads (with
 * what it has now), the promotion's terms and price, then pay (the cart and the payment page) or
 * take it from the membership's allowance. `?product=` comes chosen from My ads.
 */
const PromotePage = ({ code }: { code: PromotionCode }) => {
  const title = usePromotionTitle(code);
  useDocumentTitle(title);
  const search = useSearch();
  const promotions = usePromotions();
  const promotion = promotions.data?.find((p) => p.code === code);
  const ads = useMyAds(pageFrom(search));
  const allowance = useAllowance(code);
  const failed = ads.error || promotions.error;
  // A failure shows even over data already in, and asking again asks for both.
  const gate = {
    data: failed || !ads.data || !promotion ? undefined : { ads: ads.data, promotion },
    error: failed,
    mutate: () => Promise.all([ads.mutate(), promotions.mutate()]),
  };
  return (
    <ProfileShell>
      <h1>{title}</h1>
      <PromotionsNav current={code} />
      {promotion && <p>{promotion.description}</p>}
      <QueryGate query={gate}>
        {(loaded) => {
          const published = loaded.ads.data.filter((ad) => ad.status === 'published');
          return published.length === 0 ? (
            <div className="empty-state" data-testid="promote-no-ads">
              <p>
                <Trans>You have no published ads to promote yet.</Trans>
              </p>
              <Link href={stepPath(FIRST_PAGE)} className="btn btn-accent">
                <Trans>Place an ad</Trans>
              </Link>
            </div>
          ) : (
            <PromoteAd
              promotion={loaded.promotion}
              ads={loaded.ads}
              published={published}
              initialChoice={chosenFrom(search)}
              remaining={allowance.remaining}
              onApplied={() => Promise.all([ads.mutate(), allowance.mutate()])}
            />
          );
        }}
      </QueryGate>
    </ProfileShell>
  );
};

export const BoostAdPage = () => <PromotePage code="boostAd" />;
export const AdRefreshPage = () => <PromotePage code="adRefresh" />;
export const FlashSalesPage = () => <PromotePage code="flashSale" />;
