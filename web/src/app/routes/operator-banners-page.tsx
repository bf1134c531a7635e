import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { QueryGate } from '../../components/query-gate';
import { useSelf } from '../../features/account/api/get-self';
import { useBannersForReview } from '../../features/banners/api/banners';
import { ReviewBannerList } from '../../features/banners/components/review-banner-list';
import { ReviewTabs, reviewStatusFrom } from '../../features/banners/components/review-tabs';
import { ApiError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /operator/banners: the review team's queue of paid banners, and the others by state. */
export const OperatorBannersPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Banner review`);
  const self = useSelf();
  const status = reviewStatusFrom(useSearch());
  const list = useBannersForReview(status);
  // Refused (not an operator): the page says so once the account is known, never 'an error occurred'.
  const refused = list.error instanceof ApiError && list.error.status === 403;
  return (
    <div className="stack">
      <h1>
        <Trans>Banner review</Trans>
      </h1>
      {self.data?.operator && <ReviewTabs current={status} />}
      {self.data && !self.data.operator ? (
        <p className="empty-state" data-testid="operators-only">
          <Trans>Only the Badal review team can see this page.</Trans>
        </p>
      ) : (
        <QueryGate query={{ data: list.data, error: refused ? undefined : list.error, mutate: list.mutate }}>
          {(banners) => <ReviewBannerList banners={banners} onDecided={() => void list.mutate()} />}
        </QueryGate>
      )}
    </div>
  );
};
