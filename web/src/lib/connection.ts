/**
 * Spec §8 "No connection", said once. When the network goes, every call in flight and every
 * retry fails at once: a page asks for several things, SWR retries, the bell polls. The person
 * reads 'check your connection' once, not once per call: while that message is on screen, calls
 * failing for the same reason add nothing. While the browser knows it is offline the message
 * stays, and goes when the browser is back online; when only the server is out of reach (the
 * browser cannot tell when that ends) it goes after a few seconds like any error.
 *
 * Recovery itself is elsewhere: SWR asks every query on screen again on the browser's `online`
 * event (its default `revalidateOnReconnect`), and the realtime connection reconnects on its own
 * (lib/realtime).
 */
import { snackbar } from './snackbar';

/** The last 'check your connection' shown (ids start at 1). */
let shownId = 0;

/** A call got no answer: shows `text` unless it is on screen already. */
export const reportConnectionLost = (text: string): void => {
  if (snackbar.get()?.id === shownId) return;
  shownId = snackbar.show(text, 'error', { sticky: !navigator.onLine });
};

if (typeof window !== 'undefined') window.addEventListener('online', () => snackbar.dismiss(shownId));
