import { AdStateNote } from '../../components/product/ad-state-note';
import { takesBarter } from '../../components/product/labels';
import { QueryGate } from '../../components/query-gate';
import { useCategory } from '../../features/categories/api/get-category';
import { useProduct } from '../../features/products/api/get-product';
import { MemberActions } from '../../features/products/components/member-actions';
import { ProductBody } from '../../features/products/components/product-body';
import { ProductBreadcrumb } from '../../features/products/components/product-breadcrumb';
import { ProductStamp } from '../../features/products/components/product-stamp';
import { ProductSummary } from '../../features/products/components/product-summary';
import { RelatedProducts } from '../../features/products/components/related-products';
import { SellerCard } from '../../features/products/components/seller-card';
import { ShareActions } from '../../features/products/components/share-actions';
import { RemovedAd } from '../../features/reports/components/removed-ad';
import { ReportButton } from '../../features/reports/components/report-button';
import { useUser } from '../../features/sellers/api/get-user';
import { isApiError } from '../../lib/api-error';
import { useRouteParams } from '../../lib/current-route';
import { useFullPath } from '../../lib/full-path';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FollowSeller, ProductMemberButtons } from './member-widgets';
import { NotFoundPage } from './not-found-page';

/**
 * /categories/{slug}/products/{productSlug}: pictures, price, sale type and condition, the
 * seller, attributes, description, location, related listings, sharing — and the members'
 * actions, which send a visitor to log in first.
 */
export const ProductPage = () => {
  const { productSlug = '' } = useRouteParams();
  const fullPath = useFullPath();
  const query = useProduct(productSlug);
  const product = query.data;
  const session = useSession();
  // Its category's filters, in the page's language, name the attributes (the product comes in English).
  const category = useCategory(product?.categories.at(-1)?.slug ?? null);
  // The seller's user answer says whether the reader follows them (for the follow button's start).
  const sellerUser = useUser(
    product && session && session.userId !== product.seller.userId ? product.seller.userId : null,
  );
  useDocumentTitle(product?.name ?? '');
  if (isApiError(query.error, 'not_found')) return <NotFoundPage />;
  if (isApiError(query.error, 'ad_removed')) return <RemovedAd />;
  // A member does not favourite, follow or chat with themselves.
  const member = !!product && session !== null && session.userId !== product.seller.userId;
  const url = typeof window === 'undefined' ? fullPath : `${window.location.origin}${fullPath}`;
  return (
    <QueryGate query={query}>
      {(product) => (
        <article className="product-page stack" data-testid="product-page">
          <ProductBreadcrumb categories={product.categories} />
          <ProductSummary product={product} title={<h1 dir="auto">{product.name}</h1>}>
            <AdStateNote state={product.adState} />
            <MemberActions
              barter={takesBarter(product.sellType)}
              member={member && <ProductMemberButtons product={product} onChanged={() => void query.mutate()} />}
            />
            <ShareActions title={product.name} url={url} />
            {session?.userId !== product.seller.userId && <ReportButton target={{ type: 'ad', id: product.id }} />}
            <SellerCard
              seller={product.seller}
              follow={
                member && (
                  <FollowSeller
                    userId={product.seller.userId}
                    name={product.seller.fullName || product.seller.userName}
                    isFollowing={sellerUser.data?.isFollowing}
                  />
                )
              }
            />
            <ProductStamp product={product} />
          </ProductSummary>
          <ProductBody product={product} filters={category.data?.filters ?? []} />
          <RelatedProducts slug={product.slug} />
        </article>
      )}
    </QueryGate>
  );
};
