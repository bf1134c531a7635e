import { randomBytes } from 'node:crypto';

/** What the BFF keeps for a signed-in user. The API token never leaves this record. */
export interface Session {
  id: string;
  apiToken: string;
  userId: number;
  fullName: string;
  checkMembership: boolean;
  /** Epoch milliseconds: login time + expires_in. */
  expiresAt: number;
  createdAt: number;
  /** The device's FCM token: given at login (mobile apps, browsers that hold one) or later (PUT /bff/session/push-token). */
  pushToken?: string;
}

export interface SessionStore {
  get(id: string): Promise<Session | null>;
  /** Saves the session until its `expiresAt`. */
  set(session: Session): Promise<void>;
  delete(id: string): Promise<void>;
  /** Ids of a user's live sessions (to disconnect their sockets, to push to their devices). */
  listByUser(userId: number): Promise<Session[]>;
  /** Throws `session_store_unavailable` when the store is known to be unreachable right now. */
  assertAvailable?(): void;
  close(): Promise<void>;
}

/** 256 random bits, URL-safe: unguessable and safe in a cookie or a Bearer header. */
export const newSessionId = (): string => randomBytes(32).toString('base64url');

/** Session ids are exactly what newSessionId makes; anything else is refused without a lookup. */
export const isWellFormedSessionId = (id: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(id);
