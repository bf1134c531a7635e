import type { Category } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useReportError } from '../../../lib/report-error';
import { chooseCategory } from '../api/choose-category';
import { useStoreDraft } from '../api/get-draft';
import { useWizardNavigate } from '../flow-navigation';
import { findCategory, nextCategoryPage, pageAfterCategory } from '../wizard-steps';
import { NextButton, StepActions } from './step-actions';
import type { WizardView } from './wizard-frame';
import './category-choice.css';

export type CategoryLevel = 'select-category' | 'select-subcategory' | 'select-brand';

const LEVEL: Record<CategoryLevel, number> = { 'select-category': 0, 'select-subcategory': 1, 'select-brand': 2 };

/** The categories a level offers: the tops, or the children of the choice one level up. */
export const optionsFor = (page: CategoryLevel, tree: readonly Category[], chain: readonly number[]): Category[] => {
  const level = LEVEL[page];
  if (level === 0) return [...tree];
  const parent = chain[level - 1];
  return parent === undefined ? [] : [...(findCategory(tree, parent)?.children ?? [])];
};

/**
 * One category page of the wizard: a tile per category. Choosing one saves it (POST /ad/category)
 * and goes on to the page the answer calls for — a level with no children is skipped. Choosing
 * again what is already chosen keeps the deeper choices and the details that depend on them.
 */
export const CategoryChoice = ({ page, view }: { page: CategoryLevel; view: WizardView }) => {
  const { t } = useLingui();
  const report = useReportError();
  const storeDraft = useStoreDraft();
  const go = useWizardNavigate();
  const [busyId, setBusyId] = useState<number | null>(null);
  const chain = view.draft.product?.categoryIds ?? [];
  const chosen = chain[LEVEL[page]];
  const options = optionsFor(page, view.tree, chain);

  const choose = async (category: Category) => {
    if (category.id === chosen) {
      go(nextCategoryPage(page, view.draft));
      return;
    }
    setBusyId(category.id);
    try {
      const draft = await chooseCategory(category.id);
      await storeDraft(draft);
      go(pageAfterCategory(draft));
    } catch (error) {
      report(error);
      setBusyId(null);
    }
  };

  return (
    <>
      {options.length === 0 ? (
        <p className="empty-state">
          <Trans>No categories to choose from right now.</Trans>
        </p>
      ) : (
        <ul className="category-choice" aria-label={t`Categories`}>
          {options.map((category) => (
            <li key={category.id}>
              <button
                type="button"
                className="category-choice-tile"
                aria-pressed={category.id === chosen}
                aria-busy={busyId === category.id || undefined}
                disabled={busyId !== null}
                onClick={() => void choose(category)}
              >
                {category.primaryImage ? (
                  <img src={category.primaryImage.thumbnailUrl} alt="" width="56" height="56" loading="lazy" />
                ) : (
                  <span className="category-choice-initial" aria-hidden="true">
                    {category.name.slice(0, 1)}
                  </span>
                )}
                <span className="category-choice-name">{category.name}</span>
                {busyId === category.id && <span className="category-choice-spinner" aria-hidden="true" />}
              </button>
            </li>
          ))}
        </ul>
      )}
      <StepActions back={view.back} disabled={busyId !== null}>
        {chosen !== undefined && (
          <NextButton disabled={busyId !== null} onClick={() => go(nextCategoryPage(page, view.draft))} />
        )}
      </StepActions>
    </>
  );
};
