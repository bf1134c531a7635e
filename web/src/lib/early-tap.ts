/**
 * Taps that came before the app had started (public/boot.js keeps them): the control that was
 * tapped takes its tap once it is live, so the bell or the menu opens instead of the tap vanishing.
 */
import { useEffect, useRef } from 'react';

declare global {
  interface Window {
    __badalEarlyTap?: string;
    __badalStopEarlyTaps?: () => void;
  }
}

/** The app handles clicks from now on: the start-up script stops keeping them. */
export const stopKeepingEarlyTaps = (): void => {
  window.__badalStopEarlyTaps?.();
  window.__badalStopEarlyTaps = undefined;
};

/** True, once, when the kept tap was on the control marked `data-tap-replay={name}`. */
export const takeEarlyTap = (name: string): boolean => {
  if (typeof window === 'undefined' || window.__badalEarlyTap !== name) return false;
  window.__badalEarlyTap = undefined;
  return true;
};

/**
 * Runs `action` when the control named `name` has become live and was tapped before that. Its
 * own mount is the moment: a control inside a part of the page that hydrates later still gets it.
 */
export const useEarlyTap = (name: string, action: () => void): void => {
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    if (takeEarlyTap(name)) latest.current();
  }, [name]);
};
