import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageLoader } from '../../../components/page-loader';
import { Pagination } from '../../../components/pagination';
import { ProductList } from '../../../components/product/product-list';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import { useSellerProducts } from '../api/get-seller-products';

/** A seller's listings, a page at a time, with their total; someone who is no seller has none. */
export const SellerListings = ({
  userId,
  sellerId,
  page,
}: {
  userId: string;
  sellerId: number | null;
  page: number;
}) => {
  const { t } = useLingui();
  const locale = useLocale();
  const products = useSellerProducts(sellerId, page);
  const meta = products.data?.meta;
  return (
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
  );
};
