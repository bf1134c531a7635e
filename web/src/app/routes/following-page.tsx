import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { LoadFailed } from '../../components/load-failed';
import { PageLoader } from '../../components/page-loader';
import { Pagination } from '../../components/pagination';
import { ProductList } from '../../components/product/product-list';
import { ProfileShell } from '../../features/account/components/profile-shell';
import { useFollowedAccounts, useFollowingProducts } from '../../features/following/api/get-following';
import { FollowedSellers } from '../../features/following/components/followed-sellers';
import { pageFrom } from '../../lib/page-number';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /profile/info/following: the newest products of the sellers the member follows, a page at a
 * time, under the sellers themselves as chips that can be unfollowed.
 */
export const FollowingPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Following`);
  const page = pageFrom(useSearch());
  const products = useFollowingProducts(page);
  const accounts = useFollowedAccounts();
  const refresh = () => {
    void accounts.mutate();
    void products.mutate();
  };

  let body: ReactNode;
  if (accounts.data && accounts.data.data.length === 0)
    body = (
      <div className="empty-state" data-testid="following-empty">
        <p>
          <Trans>You do not follow anyone yet. Follow a seller from their page to see their new products here.</Trans>
        </p>
        <Link className="btn" href={pathTo('categories')}>
          <Trans>Browse categories</Trans>
        </Link>
      </div>
    );
  else if (products.data)
    body = (
      <>
        <ProductList products={products.data.data} label={t`Products of the sellers you follow`} />
        <Pagination
          page={products.data.meta.currentPage}
          lastPage={products.data.meta.lastPage}
          hrefFor={(n) => pathTo('profile:following', { query: { page: n > 1 ? n : undefined } })}
        />
      </>
    );
  else if (products.error) body = <LoadFailed onRetry={refresh} />;
  else body = <PageLoader />;

  return (
    <ProfileShell>
      <h1>
        <Trans>Following</Trans>
      </h1>
      {accounts.data && <FollowedSellers accounts={accounts.data} onChanged={refresh} />}
      {body}
    </ProfileShell>
  );
};
