import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { LoadFailed } from '../../components/load-failed';
import { PageLoader } from '../../components/page-loader';
import { Pagination } from '../../components/pagination';
import { AdPromotionState } from '../../components/product/ad-promotion-state';
import { AdThumbnail } from '../../components/product/ad-thumbnail';
import { Price } from '../../components/product/price';
import { ProfileShell } from '../../features/account/components/profile-shell';
import { useMyMemberships } from '../../features/payments/api/memberships';
import {
  type AllowanceUse,
  applyFromAllowance,
  offerService,
  type PromotionChoice,
  type ServiceCode,
  useMembershipServices,
} from '../../features/payments/api/promotions';
import { type PaymentProblem, PaymentProblemAlert, problemOf } from '../../features/payments/components/payment-form';
import { type PromoteAction, PromoteAdForm } from '../../features/payments/components/promote-ad-form';
import { PROMOTION_ROUTES, PromotionsNav, usePromotionTitle } from '../../features/payments/components/promotions-nav';
import { useMyAds } from '../../features/place-ad/api/get-my-ads';
import { FIRST_PAGE, stepPath } from '../../features/place-ad/wizard-steps';
import { useLocale } from '../../lib/messages';
import { pageFrom } from '../../lib/page-number';
import { useDocumentTitle } from '../../lib/use-document-title';
import './promote-page.css';

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
  const locale = useLocale();
  const { t } = useLingui();
  const title = usePromotionTitle(code);
  useDocumentTitle(title);
  const search = useSearch();
  const page = pageFrom(search);
  const services = useMembershipServices();
  const service = services.data?.find((s) => s.code === code);
  const ads = useMyAds(page);
  const memberships = useMyMemberships();
  const [chosen, setChosen] = useState<number | null>(() => chosenFrom(search));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  const [applied, setApplied] = useState<AllowanceUse | null>(null);
  const published = ads.data?.data.filter((ad) => ad.status === 'published') ?? [];
  const current = memberships.data?.current ?? null;
  const remaining = current?.allowances.find((a) => a.code === code)?.remaining ?? null;

  const submit = async (action: PromoteAction, choice: PromotionChoice) => {
    if (!service) return;
    setBusy(true);
    setProblem(null);
    setApplied(null);
    try {
      if (action === 'pay') {
        await offerService(service, choice);
        // A full page load: the payment page's CSP lets the card provider in.
        window.location.assign(pathTo('payment', undefined, locale));
        return;
      }
      setApplied(await applyFromAllowance(service, choice));
      await Promise.all([ads.mutate(), memberships.mutate()]);
    } catch (error) {
      setProblem(problemOf(error));
    }
    setBusy(false);
  };

  let body: ReactNode;
  if (ads.error || services.error)
    body = <LoadFailed onRetry={() => void Promise.all([ads.mutate(), services.mutate()])} />;
  else if (!ads.data || !service) body = <PageLoader />;
  else if (published.length === 0)
    body = (
      <div className="empty-state" data-testid="promote-no-ads">
        <p>
          <Trans>You have no published ads to promote yet.</Trans>
        </p>
        <Link href={stepPath(FIRST_PAGE)} className="btn btn-accent">
          <Trans>Place an ad</Trans>
        </Link>
      </div>
    );
  else
    body = (
      <>
        <fieldset className="promote-ads">
          <legend>
            <Trans>Choose one of your ads</Trans>
          </legend>
          <ul className="plain-list stack">
            {published.map((ad) => (
              <li key={ad.id}>
                <label className={`promote-ad${chosen === ad.id ? ' promote-ad-chosen' : ''}`} data-testid="promote-ad">
                  <input
                    type="radio"
                    name="ad"
                    value={ad.id}
                    checked={chosen === ad.id}
                    onChange={() => {
                      setChosen(ad.id);
                      setApplied(null);
                      setProblem(null);
                    }}
                  />
                  <AdThumbnail ad={ad} />
                  <span className="promote-ad-text">
                    <span className="promote-ad-name" dir="auto">
                      {ad.name}
                    </span>
                    <Price value={ad.price} />
                    <AdPromotionState ad={ad} />
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <Pagination
          page={ads.data.meta.currentPage}
          lastPage={ads.data.meta.lastPage}
          hrefFor={(n) => pathTo(PROMOTION_ROUTES[code], { query: { page: n > 1 ? n : undefined } })}
        />
        <PaymentProblemAlert problem={problem} />
        {applied && (
          <div className="form-info" role="status" data-testid="promote-applied">
            <p>
              <Trans>Done, at no charge: your ad now has it.</Trans>
            </p>
            <AdPromotionState ad={applied.promotion} />
          </div>
        )}
        {chosen !== null && published.some((ad) => ad.id === chosen) ? (
          <PromoteAdForm
            key={chosen}
            service={service}
            productId={chosen}
            remaining={remaining}
            busy={busy}
            onSubmit={(action, choice) => void submit(action, choice)}
          />
        ) : (
          <p className="muted">{t`Choose an ad above to see the price.`}</p>
        )}
      </>
    );

  return (
    <ProfileShell>
      <h1>{title}</h1>
      <PromotionsNav current={code} />
      {service && <p>{service.description}</p>}
      {body}
    </ProfileShell>
  );
};

export const BoostAdPage = () => <PromotePage code="boostAd" />;
export const AdRefreshPage = () => <PromotePage code="adRefresh" />;
export const FlashSalesPage = () => <PromotePage code="flashSale" />;
