import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSearch } from 'wouter';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoader } from '../../../components/page-loader';
import { Pagination } from '../../../components/pagination';
import { ProfileShell } from '../../../features/account/components/profile-shell';
import { useMyAds } from '../../../features/place-ad/api/get-my-ads';
import { MyAdsList } from '../../../features/place-ad/components/my-ads-list';
import { formatNumber } from '../../../lib/format';
import { useLocale, useMessages } from '../../../lib/messages';
import { pageFrom } from '../../../lib/page-number';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /profile/info/ads: the user's products, newest first, a page at a time (`?page=`). */
export const MyAdsPage = () => {
  const { t } = useLingui();
  const _text = useMessages();
  const locale = useLocale();
  useDocumentTitle(t`My ads`);
  const page = pageFrom(useSearch());
  const { data, error, mutate } = useMyAds(page);
  const meta = data?.meta;
  let body: ReactNode;
  if (data)
    body = (
      <>
        <MyAdsList ads={data.data} />
        <Pagination
          page={meta?.currentPage ?? page}
          lastPage={meta?.lastPage ?? 1}
          hrefFor={(n) => pathTo('profile:ads', { query: { page: n > 1 ? n : undefined } })}
        />
      </>
    );
  else if (error) body = <LoadFailed onRetry={() => void mutate()} />;
  else body = <PageLoader />;
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
      {body}
    </ProfileShell>
  );
};
