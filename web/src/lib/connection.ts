/**
 * Spec §8 "No connection", said once. When the network goes, every call in flight and every
 * retry fails at once: a page asks for several things, SWR retries, the bell polls. The person
 * needs to read 'check your connection' once per outage, not once per call. An outage starts with
 * the first call that got no answer and ends when the browser is back online or any answer
 * arrives; then the message goes away and the next outage says it again.
 *
 * Recovery itself is elsewhere: SWR revalidates every mounted query on the browser's `online`
 * event (its default `revalidateOnReconnect`), and the realtime connection reconnects on its own
 * (lib/realtime).
 */
import { snackbar } from './snackbar';

let inOutage = false;
/** The outage's message while it is on screen (the snackbar may have replaced it since). */
let shownId: number | null = null;

const online = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * A call got no answer. Shows `text` unless this outage said so already. While the browser
 * knows it is offline the message stays until the connection is back; when only the server is
 * out of reach (the browser cannot tell when that ends) it goes like any other error.
 */
export const reportConnectionLost = (text: string): void => {
  if (inOutage) return;
  inOutage = true;
  shownId = snackbar.show(text, 'error', { sticky: !online() });
};

/** Something answered, or the browser is back online: the outage is over. */
export const connectionBack = (): void => {
  if (!inOutage) return;
  inOutage = false;
  if (shownId !== null) snackbar.dismiss(shownId);
  shownId = null;
};

if (typeof window !== 'undefined') window.addEventListener('online', connectionBack);
