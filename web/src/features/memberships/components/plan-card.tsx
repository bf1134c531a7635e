import './memberships.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../../lib/format';
import { formatFils } from '../../../lib/format-fils';
import { useLocale } from '../../../lib/messages';
import type { MembershipType } from '../api/memberships';

/** One plan for one period: its price, what it includes each month, and the way to choose it. */
export const PlanCard = ({
  plan,
  current,
  busy,
  onChoose,
}: {
  plan: MembershipType;
  current: boolean;
  busy: boolean;
  onChoose: () => void;
}) => {
  const { t } = useLingui();
  const locale = useLocale();
  const headingId = `plan-${plan.typeId}`;
  const uses = (n: number) => formatNumber(n, locale);
  return (
    <article
      className={`card stack plan-card${current ? ' plan-card-current' : ''}`}
      aria-labelledby={headingId}
      data-testid="plan-card"
    >
      <h2 id={headingId}>{plan.plan.name}</h2>
      {current && (
        <p className="plan-current" data-testid="current-plan">
          <Trans>Your current plan</Trans>
        </p>
      )}
      <p className="plan-price">
        <strong>{formatFils(plan.priceFils, locale)}</strong>{' '}
        <span className="muted">{plan.period === 'monthly' ? t`a month` : t`a year`}</span>
      </p>
      {plan.savingPercent > 0 && (
        <p className="plan-saving">{t`Save ${formatNumber(plan.savingPercent, locale)}% against monthly`}</p>
      )}
      <ul className="plain-list plan-services">
        {plan.services.map((service) => (
          <li key={service.serviceId}>{t`${service.name}: ${uses(service.monthlyQuota)} a month`}</li>
        ))}
      </ul>
      <button type="button" className="btn" onClick={onChoose} disabled={busy} aria-describedby={headingId}>
        {current ? <Trans>Renew</Trans> : <Trans>Choose</Trans>}
      </button>
    </article>
  );
};
