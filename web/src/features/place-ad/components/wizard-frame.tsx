import type { AdDraft, Category } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useCurrentRoute } from '../../../lib/current-route';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCategoryTree } from '../api/get-category-tree';
import { useDraft } from '../api/get-draft';
import { readyHeldDetails } from '../details-store';
import { takeWizardMove, useWizardNavigate } from '../flow-navigation';
import { previousPage, redirectFor, resumePage, stepPath, type WizardPage } from '../wizard-steps';
import { DiscardDraft } from './discard-draft';
import { StepIndicator } from './step-indicator';
import './wizard.css';
import { LoadFailed } from '../../../components/load-failed';

export interface WizardView {
  draft: AdDraft;
  tree: readonly Category[];
  userId: number;
  /** Where Back goes, or null on the first page. */
  back: WizardPage | null;
}

/**
 * One page of the place-an-ad wizard: loads the server's draft, sends the user to the page the
 * draft allows (wizard-steps.ts) once, then shows the step indicator, the title, "Discard ad" and
 * the step itself. The first step's page also serves the wizard's entry without a step
 * (/place-ad, /place-ad/steps): there the draft's step (§4 step mapping) replaces the address.
 */
export const WizardFrame = ({
  page,
  title,
  children,
}: {
  page: WizardPage;
  title: string;
  children: (view: WizardView) => ReactNode;
}) => {
  const { t } = useLingui();
  useDocumentTitle(title);
  const userId = useSession()?.userId ?? 0;
  const go = useWizardNavigate();
  const atEntry = useCurrentRoute()?.id !== `placeAd:${page}`;
  const [arrival] = useState(() => atEntry || !takeWizardMove(stepPath(page)));
  const { data: draft, error, mutate } = useDraft();
  const { tree, loading: treeLoading } = useCategoryTree();
  // Someone arriving from outside resumes from the server's copy, not from one cached earlier.
  const [fresh, setFresh] = useState(() => !arrival || draft === undefined);
  const [checked, setChecked] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the copy cached at arrival
  useEffect(() => {
    if (fresh) return;
    let live = true;
    void mutate().finally(() => {
      if (live) setFresh(true);
    });
    return () => {
      live = false;
    };
  }, []);

  // The gate runs once: later changes of the draft are the step's own doing.
  useEffect(() => {
    if (checked || !fresh || !draft || treeLoading) return;
    const hasUnsavedDetails = draft.product ? readyHeldDetails(userId, draft.product.id) !== null : false;
    const target = atEntry ? resumePage(draft) : redirectFor(page, draft, { arrival, tree, hasUnsavedDetails });
    if (target && (atEntry || target !== page)) go(target, { replace: true });
    else setChecked(true);
  }, [checked, fresh, draft, treeLoading, tree, page, atEntry, arrival, userId, go]);

  if (checked && draft)
    return (
      <div className="wizard" data-testid={`wizard-${page.replace('/', '-')}`}>
        <header className="wizard-header">
          <p className="wizard-kicker">{t`Place an ad`}</p>
          <StepIndicator page={page} />
          <div className="wizard-title">
            <h1>{title}</h1>
            {draft.product && <DiscardDraft />}
          </div>
        </header>
        {children({ draft, tree, userId, back: previousPage(page, draft) })}
      </div>
    );
  // Until the draft says this page may be shown, nothing of it is: a redirect may follow.
  if (error && !draft)
    return (
      <LoadFailed onRetry={() => void mutate()}>
        <h1>{title}</h1>
      </LoadFailed>
    );
  return <PageLoader />;
};
