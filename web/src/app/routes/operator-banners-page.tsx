import { PLACED_BANNER_STATUSES, type PlacedBannerStatus, pathTo } from '@badal/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { TextAreaField } from '../../components/form/text-area-field';
import { Isolate } from '../../components/isolate';
import { LoadFailed } from '../../components/load-failed';
import { PageLoader } from '../../components/page-loader';
import { useSelf } from '../../features/account/api/get-self';
import {
  approveBanner,
  type BannerForReview,
  rejectBanner,
  useBannersForReview,
} from '../../features/banners/api/banners';
import { BannerSummary } from '../../features/banners/components/banner-summary';
import '../../features/banners/components/banners.css';
import { ApiError } from '../../lib/api-error';
import { useReportError } from '../../lib/report-error';
import { snackbar } from '../../lib/snackbar';
import { useDocumentTitle } from '../../lib/use-document-title';

const TAB_NAMES: Record<PlacedBannerStatus, MessageDescriptor> = {
  review: msg`Waiting for review`,
  published: msg`Approved`,
  rejected: msg`Rejected`,
  expired: msg`Ended`,
  unpaid: msg`Not paid yet`,
};

const TABS: readonly PlacedBannerStatus[] = ['review', 'published', 'rejected', 'expired', 'unpaid'];

const statusFrom = (search: string): PlacedBannerStatus => {
  const asked = new URLSearchParams(search).get('status');
  return (PLACED_BANNER_STATUSES as readonly string[]).includes(asked ?? '') ? (asked as PlacedBannerStatus) : 'review';
};

/** Approve, or reject with a reason the member will read. */
const Decision = ({ banner, onDecided }: { banner: BannerForReview; onDecided: () => void }) => {
  const { t } = useLingui();
  const report = useReportError();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const decide = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      snackbar.show(done, 'success');
      onDecided();
    } catch (error) {
      if (error instanceof ApiError && error.fields.reason) setReasonError(error.fields.reason);
      else report(error);
    }
    setBusy(false);
  };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setReasonError('validation.required');
    void decide(() => rejectBanner(banner.id, reason.trim()), t`The banner was rejected.`);
  };

  return (
    <form className="stack" onSubmit={reject} noValidate>
      <TextAreaField
        label={t`Reason, if you reject it`}
        rows={2}
        maxLength={300}
        value={reason}
        error={reasonError}
        onChange={(event) => {
          setReason(event.target.value);
          setReasonError(undefined);
        }}
      />
      <div className="banner-actions">
        <button
          type="button"
          className="btn"
          disabled={busy}
          onClick={() => void decide(() => approveBanner(banner.id), t`The banner was approved.`)}
          data-testid="approve-banner"
        >
          <Trans>Approve</Trans>
        </button>
        <button type="submit" className="btn btn-outline" disabled={busy} data-testid="reject-banner">
          <Trans>Reject</Trans>
        </button>
      </div>
    </form>
  );
};

/** /operator/banners: the review team's queue of paid banners, and the others by state. */
export const OperatorBannersPage = () => {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Banner review`);
  const self = useSelf();
  const status = statusFrom(useSearch());
  const list = useBannersForReview(status);
  let body: ReactNode;
  if (self.data && !self.data.operator)
    body = (
      <p className="empty-state" data-testid="operators-only">
        <Trans>Only the Badal review team can see this page.</Trans>
      </p>
    );
  else if (list.data && list.data.length === 0)
    body = (
      <p className="empty-state">
        <Trans>No banners here.</Trans>
      </p>
    );
  else if (list.data)
    body = (
      <ul className="banner-list">
        {list.data.map((banner) => (
          <li key={banner.id} className="card">
            <BannerSummary banner={banner}>
              <p className="muted">
                <Trans>
                  By <Isolate>{banner.owner.fullName}</Isolate> (<Isolate dir="ltr">@{banner.owner.userName}</Isolate>),{' '}
                  <Isolate dir="ltr">{banner.email}</Isolate>, <Isolate dir="ltr">+965 {banner.phone}</Isolate>
                </Trans>
              </p>
              {banner.summary && (
                <p>
                  <Isolate>{banner.summary}</Isolate>
                </p>
              )}
              {banner.status === 'review' && <Decision banner={banner} onDecided={() => void list.mutate()} />}
            </BannerSummary>
          </li>
        ))}
      </ul>
    );
  else if (list.error && !(list.error instanceof ApiError && list.error.status === 403))
    body = <LoadFailed onRetry={() => void list.mutate()} />;
  else body = <PageLoader />;
  return (
    <div className="stack">
      <h1>
        <Trans>Banner review</Trans>
      </h1>
      {self.data?.operator && (
        <nav aria-label={t`Banner states`}>
          <ul className="review-tabs">
            {TABS.map((tab) => (
              <li key={tab}>
                <Link
                  className="btn btn-outline"
                  href={pathTo('operatorBanners', { query: { status: tab === 'review' ? undefined : tab } })}
                  aria-current={tab === status ? 'page' : undefined}
                >
                  {i18n._(TAB_NAMES[tab])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {body}
    </div>
  );
};
