/**
 * Members' working buttons on the public pages (product, seller): each its own chunk with its own
 * strings (the members' catalog, or realtime for chat), which visitors never download.
 */
import type { Product } from '@badal/contracts';
import { Suspense } from 'react';
import { withMembersCatalog, withSectionCatalog } from '../../lib/i18n';
import { lazy } from '../../lib/lazy';

const FavoriteButton = lazy(
  'favorite-button',
  withMembersCatalog(() =>
    import('../../features/favorites/components/favorite-button').then((m) => ({ default: m.FavoriteButton })),
  ),
);
const FollowButton = lazy(
  'follow-button',
  withMembersCatalog(() =>
    import('../../features/following/components/follow-button').then((m) => ({ default: m.FollowButton })),
  ),
);
const BlockButton = lazy(
  'block-button',
  withMembersCatalog(() =>
    import('../../features/blocks/components/block-button').then((m) => ({ default: m.BlockButton })),
  ),
);
// Barter and trade requests: their strings live with the members' pages.
const SendRequestActions = lazy(
  'send-request-actions',
  withMembersCatalog(() =>
    import('../../features/requests/components/send-request-actions').then((m) => ({
      default: m.SendRequestActions,
    })),
  ),
);
const ChatWithSeller = lazy(
  'chat-with-seller',
  withSectionCatalog('realtime')(() =>
    import('../../features/chat/components/chat-with-seller').then((m) => ({ default: m.ChatWithSeller })),
  ),
);

/** A member's buttons on someone else's product: favourite, chat with the seller, barter or buy. */
export const ProductMemberButtons = ({ product, onChanged }: { product: Product; onChanged: () => void }) => (
  <Suspense fallback={null}>
    <FavoriteButton productId={product.id} isFavorite={product.isFavorite === true} onChanged={onChanged} />
    <ChatWithSeller sellerUserId={product.seller.userId} productSlug={product.slug} />
    <SendRequestActions
      target={{ productId: product.id, receiverId: product.seller.userId, sellType: product.sellType }}
    />
  </Suspense>
);

/** A member's follow button for someone else. */
export const FollowSeller = (props: { userId: number; name: string; isFollowing: boolean | null | undefined }) => (
  <Suspense fallback={null}>
    <FollowButton {...props} />
  </Suspense>
);

/** A member's 'Block' for someone else (issue #31): its confirm and strings load with it. */
export const BlockMember = (props: { userId: number; name: string; onBlocked?: () => void }) => (
  <Suspense fallback={null}>
    <BlockButton {...props} />
  </Suspense>
);
