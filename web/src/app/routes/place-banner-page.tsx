import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import { bothQueries, QueryGate } from '../../components/query-gate';
import { UnpaidOffer } from '../../components/unpaid-offer';
import { useSelf } from '../../features/account/api/get-self';
import { discardBanner, useUnpaidBanner } from '../../features/banners/api/banners';
import { BannerBookingForm } from '../../features/banners/components/banner-booking-form';
import { BannerSummary } from '../../features/banners/components/banner-summary';
import { CouponField } from '../../features/payments/components/coupon-field';
import { useLocale } from '../../lib/messages';
import { snackbar } from '../../lib/snackbar';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /double-banners/place-banner: book a banner and pay for it. A banner booked earlier and not
 * paid is offered first, to pay for or discard; booking another replaces it.
 */
export const PlaceBannerPage = () => {
  const { t } = useLingui();
  const locale = useLocale();
  useDocumentTitle(t`Place banner`);
  const self = useSelf();
  const unpaid = useUnpaidBanner();
  const [coupon, setCoupon] = useState<string | null>(null);
  const onValidCode = useCallback((code: string | null) => setCoupon(code), []);

  const discard = async (id: number) => {
    await discardBanner(id);
    await unpaid.mutate(null, { revalidate: false });
    snackbar.show(t`The banner was discarded.`, 'success');
  };

  return (
    <QueryGate query={bothQueries(self, unpaid)}>
      {([user, banner]) => (
        <div className="stack place-banner-page">
          <h1>
            <Trans>Place banner</Trans>
          </h1>
          <p className="muted">
            <Trans>
              Your banner is shown on the home page for the days you choose, after our team has reviewed it.{' '}
              <Link href={pathTo('profile:banners')}>See my banners</Link>
            </Trans>
          </p>
          {banner && (
            <UnpaidOffer
              testId="unpaid-banner"
              title={<Trans>You have a banner waiting for payment</Trans>}
              payHref={pathTo('payment', undefined, locale)}
              onDiscard={() => discard(banner.id)}
            >
              <BannerSummary banner={banner} />
              <p className="muted">
                <Trans>Booking another banner below replaces this one.</Trans>
              </p>
            </UnpaidOffer>
          )}
          <BannerBookingForm
            email={user.email}
            phone={user.phone ?? ''}
            coupon={coupon}
            couponField={(busy) => <CouponField disabled={busy} onValidCode={onValidCode} />}
          />
        </div>
      )}
    </QueryGate>
  );
};
