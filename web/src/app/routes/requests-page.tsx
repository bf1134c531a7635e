import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Isolate } from '../../components/isolate';
import { QueryGate } from '../../components/query-gate';
import { ProfileShell } from '../../features/account/components/profile-shell';
import { useRequestPartners } from '../../features/requests/api/requests';
import { useRequestPushes } from '../../features/requests/api/use-request-pushes';
import { StatusLabel } from '../../features/requests/components/status-label';
import { formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/messages';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /profile/info/requests: the people I have barter and trade requests with, newest activity first. */
export const RequestsPage = () => {
  const { t } = useLingui();
  const locale = useLocale();
  useDocumentTitle(t`Requests`);
  useRequestPushes();
  const partners = useRequestPartners();
  const n = (value: number) => formatNumber(value, locale);
  return (
    <ProfileShell>
      <h1>
        <Trans>Requests</Trans>
      </h1>
      <QueryGate query={partners}>
        {(data) =>
          data.length === 0 ? (
            <div className="empty-state" data-testid="requests-empty">
              <p>
                <Trans>No requests yet. Offer a barter or ask to buy from a product's page.</Trans>
              </p>
              <Link className="btn" href={pathTo('categories')}>
                <Trans>Browse categories</Trans>
              </Link>
            </div>
          ) : (
            <ul className="request-partners">
              {data.map((partner) => (
                <li key={partner.user.id} className="card request-partner" data-testid="request-partner">
                  <Link href={pathTo('profile:requests/:userId', { userId: partner.user.id })}>
                    <Isolate>{partner.user.fullName || partner.user.userName}</Isolate>
                  </Link>
                  <StatusLabel status={partner.latest.status} />
                  <span className="muted">
                    {t`Pending ${n(partner.counts.pending)} · accepted ${n(partner.counts.approved)} · rejected ${n(partner.counts.rejected)}`}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryGate>
    </ProfileShell>
  );
};
