import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { Pagination } from '../../../components/pagination';
import { QueryGate } from '../../../components/query-gate';
import { ProfileShell } from '../../../features/account/components/profile-shell';
import { useMyAds } from '../../../features/place-ad/api/get-my-ads';
import { MyAdsList } from '../../../features/place-ad/components/my-ads-list';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import { pageFrom } from '../../../lib/page-number';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /profile/info/ads: the user's products, newest first, a page at a time (`?page=`). */
export const MyAdsPage = () => {
  const { t } = useLingui();
  const locale = useLocale();
  useDocumentTitle(t`My ads`);
  const page = pageFrom(useSearch());
  const ads = useMyAds(page);
  const meta = ads.data?.meta;
  return (
    <ProfileShell>
      <div className="section-heading">
        <h1>
          <Trans>My ads</Trans>
        </h1>
        {meta && meta.total > 0 && (
          <span className="muted" data-testid="my-ads-total">
            {t`Total: ${formatNumber(meta.total, locale)}`}
          </span>
        )}
      </div>
      <QueryGate query={ads}>
        {(data) => (
          <>
            <MyAdsList ads={data.data} />
            <Pagination
              page={meta?.currentPage ?? page}
              lastPage={meta?.lastPage ?? 1}
              hrefFor={(n) => pathTo('profile:ads', { query: { page: n > 1 ? n : undefined } })}
            />
          </>
        )}
      </QueryGate>
    </ProfileShell>
  );
};
