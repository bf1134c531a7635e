import type { AdDraft, Category } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCategoryTree } from '../api/get-category-tree';
import { readyHeldDetails } from '../details-store';
import { takeWizardMove, useWizardNavigate } from '../flow-navigation';
import { useFreshDraft } from '../hooks/use-fresh-draft';
import { previousPage, redirectFor, stepPath, type WizardPage } from '../wizard-steps';
import { DiscardDraft } from './discard-draft';
import { DraftPending } from './draft-pending';
import { StepIndicator } from './step-indicator';
import './wizard.css';

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
 * the step itself.
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
  const [arrival] = useState(() => !takeWizardMove(stepPath(page)));
  const { draft, failed, retry } = useFreshDraft({ cachedWillDo: !arrival });
  const { tree, loading: treeLoading } = useCategoryTree();
  const [checked, setChecked] = useState(false);

  // The gate runs once: later changes of the draft are the step's own doing.
  useEffect(() => {
    if (checked || !draft || treeLoading) return;
    const hasUnsavedDetails = draft.product ? readyHeldDetails(userId, draft.product.id) !== null : false;
    const target = redirectFor(page, draft, { arrival, tree, hasUnsavedDetails });
    if (target && target !== page) go(target, { replace: true });
    else setChecked(true);
  }, [checked, draft, treeLoading, tree, page, arrival, userId, go]);

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
  return <DraftPending failed={failed} retry={retry} title={title} />;
};
