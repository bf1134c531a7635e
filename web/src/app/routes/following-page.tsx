import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { Pagination } from '../../components/pagination';
import { ProductList } from '../../components/product/product-list';
import { QueryGate } from '../../components/query-gate';
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
  const refresh = () => Promise.all([accounts.mutate(), products.mutate()]);

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
  else
    body = (
      <QueryGate query={{ data: products.data, error: products.error, mutate: refresh }}>
        {(data) => (
          <>
            <ProductList products={data.data} label={t`Products of the sellers you follow`} />
            <Pagination
              page={data.meta.currentPage}
              lastPage={data.meta.lastPage}
              hrefFor={(n) => pathTo('profile:following', { query: { page: n > 1 ? n : undefined } })}
            />
          </>
        )}
      </QueryGate>
    );

  return (
    <ProfileShell>
      <h1>
        <Trans>Following</Trans>
      </h1>
      {accounts.data && <FollowedSellers accounts={accounts.data} onChanged={() => void refresh()} />}
      {body}
    </ProfileShell>
  );
};
