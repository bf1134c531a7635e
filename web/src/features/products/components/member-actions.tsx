import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { ChatIcon, HeartIcon, SwapIcon } from '../../../components/icons';
import { useSession } from '../../../lib/session';
import { useLoginHref } from './login-link';

/**
 * Favourite, chat and barter. They are members' actions: a visitor is sent to log in and comes
 * back to this page. Favourites, chat and barter requests land with their own features; until
 * then a signed-in member is not offered a button that would do nothing.
 */
export const MemberActions = ({ barter }: { barter: boolean }) => {
  const signedIn = useSession() !== null;
  const login = useLoginHref();
  if (signedIn) return null;
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
