import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { CategoryGrid } from '../../features/categories/components/category-grid';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import './home-page.css';

export const HomePage = () => {
  const { t } = useLingui();
  const session = useSession();
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
          <Link href="/place-ad/steps/select-category" className="btn btn-accent">
            <Trans>Place an ad</Trans>
          </Link>
          {!session && (
            <Link href="/signup" className="btn btn-outline home-hero-secondary">
              <Trans>Create a free account</Trans>
            </Link>
          )}
        </div>
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">
          <Trans>Browse categories</Trans>
        </h2>
        <CategoryGrid />
      </section>
    </div>
  );
};
