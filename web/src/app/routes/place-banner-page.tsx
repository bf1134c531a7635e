import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import { LoadFailed } from '../../components/load-failed';
import { PageLoader } from '../../components/page-loader';
import { UnpaidOffer } from '../../components/unpaid-offer';
import { useSelf } from '../../features/account/api/get-self';
import { discardBanner, useUnpaidBanner } from '../../features/banners/api/banners';
import { BannerBookingForm } from '../../features/banners/components/banner-booking-form';
import { BannerSummary } from '../../features/banners/components/banner-summary';
import { CouponField } from '../../features/payments/components/coupon-field';
import '../../features/banners/components/banners.css';
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

  if ((self.error && !self.data) || (unpaid.error && unpaid.data === undefined))
    return <LoadFailed onRetry={() => void Promise.all([self.mutate(), unpaid.mutate()])} />;
  if (!self.data || unpaid.data === undefined) return <PageLoader />;
  return (
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
      {unpaid.data && (
        <UnpaidOffer
          testId="unpaid-banner"
          title={<Trans>You have a banner waiting for payment</Trans>}
          payHref={pathTo('payment', undefined, locale)}
          onDiscard={() => discard(unpaid.data?.id ?? 0)}
        >
          <BannerSummary banner={unpaid.data} />
          <p className="muted">
            <Trans>Booking another banner below replaces this one.</Trans>
          </p>
        </UnpaidOffer>
      )}
      <BannerBookingForm
        email={self.data.email}
        phone={self.data.phone ?? ''}
        coupon={coupon}
        couponField={(busy) => <CouponField disabled={busy} onValidCode={onValidCode} />}
      />
    </div>
  );
};
