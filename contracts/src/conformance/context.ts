/** What the scenarios share while the suite runs. */
import type { Category } from '../entities/category.js';
import type { SelfUser } from '../entities/user.js';
import type { ApiClient } from './client.js';
import type { FreshAccount } from './identity.js';
import type { Outbox } from './outbox.js';
import type { Recorder } from './recorder.js';
import type { ConformanceCredentials } from './types.js';

export interface SuiteState {
  /** API token of the main account, while signed in. */
  token?: string;
  self?: SelfUser;
  categories?: Category[];
  /** The account the suite registered this run, with its id once known and its token once verified. */
  fresh?: FreshAccount & { id?: number; token?: string };
  /** A product the search found, and its seller, for the product, seller and favourite checks. */
  product?: { slug: string; sellerId?: number; sellerUserId?: number };
  /** A product of another account than the main one, for chat and follows (other-seller.ts). */
  partner?: { slug: string; id: number; sellerUserId: number };
  /** The product the suite published through the ad wizard (dev APIs only). */
  published?: { slug: string; id: number };
}

export interface SuiteContext {
  api: ApiClient;
  rec: Recorder;
  credentials: ConformanceCredentials;
  outbox: Outbox | undefined;
  state: SuiteState;
}

/** An id no account has: the largest 32-bit integer, safe for any integer column. */
export const UNKNOWN_ID = 2_147_483_647;
