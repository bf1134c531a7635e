import { Trans } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter';
import { QueryGate } from '../../components/query-gate';
import { ProfileShell } from '../../features/account/components/profile-shell';
import { type ServiceCode, useMembershipServices } from '../../features/payments/api/promotions';
import { PromoteAd } from '../../features/payments/components/promote-ad';
import { PromotionsNav, usePromotionTitle } from '../../features/payments/components/promotions-nav';
import { useMyAds } from '../../features/place-ad/api/get-my-ads';
import { FIRST_PAGE, stepPath } from '../../features/place-ad/wizard-steps';
import { pageFrom } from '../../lib/page-number';
import { useDocumentTitle } from '../../lib/use-document-title';

const chosenFrom = (search: string): number | null => {
  const id = Number(new URLSearchParams(search).get('product'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /profile/info/boost-ad, /ad-refresh and /flash-sales: one of the seller's published ads (with
 * what it has now), the service's terms and price, then pay (the cart and the payment page) or
 * take it from the membership's allowance. `?product=` comes chosen from My ads.
 */
const PromotePage = ({ code }: { code: ServiceCode }) => {
  const title = usePromotionTitle(code);
  useDocumentTitle(title);
  const search = useSearch();
  const services = useMembershipServices();
  const service = services.data?.find((s) => s.code === code);
  const ads = useMyAds(pageFrom(search));
  const failed = ads.error || services.error;
  // A failure shows even over data already in, and asking again asks for both.
  const gate = {
    data: failed || !ads.data || !service ? undefined : { ads: ads.data, service },
    error: failed,
    mutate: () => Promise.all([ads.mutate(), services.mutate()]),
  };
  return (
    <ProfileShell>
      <h1>{title}</h1>
      <PromotionsNav current={code} />
      {service && <p>{service.description}</p>}
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
              service={loaded.service}
              ads={loaded.ads}
              published={published}
              initialChoice={chosenFrom(search)}
              onAdsChanged={() => ads.mutate()}
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
