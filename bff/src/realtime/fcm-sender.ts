/**
 * Sends pushes to the devices of a user (the FCM tokens their sessions hold: mobile apps and
 * browsers) through firebase-admin. Off unless FCM_SERVICE_ACCOUNT is configured.
 *
 * Only notifications travel: a chat message arrives as its notification of type message too (the
 * API notifies every message), so sending the message as well showed one message twice, and a
 * status change is for open screens only. The data carries the notification itself, from which the
 * web app's service worker draws and routes it (web/src/service-worker/).
 */
import { readFileSync } from 'node:fs';
import type { PushPayload } from '@badal/contracts';
import type { FastifyBaseLogger } from 'fastify';

export interface PushSender {
  send(tokens: string[], payload: PushPayload): Promise<void>;
}

/** What FCM carries for a push, or null for a push that is not sent (see above). */
export const fcmMessageOf = (
  payload: PushPayload,
): { notification: { title: string; body: string }; data: Record<string, string> } | null =>
  payload.event === 'notification'
    ? {
        notification: { title: payload.data.title, body: payload.data.body },
        data: { event: payload.event, payload: JSON.stringify(payload.data) },
      }
    : null;

export const createFcmSender = async (serviceAccount: string, log: FastifyBaseLogger): Promise<PushSender> => {
  const { cert, initializeApp } = await import('firebase-admin/app');
  const { getMessaging } = await import('firebase-admin/messaging');
  const json = serviceAccount.trim().startsWith('{') ? serviceAccount : readFileSync(serviceAccount, 'utf8');
  const app = initializeApp({ credential: cert(JSON.parse(json)) }, `badal-${Date.now()}`);
  const messaging = getMessaging(app);
  return {
    async send(tokens, payload) {
      const message = fcmMessageOf(payload);
      if (tokens.length === 0 || !message) return;
      const res = await messaging.sendEachForMulticast({ tokens, ...message });
      if (res.failureCount) log.warn({ failures: res.failureCount }, 'some FCM pushes failed');
    },
  };
};
