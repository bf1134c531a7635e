import { pathTo } from '@badal/contracts/core';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useMessages } from '../../../lib/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** An ad's page after an operator hid it (issue #31): it says the ad was removed, not 'not found'. */
export const RemovedAd = () => {
  const text = useMessages();
  useDocumentTitle(text('product.removed'));
  return (
    <section className="card narrow stack" data-testid="ad-removed">
      <h1>{text('product.removed')}</h1>
      <p>
        <Link href={pathTo('home')} className="btn">
          <Trans>Back to home</Trans>
        </Link>
      </p>
    </section>
  );
};
