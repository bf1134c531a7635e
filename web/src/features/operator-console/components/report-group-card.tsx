import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Isolate } from '../../../components/isolate';
import { useLocale } from '../../../lib/messages';
import { useReasonLabels } from '../../../lib/report-reason-labels';
import type { ReportGroup } from '../api/console';
import { useActionLabels, useTargetLabels } from './action-labels';
import { ModerationForm } from './moderation-form';
import { consoleTime } from './when';

/**
 * One reported target in the queue: what it is and says, whom it belongs to, its open reports
 * (who, why, when), its history (earlier reports, earlier actions on it or its person) and the
 * operator's actions.
 */
export const ReportGroupCard = ({ group, onDone }: { group: ReportGroup; onDone: () => void }) => {
  const { t } = useLingui();
  const locale = useLocale();
  const reasons = useReasonLabels();
  const actions = useActionLabels();
  const targets = useTargetLabels();
  const { content, subject } = group;
  const count = group.openReports.length;
  return (
    <article
      className="card stack report-group"
      data-testid="report-group"
      aria-label={content.title || targets[group.target.type]}
    >
      <header className="report-group-head">
        <span className="badge">{targets[group.target.type]}</span>
        <strong className="report-count">
          <Plural value={count} one="# report" other="# reports" />
        </strong>
      </header>
      <div className="report-content">
        {content.imageUrl && <img src={content.imageUrl} alt="" width={96} height={72} loading="lazy" />}
        <div className="stack">
          <h3 dir="auto">{content.exists ? content.title : <Trans>(no longer there)</Trans>}</h3>
          {content.text && (
            <p className="report-text" dir="auto">
              {content.text}
            </p>
          )}
          {content.adState && content.adState !== 'visible' && (
            <p className="muted" data-testid="ad-state">
              {content.adState === 'hidden' ? t`Hidden` : t`Held for review`}
              {content.adReason && (
                <>
                  : <Isolate>{content.adReason}</Isolate>
                </>
              )}
            </p>
          )}
          {subject && (
            <p className="muted">
              <Trans>
                Belongs to <Isolate>{subject.fullName}</Isolate> (<Isolate dir="ltr">@{subject.userName}</Isolate>)
              </Trans>
            </p>
          )}
        </div>
      </div>
      <ul className="report-list">
        {group.openReports.map((r) => (
          <li key={r.id}>
            <strong>{reasons[r.reason]}</strong> · <Isolate>{r.reporter.fullName}</Isolate> ·{' '}
            <time dateTime={r.createdAt}>{consoleTime(r.createdAt, locale)}</time>
            {r.details && (
              <p className="report-text" dir="auto">
                {r.details}
              </p>
            )}
          </li>
        ))}
      </ul>
      {(group.earlierReports.length > 0 || group.actions.length > 0) && (
        <details className="report-history">
          <summary>
            <Trans>History</Trans>
          </summary>
          <ul className="report-list">
            {group.actions.map((a) => (
              <li key={`a${a.id}`}>
                <strong>{actions[a.action]}</strong> ·{' '}
                <time dateTime={a.createdAt}>{consoleTime(a.createdAt, locale)}</time> · <Isolate>{a.reason}</Isolate>
              </li>
            ))}
            {group.earlierReports.map((r) => (
              <li key={`r${r.id}`}>
                {reasons[r.reason]} · <time dateTime={r.createdAt}>{consoleTime(r.createdAt, locale)}</time> ·{' '}
                {r.state === 'dismissed' ? t`dismissed` : t`acted on`}
              </li>
            ))}
          </ul>
        </details>
      )}
      <ModerationForm target={group.target} onDone={onDone} />
    </article>
  );
};
