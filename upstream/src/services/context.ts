import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsConfig, SmsLimits } from '../config.js';
import type { Db } from '../db/database.js';
import type { MyFatoorahClient } from './payments/myfatoorah/client.js';
import type { PushSender } from './push/push-webhook.js';

/** The card provider as the API uses it: its adapter and settings. */
export interface Payments {
  config: PaymentsConfig;
  provider: MyFatoorahClient;
}

/** What the services need from the running API; built once in app.ts. */
export interface UpstreamContext {
  db: Db;
  log: FastifyBaseLogger;
  /** `<DATA_DIR>/storage`, served at /storage/. */
  storageDir: string;
  tokenTtlSeconds: number;
  /** How often one phone may be sent an SMS code. */
  smsLimits: SmsLimits;
  /** Base URL of stored files without a trailing slash; known only once the server listens. */
  mediaBaseUrl(): string;
  /** The push webhook to the BFF (does nothing when no URL is configured). */
  push: PushSender;
  /**
   * Key of the account keys the sign-in calls name accounts with (services/account-key.ts); app.ts
   * always sets it. Absent in contexts tests build by hand: the development push secret then.
   */
  accountKeySecret?: string;
  /** Absent or null when payments are off (production without a provider configured). */
  payments?: Payments | null;
  /**
   * The time the API's time-bound rules go by: promotions (boosts, sales, the refresh limit), what
   * a settled payment activates, and when bearer tokens expire. Tests move it on to see promotions
   * end and tokens lapse without waiting.
   */
  clock: () => Date;
}

/** The public URL of a file stored under the storage root (null stays null). */
export const mediaUrl = (ctx: UpstreamContext, path: string | null): string | null =>
  path === null ? null : `${ctx.mediaBaseUrl()}/${path}`;
