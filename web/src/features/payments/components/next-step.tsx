import { pathTo } from '@badal/contracts/core';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Order } from '../api/pay';

/** Where to go after paying, by what was bought (the order's lines, not the URL). */
export const NextStep = ({ order }: { order: Order }) => {
  const kinds = new Set(order.items.map((item) => item.kind));
  if (kinds.has('banner'))
    return (
      <div className="stack" data-testid="banner-in-review">
        <p>
          <Trans>
            Your banner is now in review. Our team checks it before it is shown on the home page, from the day you
            chose.
          </Trans>
        </p>
        <div>
          <Link className="btn" href={pathTo('profile:banners')}>
            <Trans>See my banners</Trans>
          </Link>
        </div>
      </div>
    );
  if (kinds.has('companySubscription'))
    return (
      <div className="stack" data-testid="business-active">
        <p>
          <Trans>
            Your account is now a business account. We will meet you at the time you booked; your company profile
            already shows on your seller page.
          </Trans>
        </p>
        <div>
          <Link className="btn" href={pathTo('profile')}>
            <Trans>Go to my profile</Trans>
          </Link>
        </div>
      </div>
    );
  if (kinds.has('membership'))
    return (
      <Link className="btn" href={pathTo('profile')}>
        <Trans>See your membership on your profile</Trans>
      </Link>
    );
  return (
    <Link className="btn" href={pathTo('profile:ads')}>
      <Trans>Go to my ads</Trans>
    </Link>
  );
};
