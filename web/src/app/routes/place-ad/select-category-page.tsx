import { useLingui } from '@lingui/react/macro';
import { CategoryChoice } from '../../../features/place-ad/components/category-choice';
import { WizardFrame } from '../../../features/place-ad/components/wizard-frame';

/** /place-ad/steps/select-category (the top bar's "place an ad"); also /place-ad and /place-ad/steps, which send on to the draft's step. */
export const SelectCategoryPage = () => {
  const { t } = useLingui();
  return (
    <WizardFrame page="select-category" title={t`Choose a category`}>
      {(view) => <CategoryChoice page="select-category" view={view} />}
    </WizardFrame>
  );
};
