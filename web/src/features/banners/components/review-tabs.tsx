import { PLACED_BANNER_STATUSES, type PlacedBannerStatus, pathTo } from '@badal/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import './banners.css';

const TAB_NAMES: Record<PlacedBannerStatus, MessageDescriptor> = {
  review: msg`Waiting for review`,
  published: msg`Approved`,
  rejected: msg`Rejected`,
  expired: msg`Ended`,
  unpaid: msg`Not paid yet`,
};

const TABS: readonly PlacedBannerStatus[] = ['review', 'published', 'rejected', 'expired', 'unpaid'];

/** The state the review page shows, from its address (`?status=`): those waiting for review unless another is named. */
export const reviewStatusFrom = (search: string): PlacedBannerStatus => {
  const asked = new URLSearchParams(search).get('status');
  return (PLACED_BANNER_STATUSES as readonly string[]).includes(asked ?? '') ? (asked as PlacedBannerStatus) : 'review';
};

/** The review page's tabs, one per banner state. */
export const ReviewTabs = ({ current }: { current: PlacedBannerStatus }) => {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Banner states`}>
      <ul className="review-tabs">
        {TABS.map((tab) => (
          <li key={tab}>
            <Link
              className="btn btn-outline"
              href={pathTo('operator', { query: { tab: 'banners', status: tab === 'review' ? undefined : tab } })}
              aria-current={tab === current ? 'page' : undefined}
            >
              {i18n._(TAB_NAMES[tab])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
