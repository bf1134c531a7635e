/**
 * The server's draft, as it is now. Someone arriving at the wizard from outside resumes from the
 * server's copy, not from one cached earlier (another tab or device may have moved it on); the
 * wizard's own moves may use the cached copy, which every wizard call keeps current.
 */
import type { AdDraft } from '@badal/contracts';
import { useEffect, useState } from 'react';
import { useDraft } from '../api/get-draft';

export interface FreshDraft {
  /** Undefined until the draft is known to be the server's current one. */
  draft: AdDraft | undefined;
  /** Loading failed and there is no copy to show. */
  failed: boolean;
  retry: () => void;
}

export const useFreshDraft = ({ cachedWillDo }: { cachedWillDo: boolean }): FreshDraft => {
  const { data, error, mutate } = useDraft();
  const [fresh, setFresh] = useState(() => cachedWillDo || data === undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the copy cached at arrival
  useEffect(() => {
    if (fresh) return;
    let live = true;
    void mutate().finally(() => {
      if (live) setFresh(true);
    });
    return () => {
      live = false;
    };
  }, []);

  return { draft: fresh ? data : undefined, failed: Boolean(error) && !data, retry: () => void mutate() };
};
