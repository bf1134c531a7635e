import { pathTo } from '@badal/contracts/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { AdPromotionState } from '../../../components/product/ad-promotion-state';
import { AdThumbnail } from '../../../components/product/ad-thumbnail';
import { Price } from '../../../components/product/price';
import { productPath } from '../../../components/product/product-path';
import type { CallOutput } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import { FIRST_PAGE, stepPath } from '../wizard-steps';
import { AdLifeActions } from './ad-life-actions';
import { AdModerationNote } from './ad-moderation-note';
import { AdPriceAction } from './ad-price-action';
import { OfferFloor } from './offer-floor';
import { OpenOffersNote } from './open-offers-note';
import './my-ads-list.css';

type MyAd = CallOutput<'myProducts'>['data'][number];

const STATUS_LABELS: Record<MyAd['status'], MessageDescriptor> = {
  published: msg`Published`,
  pending: msg`Under review`,
  rejected: msg`Rejected`,
  sold: msg`Sold`,
};

/** An ad held or hidden by moderation says so instead of its status (issue #31). */
const MODERATION_LABELS = { held: msg`Under review`, hidden: msg`Removed` } as const;
const statusLabel = (ad: MyAd): MessageDescriptor =>
  ad.moderation.state !== 'visible'
    ? MODERATION_LABELS[ad.moderation.state]
    : ad.adState === 'exchanged'
      ? msg`Exchanged`
      : STATUS_LABELS[ad.status];

/** The promotions of a published ad, each page with the ad already chosen. */
const PromoteLinks = ({ adId }: { adId: number }) => {
  const { t } = useLingui();
  const query = { query: { product: adId } };
  return (
    <p className="my-ad-promote">
      <span className="visually-hidden">{t`Promote this ad:`}</span>
      <Link href={pathTo('profile:boost-ad', query)} data-testid="my-ad-boost">
        <Trans>Boost</Trans>
      </Link>
      <Link href={pathTo('profile:ad-refresh', query)}>
        <Trans>Refresh</Trans>
      </Link>
      <Link href={pathTo('profile:flash-sales', query)}>
        <Trans>Flash sale</Trans>
      </Link>
    </p>
  );
};

const closed = (ad: MyAd) => ad.adState === 'sold' || ad.adState === 'exchanged';

/**
 * The user's ads: picture, name (to the product page), price, status and date, the run of a
 * published one with Renew and Mark as sold (issue #32); sold and exchanged ads apart below; or a
 * way to place the first one.
 */
export const MyAdsList = ({ ads }: { ads: readonly MyAd[] }) => {
  const { t } = useLingui();
  if (ads.length === 0)
    return (
      <div className="empty-state" data-testid="my-ads-empty">
        <p>
          <Trans>You have not placed any ads yet.</Trans>
        </p>
        <Link href={stepPath(FIRST_PAGE)} className="btn btn-accent">
          <Trans>Place an ad</Trans>
        </Link>
      </div>
    );
  const done = ads.filter(closed);
  return (
    <>
      <MyAdItems ads={ads.filter((ad) => !closed(ad))} testId="my-ads" />
      {done.length > 0 && (
        <section aria-label={t`Sold and exchanged`}>
          <h2 className="my-ads-closed-heading">
            <Trans>Sold and exchanged</Trans>
          </h2>
          <MyAdItems ads={done} testId="my-ads-closed" />
        </section>
      )}
    </>
  );
};

const MyAdItems = ({ ads, testId }: { ads: readonly MyAd[]; testId: string }) => {
  const { i18n } = useLingui();
  const locale = useLocale();
  if (ads.length === 0) return null;
  return (
    <ul className="my-ads" data-testid={testId}>
      {ads.map((ad) => (
        <li key={ad.id} className="my-ad" data-testid="my-ad">
          <AdThumbnail ad={ad} />
          <div className="my-ad-text">
            <Link href={productPath(ad)} className="my-ad-name" dir="auto">
              {ad.name}
            </Link>
            <Price value={ad.price} className="my-ad-price" />
            <p className="muted my-ad-date">
              <Trans>Placed {formatDate(ad.createdAt, locale)}</Trans>
            </p>
            <AdModerationNote ad={ad} />
            {(ad.status === 'published' || closed(ad)) && ad.moderation.state === 'visible' && (
              <AdLifeActions ad={ad} />
            )}
            {ad.adState === 'live' && <OpenOffersNote offers={ad.openOffers} />}
            {ad.status === 'published' && ad.moderation.state === 'visible' && ad.adState === 'live' && (
              <>
                <AdPromotionState ad={ad} />
                <PromoteLinks adId={ad.id} />
                <AdPriceAction adId={ad.id} price={ad.price} />
                {ad.price !== null && <OfferFloor adId={ad.id} />}
              </>
            )}
          </div>
          <span className={`my-ad-status my-ad-status-${ad.moderation.state === 'visible' ? ad.status : 'rejected'}`}>
            {i18n._(statusLabel(ad))}
          </span>
        </li>
      ))}
    </ul>
  );
};
