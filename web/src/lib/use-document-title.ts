import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

/** Keeps the tab title in step with client-side navigation (the BFF sets it for the first load). */
export const useDocumentTitle = (title: string): void => {
  const { t } = useLingui();
  const site = t`Badal`;
  useEffect(() => {
    document.title = title ? `${title} | ${site}` : site;
  }, [title, site]);
};
