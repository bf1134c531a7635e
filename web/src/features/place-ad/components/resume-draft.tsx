import { useEffect } from 'react';
import { useWizardNavigate } from '../flow-navigation';
import { useFreshDraft } from '../hooks/use-fresh-draft';
import { resumePage } from '../wizard-steps';
import { DraftPending } from './draft-pending';

/**
 * The wizard's entry without a step (/place-ad, /place-ad/steps): the server's draft decides the
 * page (§4 step mapping), which replaces this address so Back does not return to it. The move is
 * the wizard's own, so the step page trusts the draft just fetched instead of fetching it again.
 */
export const ResumeDraft = ({ title }: { title: string }) => {
  const go = useWizardNavigate();
  const { draft, failed, retry } = useFreshDraft({ cachedWillDo: false });

  useEffect(() => {
    if (draft) go(resumePage(draft), { replace: true });
  }, [draft, go]);

  return <DraftPending failed={failed} retry={retry} title={title} />;
};
