import { useLingui } from '@lingui/react/macro';
import { LocationForm } from '../../../features/place-ad/components/location-form';
import { WizardFrame } from '../../../features/place-ad/components/wizard-frame';

/** /place-ad/steps/select-location: where the item is. */
export const SelectLocationPage = () => {
  const { t } = useLingui();
  return (
    <WizardFrame page="select-location" title={t`Where is the item?`}>
      {(view) => <LocationForm view={view} />}
    </WizardFrame>
  );
};
