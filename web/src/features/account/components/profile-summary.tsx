import type { SelfUser } from '@badal/contracts';
import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Isolate, PhoneNumber } from '../../../components/isolate';
import { countryName } from '../../../lib/country';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import { Avatar } from './avatar';
import { accountTypeLabel, genderLabel } from './labels';

const Row = ({ label, children }: { label: ReactNode; children: ReactNode }) => (
  <div className="profile-row">
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

/** Who the user is, as the marketplace knows them (spec §3 Self user). */
export const ProfileSummary = ({ user }: { user: SelfUser }) => {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const none = t`Not set`;
  return (
    <section className="card stack" aria-labelledby="profile-name">
      <div className="row">
        <Avatar user={user} />
        <div>
          <h1 id="profile-name">{user.fullName || user.userName}</h1>
          <p className="muted" dir="ltr">
            @{user.userName}
          </p>
        </div>
      </div>
      <dl className="profile-details">
        <Row label={<Trans>E-mail</Trans>}>
          <Isolate>{user.email}</Isolate>
        </Row>
        <Row label={<Trans>Mobile number</Trans>}>{user.phone ? <PhoneNumber phone={user.phone} /> : none}</Row>
        <Row label={<Trans>Account type</Trans>}>{i18n._(accountTypeLabel[user.accountType])}</Row>
        <Row label={<Trans>First name</Trans>}>{user.firstName || none}</Row>
        <Row label={<Trans>Last name</Trans>}>{user.lastName || none}</Row>
        <Row label={<Trans>Gender</Trans>}>{user.gender ? i18n._(genderLabel[user.gender]) : none}</Row>
        <Row label={<Trans>Date of birth</Trans>}>{user.dateOfBirth ? formatDate(user.dateOfBirth, locale) : none}</Row>
        <Row label={<Trans>Addresses</Trans>}>
          {user.addresses.length > 0 ? (
            <ul className="plain-list">
              {user.addresses.map((address) => (
                <li key={address}>{address}</li>
              ))}
            </ul>
          ) : (
            none
          )}
        </Row>
        <Row label={<Trans>Membership</Trans>}>
          {user.membership ? (
            <span data-testid="profile-membership">
              {t`${user.membership.plan.name}, until ${formatDate(user.membership.endsAt, locale)}`}
            </span>
          ) : (
            <Link href={pathTo('memberships')}>
              <Trans>No membership yet: see the plans</Trans>
            </Link>
          )}
        </Row>
        <Row label={<Trans>Country</Trans>}>{countryName(user.country, locale)}</Row>
      </dl>
    </section>
  );
};
