/** Shapes the conformance suite takes and gives. */

/** A user name and password the suite signs in with. */
export interface Account {
  userName: string;
  password: string;
}

/**
 * The accounts the API under test must already hold: a normal verified one (its data is only
 * ever rewritten with its own values), one that has not verified its phone, and a banned one.
 */
export interface ConformanceCredentials {
  user: Account;
  unverified: Account;
  banned: Account;
  /** An operator (reviews booked banners); without one the moderation checks are skipped. */
  operator?: Account;
}

export interface ConformanceOptions {
  /** Base URL of the API, '/api' included, e.g. http://127.0.0.1:4000/api. */
  upstream: string;
  credentials: ConformanceCredentials;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /**
   * A dev outbox (`GET <url>?to=` answering `{ messages: [{ channel, to, code }] }`). Only with it
   * can the suite read SMS codes, verify an account of its own and run the destructive checks.
   */
  outboxUrl?: string;
  /** Per-request time limit; 15 s by default. */
  timeoutMs?: number;
}

export interface CheckResult {
  /** The call's name in the call table, e.g. 'login'. */
  call: string;
  check: string;
  /** False only for a failure; skipped checks are not failures. */
  ok: boolean;
  detail: string;
  /** Set when the check could not run here; `detail` says why. */
  skipped?: true;
}

export interface ConformanceReport {
  results: CheckResult[];
}
