import { pathTo } from '@badal/contracts/core';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';

/** A company account is told it already is one, with the way to its seller page. */
export const AlreadyCompany = ({ userId }: { userId: number }) => (
  <div className="card stack" data-testid="already-business">
    <p>
      <Trans>Your account is a business account: your company profile shows on your seller page.</Trans>
    </p>
    <div>
      <Link className="btn" href={pathTo('seller', { userId })}>
        <Trans>See my seller page</Trans>
      </Link>
    </div>
  </div>
);
