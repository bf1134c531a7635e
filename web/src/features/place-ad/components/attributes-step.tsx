import { AD_MIN_ATTRIBUTES } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';
import { QueryGate } from '../../../components/query-gate';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import { useCategoryAttributes } from '../api/get-category-attributes';
import { findCategory } from '../wizard-steps';
import { AttributesForm } from './attributes-form';
import type { WizardView } from './wizard-frame';

/** The attributes page's content: the chosen category's attributes, loaded, then their form. */
export const AttributesStep = ({ view }: { view: WizardView }) => {
  const { t } = useLingui();
  const locale = useLocale();
  const min = formatNumber(AD_MIN_ATTRIBUTES, locale);
  const chain = view.draft.product?.categoryIds ?? [];
  const attributes = useCategoryAttributes(view.tree, chain);
  const leaf = chain.length > 0 ? findCategory(view.tree, chain[chain.length - 1] as number) : null;
  // The draft's form title comes in English (§7: /ad answers in English); the tree speaks the page's language.
  const category = leaf?.name ?? view.draft.product?.formTitle ?? '';
  return (
    <QueryGate query={attributes}>
      {(filters) => (
        <div className="wizard-section">
          {category && (
            <p className="muted" data-testid="form-title">
              {t`Attributes of ${category}: select and fill in at least ${min}.`}
            </p>
          )}
          <AttributesForm view={view} filters={filters} />
        </div>
      )}
    </QueryGate>
  );
};
