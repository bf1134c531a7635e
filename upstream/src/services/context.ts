import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import type { PushSender } from './push/push-webhook.js';

/** What the services need from the running API; built once in app.ts. */
export interface UpstreamContext {
  db: Db;
  log: FastifyBaseLogger;
  /** `<DATA_DIR>/storage`, served at /storage/. */
  storageDir: string;
  tokenTtlSeconds: number;
  /** Base URL of stored files without a trailing slash; known only once the server listens. */
  mediaBaseUrl(): string;
  /** The push webhook to the BFF (does nothing when no URL is configured). */
  push: PushSender;
}

/** The public URL of a file stored under the storage root (null stays null). */
export const mediaUrl = (ctx: UpstreamContext, path: string | null): string | null =>
  path === null ? null : `${ctx.mediaBaseUrl()}/${path}`;
