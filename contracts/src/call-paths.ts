/**
 * How a call of the call table travels, without zod: the method as the spec names it, the path
 * template relative to the API base, the body encoding, and whether the BFF mirrors it under /api
 * (`internal` calls answer with the API token and are consumed by the BFF's own endpoints). Each call
 * declares these in its one declaration (calls/*.ts); a client that only sends requests gets them
 * without the schemas (the web app: from its build, web/build/call-paths-plugin.ts).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** How the body travels: none, JSON, url-encoded form, or streamed multipart. */
export type BodyEncoding = 'none' | 'json' | 'form' | 'multipart';
export type CallExposure = 'api' | 'internal';

export interface CallPath {
  method: HttpMethod;
  /** Path template relative to the API base, with `{param}` placeholders. */
  path: string;
  encoding: BodyEncoding;
  exposure: CallExposure;
}

/** How one of the BFF's own endpoints travels: a JSON body, if any, to an absolute path. */
export interface BffEndpointPath {
  method: HttpMethod;
  /** Absolute path on the BFF, with `{param}` placeholders. */
  path: string;
}

/** '/users/{id}' → '/users/:id' for routers in the Express/Fastify style. */
export const toRouterPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** Fills `{param}` placeholders, URL-encoding each value. */
export const fillPath = (path: string, params: Record<string, unknown> = {}): string =>
  path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === null || value === '') throw new Error(`missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
