import { useLingui } from '@lingui/react/macro';
import { DetailsForm } from '../../../features/place-ad/components/details-form';
import { WizardFrame } from '../../../features/place-ad/components/wizard-frame';

/** /place-ad/steps/set-details: the item's own details (first half of the details step). */
export const SetDetailsPage = () => {
  const { t } = useLingui();
  return (
    <WizardFrame page="set-details" title={t`Describe your item`}>
      {(view) => <DetailsForm view={view} />}
    </WizardFrame>
  );
};
