import { rules } from '@badal/contracts';
import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { productPath } from '../../../components/product/product-path';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { publishedSlug } from '../flow-navigation';
import { FIRST_PAGE, stepPath } from '../wizard-steps';
import './publish-done.css';

/**
 * The new product's page, from the address (`?product=<slug>&category=<slug>`), when this page
 * was reached by publishing that product and both look like slugs.
 */
export const publishedFrom = (search: string): string | null => {
  const query = new URLSearchParams(search);
  const slug = rules.slug.safeParse(query.get('product'));
  if (!slug.success || publishedSlug() !== slug.data) return null;
  const category = rules.slug.safeParse(query.get('category'));
  const categories = category.success ? [{ id: 0, slug: category.data, name: '' }] : [];
  return productPath({ slug: slug.data, categories });
};

/** Whether the ad just placed waits for review (issue #31): the done page's address says so. */
export const heldFrom = (search: string): boolean => new URLSearchParams(search).get('held') === '1';

/** Opened without publishing (typed, shared, bookmarked): nothing was published, say so. */
export const NothingPublished = () => {
  const { t } = useLingui();
  useDocumentTitle(t`No ad was published`);
  return (
    <section className="place-ad-done card stack" aria-labelledby="place-ad-done-title" data-testid="place-ad-none">
      <h1 id="place-ad-done-title">
        <Trans>No ad was published</Trans>
      </h1>
      <p className="muted">
        <Trans>This page confirms an ad right after you publish it. Your ads are in My ads.</Trans>
      </p>
      <div className="row place-ad-done-links">
        <Link href={stepPath(FIRST_PAGE)} className="btn">
          <Trans>Place an ad</Trans>
        </Link>
        <Link href={pathTo('profile:ads')} className="btn btn-outline">
          <Trans>My ads</Trans>
        </Link>
      </div>
    </section>
  );
};

/**
 * The ad was placed but waits for an operator's review (issue #31): nobody sees it until then;
 * My ads shows it waiting. No link to the ad, whose page others cannot open yet.
 */
export const HeldForReview = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Your ad is waiting for review`);
  return (
    <section className="place-ad-done card stack" aria-labelledby="place-ad-done-title" data-testid="place-ad-held">
      <h1 id="place-ad-done-title">
        <Trans>Your ad is waiting for review</Trans>
      </h1>
      <p className="muted">
        <Trans>
          Our team checks some new ads before they are shown. Once approved, buyers can find it; My ads shows where it
          stands.
        </Trans>
      </p>
      <div className="row place-ad-done-links">
        <Link href={pathTo('profile:ads')} className="btn">
          <Trans>My ads</Trans>
        </Link>
        <Link href={stepPath(FIRST_PAGE)} className="btn btn-ghost">
          <Trans>Place another ad</Trans>
        </Link>
      </div>
    </section>
  );
};

/** The ad is published: a link to it, to "my ads" and to place another. */
export const Published = ({ productHref }: { productHref: string }) => {
  const { t } = useLingui();
  useDocumentTitle(t`Your ad is published`);
  return (
    <section className="place-ad-done card stack" aria-labelledby="place-ad-done-title" data-testid="place-ad-done">
      <span className="place-ad-done-mark" aria-hidden="true">
        ✓
      </span>
      <h1 id="place-ad-done-title">
        <Trans>Your ad is published</Trans>
      </h1>
      <p className="muted">
        <Trans>Buyers can find it in its category and in search from now on.</Trans>
      </p>
      <div className="row place-ad-done-links">
        <Link href={productHref} className="btn">
          <Trans>View your ad</Trans>
        </Link>
        <Link href={pathTo('profile:ads')} className="btn btn-outline">
          <Trans>My ads</Trans>
        </Link>
        <Link href={stepPath(FIRST_PAGE)} className="btn btn-ghost">
          <Trans>Place another ad</Trans>
        </Link>
      </div>
    </section>
  );
};
