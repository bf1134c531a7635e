import { Trans } from '@lingui/react/macro';
import { QueryGate } from '../../../components/query-gate';
import { useReportQueue } from '../api/console';
import { ReportGroupCard } from './report-group-card';
import './operator-console.css';

/** The queue: open reports grouped by target, the most reported first. */
export const ReportQueue = () => {
  const queue = useReportQueue();
  return (
    <QueryGate query={queue}>
      {(groups) =>
        groups.length === 0 ? (
          <p className="empty-state" data-testid="queue-empty">
            <Trans>No open reports.</Trans>
          </p>
        ) : (
          <div className="stack">
            {groups.map((group) => (
              <ReportGroupCard
                key={`${group.target.type}:${group.target.id}`}
                group={group}
                onDone={() => void queue.mutate()}
              />
            ))}
          </div>
        )
      }
    </QueryGate>
  );
};
