import { pathTo } from '@badal/contracts/core';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { ChatIcon } from '../../../components/icons';

/**
 * A member's way from a product to its seller: the chat with them about this product
 * (/chats/contacts/{userId}?slug=…), which opens with the seller's welcome message and the product's card.
 */
export const ChatWithSeller = ({ sellerUserId, productSlug }: { sellerUserId: number; productSlug: string }) => (
  <Link
    href={pathTo('chat', { userId: sellerUserId, query: { slug: productSlug } })}
    className="btn"
    data-testid="chat-seller"
  >
    <ChatIcon />
    <span>
      <Trans>Chat with the seller</Trans>
    </span>
  </Link>
);
