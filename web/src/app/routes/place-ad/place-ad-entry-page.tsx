import { useLingui } from '@lingui/react/macro';
import { ResumeDraft } from '../../../features/place-ad/components/resume-draft';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /place-ad and /place-ad/steps: open the draft at the step it stands at. */
export const PlaceAdEntryPage = () => {
  const { t } = useLingui();
  const title = t`Place an ad`;
  useDocumentTitle(title);
  return <ResumeDraft title={title} />;
};
