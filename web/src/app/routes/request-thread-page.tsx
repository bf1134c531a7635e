import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Isolate } from '../../components/isolate';
import { QueryGate } from '../../components/query-gate';
import { ProfileShell } from '../../features/account/components/profile-shell';
import { BlockButton } from '../../features/blocks/components/block-button';
import { useRequestThread } from '../../features/requests/api/requests';
import { useRequestPushes } from '../../features/requests/api/use-request-pushes';
import { RequestCard } from '../../features/requests/components/request-card';
import { isApiError } from '../../lib/api-error';
import { useRouteParams } from '../../lib/current-route';
import { useMessages } from '../../lib/messages';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /profile/info/requests/{userId}: every request between me and one person, both directions. */
export const RequestThreadPage = () => {
  const { t } = useLingui();
  const text = useMessages();
  const [, navigate] = useLocation();
  const partnerId = Number(useRouteParams().userId);
  const valid = Number.isSafeInteger(partnerId) && partnerId > 0;
  const thread = useRequestThread(valid ? partnerId : 0);
  const { data, error } = thread;
  const name = data ? data.user.fullName || data.user.userName : '';
  useDocumentTitle(name ? t`Requests with ${name}` : t`Requests`);
  useRequestPushes();

  let body: ReactNode;
  if (!valid || isApiError(error, 'not_found')) body = <p className="empty-state">{text('error.noItems')}</p>;
  else
    body = (
      <QueryGate query={thread}>
        {({ user, requests }) => (
          <>
            <p className="row">
              <Link className="btn btn-outline" href={pathTo('chat', { userId: user.id })}>
                <Trans>Chat with them</Trans>
              </Link>
              {/* Their requests leave my lists once blocked: back to all requests. */}
              <BlockButton
                userId={user.id}
                name={user.fullName || user.userName}
                onBlocked={() => navigate(pathTo('profile:requests'))}
              />
            </p>
            {requests.length === 0 ? (
              <p className="empty-state">{text('error.noItems')}</p>
            ) : (
              requests.map((request) => (
                <RequestCard key={request.id} request={request} onChanged={() => void thread.mutate()} />
              ))
            )}
          </>
        )}
      </QueryGate>
    );
  return (
    <ProfileShell>
      <p>
        <Link href={pathTo('profile:requests')}>
          <Trans>All requests</Trans>
        </Link>
      </p>
      <h1>
        {data ? (
          <Trans>
            Requests with <Isolate>{name}</Isolate>
          </Trans>
        ) : (
          <Trans>Requests</Trans>
        )}
      </h1>
      {body}
    </ProfileShell>
  );
};
