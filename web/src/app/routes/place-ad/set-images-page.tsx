import { useLingui } from '@lingui/react/macro';
import { ImagesStep } from '../../../features/place-ad/components/images-step';
import { WizardFrame } from '../../../features/place-ad/components/wizard-frame';

/** /place-ad/steps/set-images: the ad's pictures and its main picture. */
export const SetImagesPage = () => {
  const { t } = useLingui();
  return (
    <WizardFrame page="set-images" title={t`Add pictures`}>
      {(view) => <ImagesStep view={view} />}
    </WizardFrame>
  );
};
