import { pathTo } from '@badal/contracts/core';
import { Trans } from '@lingui/react/macro';
import { Isolate } from '../../../components/isolate';
import { Pagination } from '../../../components/pagination';
import { QueryGate } from '../../../components/query-gate';
import { useLocale } from '../../../lib/messages';
import { useAuditLog } from '../api/console';
import { useActionLabels, useTargetLabels } from './action-labels';
import { consoleTime } from './when';
import './operator-console.css';

/** The audit log, newest first: who did what to whom, when and why (never editable). */
export const AuditLog = ({ page }: { page: number }) => {
  const log = useAuditLog(page);
  const locale = useLocale();
  const actions = useActionLabels();
  const targets = useTargetLabels();
  return (
    <QueryGate query={log}>
      {({ data, meta }) => (
        <div className="stack">
          {data.length === 0 ? (
            <p className="empty-state">
              <Trans>Nothing has been done yet.</Trans>
            </p>
          ) : (
            <ol className="audit-log" data-testid="audit-log">
              {data.map((entry) => (
                <li key={entry.id} className="card audit-entry" data-testid="audit-entry">
                  <p>
                    <strong>{actions[entry.action]}</strong> · {targets[entry.target.type]}
                    {entry.subject && (
                      <>
                        {' '}
                        · <Isolate>{entry.subject.fullName}</Isolate>
                      </>
                    )}
                  </p>
                  {entry.reason && <p dir="auto">{entry.reason}</p>}
                  <p className="muted">
                    <Trans>
                      By <Isolate>{entry.operator?.fullName ?? '—'}</Isolate>,{' '}
                      <time dateTime={entry.createdAt}>{consoleTime(entry.createdAt, locale)}</time>
                    </Trans>
                    {entry.until && (
                      <>
                        {' '}
                        · <Trans>until {consoleTime(entry.until, locale)}</Trans>
                      </>
                    )}
                  </p>
                </li>
              ))}
            </ol>
          )}
          <Pagination
            page={meta.currentPage}
            lastPage={meta.lastPage}
            hrefFor={(p) => pathTo('operator', { query: { tab: 'log', page: p === 1 ? undefined : String(p) } })}
          />
        </div>
      )}
    </QueryGate>
  );
};
