import type { PushPayload } from '@badal/contracts';
import { describe, expect, it } from 'vitest';
import { fcmMessageOf } from './fcm-sender.js';

const notification = {
  id: 7,
  type: 'message' as const,
  title: 'رسالة جديدة من سارة',
  body: 'هل ما زال متوفرًا؟',
  createdAt: '2026-01-02T10:00:00.000Z',
  read: false,
  value: '12',
  sender: { id: 12, fullName: 'سارة', image: null },
  data: { type: 6, value: '12' },
};

describe('fcmMessageOf', () => {
  it('sends a notification with its texts and the whole notification as data', () => {
    const payload: PushPayload = { id: 'push-00000001', userId: 3, event: 'notification', data: notification };
    expect(fcmMessageOf(payload)).toEqual({
      notification: { title: notification.title, body: notification.body },
      data: { event: 'notification', payload: JSON.stringify(notification) },
    });
  });

  it('sends neither a chat message (its notification travels) nor a status change', () => {
    const message: PushPayload = {
      id: 'push-00000002',
      userId: 3,
      event: 'message',
      data: {
        id: 1,
        senderId: 12,
        receiverId: 3,
        message: 'hi',
        status: 'sent',
        product: null,
        attachments: [],
        isWelcome: false,
        createdAt: '2026-01-02T10:00:00.000Z',
      },
    };
    const status: PushPayload = {
      id: 'push-00000003',
      userId: 3,
      event: 'message-status',
      data: { messagesIds: [1], status: 'read', byUserId: 12 },
    };
    expect(fcmMessageOf(message)).toBeNull();
    expect(fcmMessageOf(status)).toBeNull();
  });
});
