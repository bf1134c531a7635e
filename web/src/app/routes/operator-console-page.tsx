import { useLingui } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { PageLoader } from '../../components/page-loader';
import { useSelf } from '../../features/account/api/get-self';
import { BannerReview } from '../../features/banners/components/banner-review';
import { HeldAdsReview } from '../../features/held-ads/components/held-ads-review';
import { ReviewWords } from '../../features/held-ads/components/review-words';
import { AuditLog } from '../../features/operator-console/components/audit-log';
import { ConsoleTabs, consoleTabFrom } from '../../features/operator-console/components/console-tabs';
import { ReportQueue } from '../../features/operator-console/components/report-queue';
import { OperatorRefunds } from '../../features/payments/components/operator-refunds';
import { SearchWords } from '../../features/search-words/components/search-words';
import { pageFrom } from '../../lib/page-number';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotFoundPage } from './not-found-page';

/**
 * /operator: the operator console (issue #31) — the report queue, the ads held for review and the
 * words that hold them, the banner review, refunds and the audit log, a tab each (`?tab=`). Anyone but an operator finds no page here (the calls answer them 403).
 */
export const OperatorConsolePage = () => {
  const { t } = useLingui();
  const search = useSearch();
  const tab = consoleTabFrom(search);
  const self = useSelf();
  useDocumentTitle(t`Operator console`);
  if (!self.data) return self.error ? <NotFoundPage /> : <PageLoader />;
  if (!self.data.operator) return <NotFoundPage />;
  return (
    <div className="stack operator-console" data-testid="operator-console">
      <h1>{t`Operator console`}</h1>
      <ConsoleTabs current={tab} />
      {tab === 'reports' && <ReportQueue />}
      {tab === 'held' && <HeldAdsReview />}
      {tab === 'words' && <ReviewWords />}
      {tab === 'search' && <SearchWords />}
      {tab === 'banners' && <BannerReview />}
      {tab === 'refunds' && <OperatorRefunds />}
      {tab === 'log' && <AuditLog page={pageFrom(search)} />}
    </div>
  );
};
