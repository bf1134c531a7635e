import { useSearch } from 'wouter';
import { QueryGate } from '../../../components/query-gate';
import { useBannersForReview } from '../api/banners';
import { ReviewBannerList } from './review-banner-list';
import { ReviewTabs, reviewStatusFrom } from './review-tabs';

/** The banner review (the operator console's banner tab): paid banners waiting, and the others by state. */
export const BannerReview = () => {
  const status = reviewStatusFrom(useSearch());
  const list = useBannersForReview(status);
  return (
    <div className="stack">
      <ReviewTabs current={status} />
      <QueryGate query={list}>
        {(banners) => <ReviewBannerList banners={banners} onDecided={() => void list.mutate()} />}
      </QueryGate>
    </div>
  );
};
