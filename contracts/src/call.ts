/**
 * The call-table format (architecture §3). Each upstream call of spec §7 is declared once; the BFF
 * registers and forwards it, the web app gets a typed client, /docs describes it, the reference
 * API validates what it receives with the same schemas, and the conformance suite checks any
 * upstream against it.
 */
import type { z } from 'zod';
import type { BodyEncoding, CallExposure, HttpMethod } from './call-routes.js';
import type { ErrorMapping } from './errors.js';

export type { BodyEncoding, HttpMethod } from './call-routes.js';
export type CallAuth = 'none' | 'optional' | 'required';

/** A multipart file field: name, how many, which formats (checked by content, not extension). */
export interface FileField {
  name: string;
  maxCount: number;
  /** Lower-case format names, e.g. ['png', 'jpg', 'jpeg']; empty means any. */
  formats: readonly string[];
  /** Per-file size limit in bytes. */
  maxBytes: number;
  required: boolean;
}

export interface CallDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** Stable dotted name, e.g. 'auth.login'; used for client functions and SWR keys. */
  name: string;
  summary: string;
  /** The method as the spec names it; PUT and DELETE reach the upstream as POST + `_method`. */
  method: HttpMethod;
  /** Path template relative to the API base, with `{param}` placeholders. */
  path: string;
  auth: CallAuth;
  encoding: BodyEncoding;
  params?: P;
  query?: Q;
  /** Body fields (for multipart: the non-file fields). */
  body?: B;
  files?: readonly FileField[];
  response: R;
  /** Success status of the upstream (200 unless said). */
  successStatus?: number;
  /** Upstream status → catalogue code for this call (§8 listed codes). */
  errors?: readonly ErrorMapping[];
  /**
   * `internal` calls are consumed by the BFF's own routes (their responses carry the API token)
   * and are never exposed raw under /api.
   */
  exposure: CallExposure;
  /** The BFF ends the session once this call succeeds (logout, disabling the account). */
  endsSession?: boolean;
  /**
   * Public answers the BFF may cache per language for this many seconds. Calls with
   * `auth: 'optional'` are cached for visitors only: a signed-in answer can hold personal fields.
   */
  cacheSeconds?: number;
  /** Query values that are falsy are not forwarded (§5 "Product search omits falsy filters"). */
  omitFalsyQuery?: boolean;
  tags: readonly string[];
}

/** Declares a call, keeping its literal types for inference. */
export const defineCall = <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  def: CallDef<P, Q, B, R>,
): CallDef<P, Q, B, R> => def;

export type CallParams<C extends CallDef> = C['params'] extends z.ZodType ? z.input<C['params']> : undefined;
export type CallQuery<C extends CallDef> = C['query'] extends z.ZodType ? z.input<C['query']> : undefined;
export type CallBody<C extends CallDef> = C['body'] extends z.ZodType ? z.input<C['body']> : undefined;
export type CallResponse<C extends CallDef> = z.output<C['response']>;
