/**
 * Ends the local session when the BFF says it is over (a 401 `session_ended` from any call) or
 * when its time runs out (spec §4), telling the user once: 'your session is end, please login'.
 */
import { useEffect } from 'react';
import { apiEvents, SESSION_ENDED_EVENT } from '../lib/api-client';
import { useMessages } from '../lib/messages';
import { useSession, useSessionActions } from '../lib/session';
import { snackbar } from '../lib/snackbar';

/** setTimeout cannot wait longer than 2^31-1 ms; an expiry further out is left to the BFF's 401. */
const MAX_TIMEOUT_MS = 2_147_483_647;

export const SessionWatcher = () => {
  const session = useSession();
  const { signedOut } = useSessionActions();
  const text = useMessages();

  useEffect(() => {
    const onEnded = () => {
      snackbar.error(text('error.sessionEnded'));
      void signedOut();
    };
    apiEvents.addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => apiEvents.removeEventListener(SESSION_ENDED_EVENT, onEnded);
  }, [signedOut, text]);

  useEffect(() => {
    if (!session) return;
    const left = Date.parse(session.expiresAt) - Date.now();
    if (Number.isNaN(left)) return;
    const timer = setTimeout(
      () => {
        if (Date.parse(session.expiresAt) > Date.now()) return;
        snackbar.error(text('error.sessionEnded'));
        void signedOut();
      },
      Math.min(Math.max(left, 0), MAX_TIMEOUT_MS),
    );
    return () => clearTimeout(timer);
  }, [session, signedOut, text]);

  return null;
};
