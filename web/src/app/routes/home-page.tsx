import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { CategoryGrid } from '../../features/categories/components/category-grid';
import { useHome } from '../../features/home/api/get-home';
import { Banners } from '../../features/home/components/banners';
import { CompanyValues } from '../../features/home/components/company-values';
import { FlashSales } from '../../features/home/components/flash-sales';
import { PopularCategories } from '../../features/home/components/popular-categories';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import './home-page.css';

/**
 * Home: a short welcome, the banners (double, horizontal, vertical), the popular categories with
 * their newest listings, the running flash sales, the company values and every category. The data is one BFF answer,
 * requested as soon as the app starts on this page; a part that failed is simply left out.
 */
export const HomePage = () => {
  const { t } = useLingui();
  const session = useSession();
  const { data: home, error } = useHome();
  // Until the home data is in, nothing is drawn under the welcome: content arriving later must not
  // push down what a reader already sees (the page keeps its height, the footer below the fold).
  const settled = home !== undefined || error !== undefined;
  useDocumentTitle(t`Buy, sell and barter in Kuwait`);
  return (
    <div className="stack home">
      <section className="home-hero">
        <h1>
          <Trans>Buy, sell and barter in Kuwait</Trans>
        </h1>
        <p>
          <Trans>List what you no longer need, find what you want, or swap one for the other.</Trans>
        </p>
        <div className="row">
          <Link href={pathTo('placeAd:select-category')} className="btn btn-accent">
            <Trans>Place an ad</Trans>
          </Link>
          {!session && (
            <Link href={pathTo('signup')} className="btn btn-outline home-hero-secondary">
              <Trans>Create a free account</Trans>
            </Link>
          )}
        </div>
      </section>
      <Banners banners={home?.banners.double ?? null} placement="double" eager />
      {home?.popularCategories && home.popularCategories.length > 0 && (
        <div className="home-columns">
          <PopularCategories categories={home.popularCategories} />
          <Banners banners={home.banners.vertical} placement="vertical" />
        </div>
      )}
      {home?.flashSales && home.flashSales.length > 0 && <FlashSales products={home.flashSales} />}
      <Banners banners={home?.banners.horizontal ?? null} placement="horizontal" />
      {home?.companyValues && <CompanyValues values={home.companyValues} />}
      {settled && (
        <section className="below-fold" aria-labelledby="home-categories">
          <h2 id="home-categories">
            <Trans>Browse categories</Trans>
          </h2>
          <CategoryGrid />
        </section>
      )}
    </div>
  );
};
