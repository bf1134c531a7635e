import { useLingui } from '@lingui/react/macro';
import { AttributesStep } from '../../../features/place-ad/components/attributes-step';
import { WizardFrame } from '../../../features/place-ad/components/wizard-frame';

/**
 * /place-ad/steps/set-details/index-ref: the second half of the details step — the category's
 * attributes — which saves both halves together.
 */
export const SetAttributesPage = () => {
  const { t } = useLingui();
  return (
    <WizardFrame page="set-details/index-ref" title={t`Specifications`}>
      {(view) => <AttributesStep view={view} />}
    </WizardFrame>
  );
};
