import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Isolate } from '../../../components/isolate';

/**
 * When a search found nothing and the API offers a nearby text that finds something: "Did you
 * mean …?" with a link to that search (same filters, first page).
 */
export const DidYouMean = ({ suggestion, href }: { suggestion: string; href: string }) => (
  <p className="did-you-mean" role="status">
    <Trans>
      Did you mean{' '}
      <Link href={href}>
        <Isolate>{suggestion}</Isolate>
      </Link>
      ?
    </Trans>
  </p>
);
