import type { Product } from '@badal/contracts';
import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { UserPlusIcon } from '../../../components/page-icons';
import { accountTypeLabel } from '../../../components/product/labels';
import { SellerRatingSlot } from '../../../components/rating-slots';
import { UserAvatar } from '../../../components/user-avatar';
import { countryName } from '../../../lib/country';
import { useLoginHref } from '../../../lib/login-href';
import { useLocale } from '../../../lib/messages';
import { useSession } from '../../../lib/session';
import './product.css';

/**
 * Who sells it: picture, name, account type, country, a link to all their listings; visitors may
 * follow after logging in, members get `follow` (the following feature's button) instead.
 */
export const SellerCard = ({ seller, follow }: { seller: Product['seller']; follow?: ReactNode }) => {
  const { i18n } = useLingui();
  const locale = useLocale();
  const signedIn = useSession() !== null;
  const login = useLoginHref();
  const name = seller.fullName || seller.userName;
  return (
    <section className="seller-card" aria-labelledby="seller-card-name" data-testid="seller-card">
      <UserAvatar name={name} image={seller.image} size={56} />
      <div className="seller-card-text">
        <h2 id="seller-card-name">
          <Link href={pathTo('seller', { userId: seller.userId })}>{name}</Link>
        </h2>
        <p className="muted">
          {i18n._(accountTypeLabel[seller.accountType])} · {countryName(seller.country, locale)}
        </p>
        <SellerRatingSlot userId={seller.userId} />
      </div>
      <div className="seller-card-actions">
        <Link href={pathTo('seller', { userId: seller.userId })} className="btn btn-outline">
          <Trans>See all ads</Trans>
        </Link>
        {/* A visitor is asked to log in first. */}
        {signedIn && follow}
        {!signedIn && (
          <Link href={login} className="btn btn-ghost" data-testid="follow-login">
            <UserPlusIcon />
            <span>
              <Trans>Follow</Trans>
            </span>
          </Link>
        )}
      </div>
    </section>
  );
};
