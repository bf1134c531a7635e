/**
 * Sends pushes to the mobile devices of a user (the FCM tokens their apps gave at login) through
 * firebase-admin. Off unless FCM_SERVICE_ACCOUNT is configured.
 */
import { readFileSync } from 'node:fs';
import type { PushPayload } from '@badal/contracts';
import type { FastifyBaseLogger } from 'fastify';

export interface PushSender {
  send(tokens: string[], payload: PushPayload): Promise<void>;
}

const notificationOf = (payload: PushPayload): { title: string; body: string } => {
  switch (payload.event) {
    case 'notification':
      return { title: payload.data.title, body: payload.data.body };
    case 'message':
      return { title: 'Badal', body: payload.data.message ?? '📎' };
    default:
      return { title: 'Badal', body: '' };
  }
};

export const createFcmSender = async (serviceAccount: string, log: FastifyBaseLogger): Promise<PushSender> => {
  const { cert, initializeApp } = await import('firebase-admin/app');
  const { getMessaging } = await import('firebase-admin/messaging');
  const json = serviceAccount.trim().startsWith('{') ? serviceAccount : readFileSync(serviceAccount, 'utf8');
  const app = initializeApp({ credential: cert(JSON.parse(json)) }, `badal-${Date.now()}`);
  const messaging = getMessaging(app);
  return {
    async send(tokens, payload) {
      // Status changes and account refreshes only matter to an open app: nothing to show a device.
      if (tokens.length === 0 || payload.event === 'message-status' || payload.event === 'account') return;
      const res = await messaging.sendEachForMulticast({
        tokens,
        notification: notificationOf(payload),
        data: { event: payload.event, payload: JSON.stringify(payload.data) },
      });
      if (res.failureCount) log.warn({ failures: res.failureCount }, 'some FCM pushes failed');
    },
  };
};
