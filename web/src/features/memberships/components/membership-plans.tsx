import { isolateText, pathTo } from '@badal/contracts/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type PaymentProblem, PaymentProblemAlert, problemOf } from '../../../components/payment-problem';
import { QueryGate } from '../../../components/query-gate';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import { addMembershipToCart, useMembershipTypes, useMyMemberships } from '../api/memberships';
import { PlanCard } from './plan-card';
import './memberships.css';

type Period = 'monthly' | 'yearly';

/**
 * The plans, monthly or yearly, with what each includes; the member's current plan is marked.
 * Choosing one puts it in the cart (the server prices it) and opens the payment page with a full
 * page load, whose CSP lets the card provider in.
 */
export const MembershipPlans = () => {
  const { t } = useLingui();
  const locale = useLocale();
  const [period, setPeriod] = useState<Period>('monthly');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  const types = useMembershipTypes();
  const mine = useMyMemberships();
  const current = mine.data?.current ?? null;

  const choose = async (typeId: number) => {
    setBusy(true);
    setProblem(null);
    try {
      await addMembershipToCart(typeId);
      window.location.assign(pathTo('payment', undefined, locale));
    } catch (error) {
      setProblem(problemOf(error));
      setBusy(false);
    }
  };

  return (
    <>
      {current && (
        <p className="card" data-testid="membership-status">
          {t`Your plan: ${isolateText(current.plan.name)}, until ${formatDate(current.endsAt, locale)}`}
        </p>
      )}
      <fieldset className="segmented">
        <legend className="visually-hidden">{t`Billing period`}</legend>
        {(['monthly', 'yearly'] as const).map((p) => (
          <button
            key={p}
            type="button"
            className={period === p ? 'btn' : 'btn btn-outline'}
            aria-pressed={period === p}
            onClick={() => setPeriod(p)}
          >
            {p === 'monthly' ? t`Monthly` : t`Yearly`}
          </button>
        ))}
      </fieldset>
      <PaymentProblemAlert problem={problem} />
      <QueryGate query={types}>
        {(plans) => (
          <div className="plan-grid">
            {plans[period].map((plan) => (
              <PlanCard
                key={plan.typeId}
                plan={plan}
                current={current?.typeId === plan.typeId}
                busy={busy}
                onChoose={() => void choose(plan.typeId)}
              />
            ))}
          </div>
        )}
      </QueryGate>
    </>
  );
};
