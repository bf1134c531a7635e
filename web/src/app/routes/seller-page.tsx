import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import { PageLoader } from '../../components/page-loader';
import { Pagination } from '../../components/pagination';
import { ProductList } from '../../components/product/product-list';
import { useSellerProducts } from '../../features/sellers/api/get-seller-products';
import { useUser } from '../../features/sellers/api/get-user';
import { SellerProfile } from '../../features/sellers/components/seller-profile';
import { isApiError } from '../../lib/api-error';
import { useRouteParams } from '../../lib/current-route';
import { formatNumber } from '../../lib/format';
import { withMembersCatalog } from '../../lib/i18n';
import { useLocale, useMessages } from '../../lib/messages';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotFoundPage } from './not-found-page';

const pageFrom = (search: string): number => {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
};

// A member's follow button: its own chunk and the members' strings, as on the product page.
const FollowButton = lazy(
  withMembersCatalog(() =>
    import('../../features/following/components/follow-button').then((m) => ({ default: m.FollowButton })),
  ),
);

/** /sellers/{userId}: the seller's profile and their listings, a page at a time (`?page=`). */
export const SellerPage = () => {
  const { t } = useLingui();
  const text = useMessages();
  const locale = useLocale();
  const { userId = '' } = useRouteParams();
  const id = /^\d{1,10}$/.test(userId) ? Number(userId) : null;
  const page = pageFrom(useSearch());
  const user = useUser(id);
  const session = useSession();
  const sellerId = user.data?.seller?.id ?? null;
  const products = useSellerProducts(sellerId, page);
  useDocumentTitle(user.data ? user.data.fullName || user.data.userName : '');

  if (id === null || isApiError(user.error, 'not_found')) return <NotFoundPage />;
  if (!user.data) return user.error ? <p className="empty-state">{text('error.occurred')}</p> : <PageLoader />;
  const meta = products.data?.meta;
  return (
    <div className="stack seller-page">
      <SellerProfile user={user.data} />
      {session && session.userId !== user.data.id && (
        <Suspense fallback={null}>
          <FollowButton
            userId={user.data.id}
            name={user.data.fullName || user.data.userName}
            isFollowing={user.data.isFollowing}
          />
        </Suspense>
      )}
      <section className="stack" aria-labelledby="seller-ads-heading">
        <div className="section-heading">
          <h2 id="seller-ads-heading">
            <Trans>Ads</Trans>
          </h2>
          {meta && meta.total > 0 && <span className="muted">{t`Total: ${formatNumber(meta.total, locale)}`}</span>}
        </div>
        {sellerId === null ? (
          <ProductList products={[]} />
        ) : products.data ? (
          <>
            <ProductList products={products.data.data} eagerCount={4} />
            <Pagination
              page={meta?.currentPage ?? 1}
              lastPage={meta?.lastPage ?? 1}
              hrefFor={(n) => pathTo('seller', { userId, query: { page: n > 1 ? n : undefined } })}
            />
          </>
        ) : (
          <PageLoader />
        )}
      </section>
    </div>
  );
};
