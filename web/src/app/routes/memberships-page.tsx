import { isolateText, pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { PageLoader } from '../../components/page-loader';
import { addMembershipToCart, useMembershipTypes, useMyMemberships } from '../../features/payments/api/memberships';
import { type PaymentProblem, PaymentProblemAlert, problemOf } from '../../features/payments/components/payment-form';
import { PlanCard } from '../../features/payments/components/plan-card';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/messages';
import { useDocumentTitle } from '../../lib/use-document-title';

type Period = 'monthly' | 'yearly';

/**
 * /memberships: the plans, monthly or yearly, with what each includes; the member's current plan
 * is marked. Choosing one puts it in the cart (the server prices it) and opens the payment page
 * with a full page load, whose CSP lets the card provider in.
 */
export const MembershipsPage = () => {
  const { t } = useLingui();
  const locale = useLocale();
  useDocumentTitle(t`Memberships`);
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

  const plans = types.data?.[period] ?? [];
  return (
    <div className="stack memberships-page">
      <h1>
        <Trans>Memberships</Trans>
      </h1>
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
      {types.data ? (
        <div className="plan-grid">
          {plans.map((plan) => (
            <PlanCard
              key={plan.typeId}
              plan={plan}
              current={current?.typeId === plan.typeId}
              busy={busy}
              onChoose={() => void choose(plan.typeId)}
            />
          ))}
        </div>
      ) : types.error ? (
        <LoadFailed onRetry={() => void types.mutate()} />
      ) : (
        <PageLoader />
      )}
    </div>
  );
};
