/** Whether the tab is in front: messages count as read only while someone can see them. */
import { useSyncExternalStore } from 'react';

const subscribe = (notify: () => void) => {
  document.addEventListener('visibilitychange', notify);
  return () => document.removeEventListener('visibilitychange', notify);
};
const isVisible = () => document.visibilityState !== 'hidden';

export const useDocumentVisible = (): boolean => useSyncExternalStore(subscribe, isVisible, () => true);
