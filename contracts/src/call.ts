/**
 * The call-table format (architecture §3). Each upstream call of spec §7 is declared once, in its
 * feature's file under calls/, keyed by its one name; the BFF registers and forwards it, the web app
 * gets a typed client (and, at build time, each call's method, path and encoding), /docs describes
 * it, the reference API validates what it receives with the same schemas, and the conformance
 * suite checks any upstream against it.
 */
import type { z } from 'zod';
import type { BodyEncoding, CallExposure, HttpMethod } from './call-paths.js';
import type { ErrorMapping } from './errors.js';

export type { BodyEncoding, HttpMethod } from './call-paths.js';
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

/** One call as its feature file declares it: everything but the name, which is its key. */
export interface CallSpec<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
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
   * `internal` calls are consumed by the BFF's own endpoints (their responses carry the API token)
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

export interface CallDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> extends CallSpec<P, Q, B, R> {
  /**
   * The call's one name, its key in the call table (e.g. 'placeBanner'): the web client's and SWR
   * keys, the BFF's cache keys and metrics, the OpenAPI operationId, the conformance report.
   */
  name: string;
}

/** Declared fields beyond the format: a misspelt optional field would otherwise be dropped silently. */
type Exactly<T> = { [K in keyof T]: Record<Exclude<keyof T[K], keyof CallSpec>, never> };

/** What a declaration keeps of its own types: the literals (handlers are typed by `auth`) and the schemas. */
type Specific = 'method' | 'path' | 'encoding' | 'exposure' | 'auth' | 'params' | 'query' | 'body' | 'response';
/** A declared call, named by its key; its other fields typed as the format says. */
type Declared<S, N> = Omit<CallDef, Extract<keyof S, Specific> | 'name'> &
  Pick<S, Extract<keyof S, Specific>> & { readonly name: N };

/** Declares a feature's calls, each keyed by its one name, which the declaration then carries as `name`. */
export const defineCalls = <T extends Record<string, CallSpec>>(
  specs: T & Exactly<T>,
): { [N in keyof T]: Declared<T[N], N> } =>
  Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, { ...spec, name }])) as unknown as {
    [N in keyof T]: Declared<T[N], N>;
  };

type CallGroup = Record<string, CallDef>;
/** Names declared in more than one of the groups. */
type Repeated<G extends readonly CallGroup[]> = G extends readonly [
  infer H extends CallGroup,
  ...infer R extends readonly CallGroup[],
]
  ? (keyof H & { [I in keyof R]: keyof R[I] }[number]) | Repeated<R>
  : never;
/** The groups as one object type (their intersection, flattened for readable hovers). */
type Joined<G extends readonly CallGroup[]> = (
  G[number] extends infer U
    ? (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
      ? I
      : never
    : never
) extends infer J
  ? { [N in keyof J]: J[N] }
  : never;

/** Refuses groups that declare a name twice; the error names it. */
type Distinct<G extends readonly CallGroup[]> = [Repeated<G>] extends [never]
  ? unknown
  : { 'call declared twice': Repeated<G> };

/** The features' calls as one table: spreading alone would let a name declared twice win unnoticed. */
export const joinCalls = <G extends readonly CallGroup[]>(...groups: G & Distinct<G>): Joined<G> =>
  Object.assign({}, ...groups) as Joined<G>;
