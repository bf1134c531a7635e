import { pathTo } from '@badal/contracts/core';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useMessages } from '../../lib/messages';
import { useDocumentTitle } from '../../lib/use-document-title';

/** '404 Not Found' for any path without a page (the BFF answers those with status 404 too). */
export const NotFoundPage = () => {
  const text = useMessages();
  useDocumentTitle(text('error.notFound'));
  return (
    <section className="card narrow stack" data-testid="not-found">
      <h1>{text('error.notFound')}</h1>
      <p className="muted">{text('notFound.alternative')}</p>
      <p>
        <Link href={pathTo('home')} className="btn">
          <Trans>Back to home</Trans>
        </Link>
      </p>
    </section>
  );
};
