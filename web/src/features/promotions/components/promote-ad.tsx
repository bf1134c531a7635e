import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Pagination } from '../../../components/pagination';
import { type PaymentProblem, PaymentProblemAlert, problemOf } from '../../../components/payment-problem';
import { AdPromotionState } from '../../../components/product/ad-promotion-state';
import type { CallOutput } from '../../../lib/api-client';
import { useLocale } from '../../../lib/messages';
import {
  type AllowanceUse,
  addPromotionToCart,
  type Promotion,
  type PromotionChoice,
  promoteFromAllowance,
} from '../api/promotions';
import { AdChoice } from './ad-choice';
import { type PromoteAction, PromoteAdForm } from './promote-ad-form';
import { PROMOTION_ROUTES } from './promotions-nav';

/**
 * One promotion for one of the seller's published ads (a page of them): choose the ad, then pay
 * (the cart and the payment page) or take it from the membership's allowance (`remaining` uses of
 * it this month, from the page's membership).
 */
export const PromoteAd = ({
  promotion,
  ads,
  published,
  initialChoice,
  remaining,
  onApplied,
}: {
  promotion: Promotion;
  /** The page of the seller's ads shown. */
  ads: CallOutput<'myProducts'>;
  published: CallOutput<'myProducts'>['data'];
  initialChoice: number | null;
  /** Uses of this promotion left in the membership this month; null without a membership that includes it. */
  remaining: number | null;
  /** Fetches again what taking it from the allowance changed: the ads and the membership's uses. */
  onApplied: () => Promise<unknown>;
}) => {
  const locale = useLocale();
  const { t } = useLingui();
  const [chosen, setChosen] = useState<number | null>(initialChoice);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  const [applied, setApplied] = useState<AllowanceUse | null>(null);

  const submit = async (action: PromoteAction, choice: PromotionChoice) => {
    setBusy(true);
    setProblem(null);
    setApplied(null);
    try {
      if (action === 'pay') {
        await addPromotionToCart(promotion, choice);
        // A full page load: the payment page's CSP lets the card provider in.
        window.location.assign(pathTo('payment', undefined, locale));
        return;
      }
      setApplied(await promoteFromAllowance(promotion, choice));
      await onApplied();
    } catch (error) {
      setProblem(problemOf(error));
    }
    setBusy(false);
  };

  return (
    <>
      <AdChoice
        ads={published}
        chosen={chosen}
        onChoose={(id) => {
          setChosen(id);
          setApplied(null);
          setProblem(null);
        }}
      />
      <Pagination
        page={ads.meta.currentPage}
        lastPage={ads.meta.lastPage}
        hrefFor={(n) => pathTo(PROMOTION_ROUTES[promotion.code], { query: { page: n > 1 ? n : undefined } })}
      />
      <PaymentProblemAlert problem={problem} />
      {applied && (
        <div className="form-info" role="status" data-testid="promote-applied">
          <p>
            <Trans>Done, at no charge: your ad now has it.</Trans>
          </p>
          <AdPromotionState ad={applied.promotion} />
        </div>
      )}
      {chosen !== null && published.some((ad) => ad.id === chosen) ? (
        <PromoteAdForm
          key={chosen}
          promotion={promotion}
          productId={chosen}
          remaining={remaining}
          busy={busy}
          onSubmit={(action, choice) => void submit(action, choice)}
        />
      ) : (
        <p className="muted">{t`Choose an ad above to see the price.`}</p>
      )}
    </>
  );
};
