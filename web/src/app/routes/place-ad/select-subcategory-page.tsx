import { useLingui } from '@lingui/react/macro';
import { CategoryChoice } from '../../../features/place-ad/components/category-choice';
import { WizardFrame } from '../../../features/place-ad/components/wizard-frame';

/** /place-ad/steps/select-subcategory: a child of the chosen top category (skipped when it has none). */
export const SelectSubcategoryPage = () => {
  const { t } = useLingui();
  return (
    <WizardFrame page="select-subcategory" title={t`Choose a sub-category`}>
      {(view) => <CategoryChoice page="select-subcategory" view={view} />}
    </WizardFrame>
  );
};
