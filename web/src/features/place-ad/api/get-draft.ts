/**
 * GET /api/ad: the user's ad draft and its step (spec §3 Ad draft). Every wizard call answers with
 * the changed draft, which goes straight into this cache instead of being fetched again. The key
 * carries the user, so a draft is never shown to someone else who signs in on the same browser.
 */
import type { AdDraft } from '@badal/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';
import { useReportError } from '../../../lib/report-error';
import { useSession } from '../../../lib/session';

export const draftKey = (userId: number) => [...callKey('getDraft'), userId] as const;

export const fetchDraft = (): Promise<CallOutput<'getDraft'>> => callApi('getDraft', {});

export const useDraft = () => {
  const report = useReportError();
  const userId = useSession()?.userId ?? null;
  return useSWR(userId === null ? null : draftKey(userId), fetchDraft, {
    revalidateOnFocus: false,
    onError: report,
  });
};

/** Puts a draft a wizard call answered with into the cache. */
export const useStoreDraft = (): ((draft: AdDraft) => Promise<void>) => {
  const { mutate } = useSWRConfig();
  const userId = useSession()?.userId ?? null;
  return useCallback(
    async (draft: AdDraft) => {
      if (userId !== null) await mutate(draftKey(userId), draft, { revalidate: false });
    },
    [mutate, userId],
  );
};
