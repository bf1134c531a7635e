import { isolateText } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoader } from '../../../components/page-loader';
import { UserAvatar } from '../../../components/user-avatar';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { useBlockActions, useBlockedPeople } from '../api/blocks';
import './blocks.css';

/** Account security's list of the people the member blocked, each with 'Unblock'. */
export const BlockedPeople = () => {
  const { t } = useLingui();
  const locale = useLocale();
  const report = useReportError();
  const blocked = useBlockedPeople();
  const { unblock: unblockPerson } = useBlockActions();
  const [busy, setBusy] = useState<number | null>(null);

  const unblock = async (userId: number, name: string) => {
    setBusy(userId);
    try {
      await unblockPerson(userId);
      snackbar.show(t`You unblocked ${isolateText(name)}`, 'success');
    } catch (error) {
      report(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card stack" aria-labelledby="blocked-people-title" data-testid="blocked-people">
      <h2 id="blocked-people-title">
        <Trans>Blocked people</Trans>
      </h2>
      <p className="muted">
        <Trans>They cannot message you, send you requests or follow you.</Trans>
      </p>
      {blocked.error ? (
        <LoadFailed onRetry={() => void blocked.mutate()} />
      ) : !blocked.data ? (
        <PageLoader />
      ) : blocked.data.length === 0 ? (
        <p className="empty-state">
          <Trans>You have not blocked anyone.</Trans>
        </p>
      ) : (
        <ul className="blocked-list">
          {blocked.data.map((person) => {
            const name = person.fullName || person.userName;
            return (
              <li key={person.id} className="blocked-row">
                <UserAvatar name={name} image={person.image} size={40} />
                <div className="blocked-text">
                  <span dir="auto">{name}</span>
                  <span className="muted">
                    <Trans>Blocked on {formatDate(person.blockedAt, locale)}</Trans>
                  </span>
                </div>
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() => void unblock(person.id, name)}
                  disabled={busy === person.id}
                  aria-label={t`Unblock ${isolateText(name)}`}
                >
                  <Trans>Unblock</Trans>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
};
