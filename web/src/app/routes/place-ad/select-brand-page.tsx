import { useLingui } from '@lingui/react/macro';
import { CategoryChoice } from '../../../features/place-ad/components/category-choice';
import { WizardFrame } from '../../../features/place-ad/components/wizard-frame';

/** /place-ad/steps/select-brand: a brand of the chosen sub-category (skipped when it has none). */
export const SelectBrandPage = () => {
  const { t } = useLingui();
  return (
    <WizardFrame page="select-brand" title={t`Choose a brand`}>
      {(view) => <CategoryChoice page="select-brand" view={view} />}
    </WizardFrame>
  );
};
