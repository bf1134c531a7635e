import { AccountType, type PublicUser } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { BriefcaseIcon } from '../../../components/icons';
import { MapPinIcon } from '../../../components/page-icons';
import { accountTypeLabel } from '../../../components/product/labels';
import { UserAvatar } from '../../../components/user-avatar';
import { countryName } from '../../../lib/country';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import { CompanyCard } from './company-card';
import './seller-profile.css';

/**
 * The head of a seller page: picture, name, account type (a business badge for company accounts),
 * country (Kuwait by default), member since, and a company account's profile.
 */
export const SellerProfile = ({ user }: { user: PublicUser }) => {
  const { i18n } = useLingui();
  const locale = useLocale();
  const name = user.fullName || user.userName;
  return (
    <header className="seller-profile" data-testid="seller-profile">
      <UserAvatar name={name} image={user.image} size={96} />
      <div className="seller-profile-text">
        <h1>{name}</h1>
        <p className="seller-profile-meta">
          {user.accountType === AccountType.company ? (
            <span className="business-badge" data-testid="business-badge">
              <BriefcaseIcon />
              <Trans>Business</Trans>
            </span>
          ) : (
            <span className="seller-profile-type">{i18n._(accountTypeLabel[user.accountType])}</span>
          )}
          <span className="seller-profile-country">
            <MapPinIcon />
            {countryName(user.country, locale)}
          </span>
        </p>
        <p className="muted">
          <Trans>Member since {formatDate(user.createdAt, locale)}</Trans>
        </p>
      </div>
      {user.company && <CompanyCard company={user.company} />}
    </header>
  );
};
