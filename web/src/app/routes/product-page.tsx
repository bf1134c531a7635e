import { pathTo } from '@badal/contracts/core';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Breadcrumb } from '../../components/breadcrumb';
import { PageLoader } from '../../components/page-loader';
import { takesBarter } from '../../components/product/labels';
import { ProductList } from '../../components/product/product-list';
import { useCategory } from '../../features/categories/api/get-category';
import { useProduct } from '../../features/products/api/get-product';
import { useRelatedProducts } from '../../features/products/api/get-related-products';
import { MemberActions } from '../../features/products/components/member-actions';
import { ProductBody } from '../../features/products/components/product-body';
import { ProductGallery } from '../../features/products/components/product-gallery';
import { ProductPrice } from '../../features/products/components/product-price';
import { ProductTags } from '../../features/products/components/product-tags';
import { SellerCard } from '../../features/products/components/seller-card';
import { ShareActions } from '../../features/products/components/share-actions';
import { useUser } from '../../features/sellers/api/get-user';
import { isApiError } from '../../lib/api-error';
import { useCategoryName } from '../../lib/category-names';
import { useRouteParams } from '../../lib/current-route';
import { formatDate } from '../../lib/format';
import { useFullPath } from '../../lib/full-path';
import { withMembersCatalog, withSectionCatalog } from '../../lib/i18n';
import { useLocale, useMessages } from '../../lib/messages';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotFoundPage } from './not-found-page';
import './product-page.css';
import { Isolate } from '../../components/isolate';
import { LoadFailed } from '../../components/load-failed';

// Members' working buttons: their own chunks and strings (the members' catalog, or realtime for
// chat), which visitors never download.
const withRealtime = withSectionCatalog('realtime');
const FavoriteButton = lazy(
  withMembersCatalog(() =>
    import('../../features/favorites/components/favorite-button').then((m) => ({ default: m.FavoriteButton })),
  ),
);
const FollowButton = lazy(
  withMembersCatalog(() =>
    import('../../features/following/components/follow-button').then((m) => ({ default: m.FollowButton })),
  ),
);
// Barter and trade requests: their strings live with the members' pages.
const DealActions = lazy(
  withMembersCatalog(() =>
    import('../../features/requests/components/deal-actions').then((m) => ({ default: m.DealActions })),
  ),
);
const ChatWithSeller = lazy(
  withRealtime(() =>
    import('../../features/chat/components/chat-with-seller').then((m) => ({ default: m.ChatWithSeller })),
  ),
);

/**
 * /categories/{slug}/products/{productSlug}: pictures, price, sale type and condition, the
 * seller, attributes, description, location, related listings, sharing — and the members'
 * actions, which send a visitor to log in first.
 */
export const ProductPage = () => {
  const _text = useMessages();
  const locale = useLocale();
  const { productSlug = '' } = useRouteParams();
  const fullPath = useFullPath();
  const nameOf = useCategoryName();
  const { data: product, error, mutate } = useProduct(productSlug);
  const session = useSession();
  const related = useRelatedProducts(product ? product.slug : null);
  // Its category's filters, in the page's language, name the attributes (the product comes in English).
  const category = useCategory(product?.categories.at(-1)?.slug ?? null);
  // The seller's user answer says whether the reader follows them (for the follow button's start).
  const sellerUser = useUser(
    product && session && session.userId !== product.seller.userId ? product.seller.userId : null,
  );
  useDocumentTitle(product?.name ?? '');

  if (isApiError(error, 'not_found')) return <NotFoundPage />;
  if (!product) return error ? <LoadFailed onRetry={() => void mutate()} /> : <PageLoader />;

  const [top, sub] = product.categories;
  // A member does not favourite, follow or chat with themselves.
  const member = session !== null && session.userId !== product.seller.userId;
  const url = typeof window === 'undefined' ? fullPath : `${window.location.origin}${fullPath}`;
  return (
    <article className="product-page stack" data-testid="product-page">
      <Breadcrumb
        items={[
          ...(top ? [{ href: pathTo('category', { slug: top.slug }), label: nameOf(top) }] : []),
          ...(top && sub
            ? [
                {
                  href: pathTo('category', { slug: top.slug, query: { subCategory: sub.slug } }),
                  label: nameOf(sub),
                },
              ]
            : []),
        ]}
      />
      <div className="product-layout">
        <ProductGallery images={product.images} name={product.name} />
        <div className="product-info stack">
          <h1 dir="auto">{product.name}</h1>
          <ProductPrice product={product} />
          <ProductTags product={product} />
          <MemberActions
            barter={takesBarter(product.sellType)}
            member={
              member && (
                <Suspense fallback={null}>
                  <FavoriteButton
                    productId={product.id}
                    isFavorite={product.isFavorite === true}
                    onChanged={() => void mutate()}
                  />
                  <ChatWithSeller sellerUserId={product.seller.userId} productSlug={product.slug} />
                  <DealActions
                    target={{ productId: product.id, receiverId: product.seller.userId, sellType: product.sellType }}
                  />
                </Suspense>
              )
            }
          />
          <ShareActions title={product.name} url={url} />
          <SellerCard
            seller={product.seller}
            follow={
              member && (
                <Suspense fallback={null}>
                  <FollowButton
                    userId={product.seller.userId}
                    name={product.seller.fullName || product.seller.userName}
                    isFollowing={sellerUser.data?.isFollowing}
                  />
                </Suspense>
              )
            }
          />
          <p className="product-stamp muted">
            <Trans>Posted {formatDate(product.createdAt, locale)}</Trans>
            {product.code && (
              <>
                {' · '}
                <Trans>
                  Ad number <Isolate>{product.code}</Isolate>
                </Trans>
              </>
            )}
          </p>
        </div>
      </div>
      <ProductBody product={product} filters={category.data?.filters ?? []} />
      {related.data && related.data.length > 0 && (
        <section className="product-section below-fold" aria-labelledby="product-related-heading">
          <h2 id="product-related-heading">
            <Trans>Similar ads</Trans>
          </h2>
          <ProductList products={related.data} layout="row" />
        </section>
      )}
    </article>
  );
};
