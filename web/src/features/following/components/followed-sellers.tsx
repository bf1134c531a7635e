import { isolateText, pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { unfollowAccount } from '../api/follow';
import type { FollowedAccounts } from '../api/get-following';
import './followed-sellers.css';
import { Isolate } from '../../../components/isolate';

/** The sellers the member follows, as chips: each opens the seller's page and can be unfollowed. */
export const FollowedSellers = ({ accounts, onChanged }: { accounts: FollowedAccounts; onChanged: () => void }) => {
  const { t } = useLingui();
  const report = useReportError();
  const [busy, setBusy] = useState<number | null>(null);

  const unfollow = async (userId: number, name: string) => {
    setBusy(userId);
    try {
      await unfollowAccount(userId);
      snackbar.show(t`You no longer follow ${isolateText(name)}`, 'success');
      onChanged();
    } catch (error) {
      report(error);
    } finally {
      setBusy(null);
    }
  };

  if (accounts.data.length === 0) return null;
  return (
    <ul className="followed-sellers" aria-label={t`Sellers you follow`}>
      {accounts.data.map((account) => {
        const name = account.fullName || account.userName;
        return (
          <li key={account.id} className="followed-seller" data-testid="followed-seller">
            <Link href={pathTo('seller', { userId: account.id })}>
              <Isolate>{name}</Isolate>
            </Link>
            <button
              type="button"
              className="followed-seller-remove"
              disabled={busy === account.id}
              onClick={() => void unfollow(account.id, name)}
              aria-label={t`Unfollow ${name}`}
            >
              <Trans>Unfollow</Trans>
            </button>
          </li>
        );
      })}
    </ul>
  );
};
