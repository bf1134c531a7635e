/**
 * Realtime: the signed push webhook (marketplace API → BFF) and the socket.io events (BFF ↔
 * clients). Every payload is validated on arrival.
 */
import { z } from 'zod';
import { chatMessageSchema, notificationSchema } from './entities/chat.js';
import { messageStateSchema } from './enum-schemas.js';

export const messageStatusChangeSchema = z.object({
  messagesIds: z.array(z.number().int()).min(1).max(500),
  status: messageStateSchema,
  /** The conversation partner whose action changed the status. */
  byUserId: z.number().int(),
});

/**
 * Badal extension: something the person owns changed outside their request — a payment settled
 * (by the provider's webhook or the return page, whichever came first), a refund was made or
 * settled. Clients fetch their own data again (self, memberships, cart, orders); nothing is shown.
 */
export const accountChangeSchema = z.object({ reason: z.enum(['payment', 'refund']) });

export const pushEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('notification'), data: notificationSchema }),
  z.object({ event: z.literal('message'), data: chatMessageSchema }),
  z.object({ event: z.literal('message-status'), data: messageStatusChangeSchema }),
  z.object({ event: z.literal('account'), data: accountChangeSchema }),
]);

export const pushPayloadSchema = z.intersection(
  z.object({
    /** Unique per push: a replayed id is refused. */
    id: z.string().min(8).max(100),
    /** The user who receives it. */
    userId: z.number().int().positive(),
  }),
  pushEventSchema,
);
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** Events the BFF emits to a user's sockets. */
export interface ServerToClientEvents {
  'notification:new': (notification: z.infer<typeof notificationSchema>) => void;
  'message:new': (message: z.infer<typeof chatMessageSchema>) => void;
  'message:status': (change: z.infer<typeof messageStatusChangeSchema>) => void;
  'chat:typing': (event: { userId: number }) => void;
  /** Badal extension: the person's own data changed (accountChangeSchema); fetch it again. */
  'account:changed': (change: z.infer<typeof accountChangeSchema>) => void;
  /** The session ended (logout, expiry); the socket is closed right after. */
  'session:ended': () => void;
}

export const typingEventSchema = z.object({ toUserId: z.number().int().positive() });

export type SocketAck = (answer: { ok: true } | { error: { code: string; message: string } }) => void;

/** Events clients may emit; each answers through its ack. */
export interface ClientToServerEvents {
  'chat:typing': (payload: z.infer<typeof typingEventSchema>, ack?: SocketAck) => void;
}
