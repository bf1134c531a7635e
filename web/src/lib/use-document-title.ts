import { useEffect } from 'react';

export const SITE_NAME = 'Badal';

/** Keeps the tab title in step with client-side navigation (the BFF sets it for the first load). */
export const useDocumentTitle = (title: string): void => {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
};
