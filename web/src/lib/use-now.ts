/**
 * The current time for rendering ("3 days left", "shown from …"), safe to hydrate: a page drawn on
 * the server is drawn at one instant, which travels with the page's data (RENDERED_AT_KEY), and the
 * browser hydrates with that same instant — never with its own clock, which may be seconds later
 * or set wrong — then moves to its own time and ticks. Components never read `Date.now()` while
 * rendering; they call `useNow()`.
 */
import { useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';

/** The page-data entry (and so an SWR fallback) holding the instant a server render was drawn at. */
export const RENDERED_AT_KEY = 'page.renderedAt';

/** How often what is drawn moves on by itself: a minute is finer than the hours and days it shows. */
const TICK_MS = 60_000;

/** The current second: one value however often React asks within it, so it sees a stable snapshot. */
const currentSecond = (): number => Math.floor(Date.now() / 1000) * 1000;

const subscribe = (onTick: () => void): (() => void) => {
  const timer = setInterval(onTick, TICK_MS);
  return () => clearInterval(timer);
};

/** Milliseconds since the epoch: the server render's instant while rendering on the server and hydrating, then the browser's. */
export const useNow = (): number => {
  const renderedAt = useSWRConfig().fallback[RENDERED_AT_KEY];
  const serverNow = typeof renderedAt === 'number' ? renderedAt : null;
  return useSyncExternalStore(subscribe, currentSecond, () => serverNow ?? currentSecond());
};
