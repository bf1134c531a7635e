import { useSearch } from 'wouter';
import { PageLoader } from '../../components/page-loader';
import { RatingSummary } from '../../features/ratings/components/rating-summary';
import { ReportButton } from '../../features/reports/components/report-button';
import { useUser } from '../../features/sellers/api/get-user';
import { SellerListings } from '../../features/sellers/components/seller-listings';
import { SellerProfile } from '../../features/sellers/components/seller-profile';
import { isApiError } from '../../lib/api-error';
import { useRouteParams } from '../../lib/current-route';
import { useMessages } from '../../lib/messages';
import { pageFrom } from '../../lib/page-number';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BlockMember, FollowSeller } from './member-widgets';
import { NotFoundPage } from './not-found-page';

/** /sellers/{userId}: the seller's profile and their listings, a page at a time (`?page=`). */
export const SellerPage = () => {
  const text = useMessages();
  const { userId = '' } = useRouteParams();
  const id = /^\d{1,10}$/.test(userId) ? Number(userId) : null;
  const page = pageFrom(useSearch());
  const user = useUser(id);
  const session = useSession();
  useDocumentTitle(user.data ? user.data.fullName || user.data.userName : '');

  if (id === null || isApiError(user.error, 'not_found')) return <NotFoundPage />;
  if (!user.data) return user.error ? <p className="empty-state">{text('error.occurred')}</p> : <PageLoader />;
  return (
    <div className="stack seller-page">
      <SellerProfile user={user.data} />
      {session && session.userId !== user.data.id && (
        <div className="row seller-member-actions">
          <FollowSeller
            userId={user.data.id}
            name={user.data.fullName || user.data.userName}
            isFollowing={user.data.isFollowing}
          />
          <BlockMember userId={user.data.id} name={user.data.fullName || user.data.userName} />
        </div>
      )}
      {session?.userId !== user.data.id && <ReportButton target={{ type: 'user', id: user.data.id }} />}
      <RatingSummary userId={user.data.id} />
      <SellerListings userId={userId} sellerId={user.data.seller?.id ?? null} page={page} />
    </div>
  );
};
