/**
 * Taps that came before the app had started (public/boot.js keeps them): the app takes the page
 * over, then the control that was tapped gets its click, so the bell or the menu opens instead of
 * the tap vanishing.
 */
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

/** Clicks the control a person tapped before start-up, once (after the first page is live). */
export const replayEarlyTap = (doc: Document = document): void => {
  const target = window.__badalEarlyTap;
  window.__badalEarlyTap = undefined;
  if (!target) return;
  const control = doc.querySelector<HTMLElement>(`[data-tap-replay="${CSS.escape(target)}"]`);
  control?.click();
};
