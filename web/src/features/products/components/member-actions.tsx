import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ChatIcon } from '../../../components/icons';
import { HeartIcon, SwapIcon } from '../../../components/page-icons';
import { useLoginHref } from '../../../lib/login-href';
import { useSession } from '../../../lib/session';

/**
 * Favourite, chat and barter. They are members' actions: a visitor is sent to log in and comes
 * back to this page. A signed-in member gets `member` instead: the working controls, which the
 * page brings from their own features (favourites, chat, and the barter and purchase requests of
 * the requests feature; nothing, on one's own product).
 */
export const MemberActions = ({ barter, member }: { barter: boolean; member?: ReactNode }) => {
  const signedIn = useSession() !== null;
  const login = useLoginHref();
  if (signedIn)
    return member ? (
      <div className="row product-member-actions" data-testid="member-actions">
        {member}
      </div>
    ) : null;
  return (
    <div className="row product-member-actions" data-testid="member-actions">
      <Link href={login} className="btn btn-outline" data-testid="favorite-login">
        <HeartIcon />
        <span>
          <Trans>Add to favorites</Trans>
        </span>
      </Link>
      <Link href={login} className="btn" data-testid="chat-login">
        <ChatIcon />
        <span>
          <Trans>Chat with the seller</Trans>
        </span>
      </Link>
      {barter && (
        <Link href={login} className="btn btn-accent" data-testid="barter-login">
          <SwapIcon />
          <span>
            <Trans>Offer a barter</Trans>
          </span>
        </Link>
      )}
    </div>
  );
};
