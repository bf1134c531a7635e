/**
 * Sends the declared calls to the API under test the way the BFF forwards them (the wire rules of
 * ../wire.ts), and reads every answer into one shape, network failures included, so a check never
 * throws.
 */
import type { CallDef } from '../call.js';
import { fillPath } from '../call-paths.js';
import type { Locale } from '../enums.js';
import { formEntries, upstreamLanguage, upstreamQuery, wireMethod, withMethodOverride } from '../wire.js';

export interface UploadFile {
  bytes: Uint8Array;
  filename: string;
  type: string;
}

export interface CallInput {
  params?: object;
  query?: object;
  body?: object;
  /** Multipart files by field name ('images[]' for a list); several under one name as an array. */
  files?: Record<string, UploadFile | readonly UploadFile[]>;
  /** The API token; sent as `Authorization: Bearer`. */
  token?: string | undefined;
  locale?: Locale;
}

export interface ApiResponse {
  /** 0 when no HTTP answer came (connection refused, timeout). */
  status: number;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
  text: string;
  /** Why no answer came, for status 0. */
  networkError?: string;
}

export interface ApiClient {
  /** Sends a declared call; inputs are passed through the call's own schemas first. */
  send(call: CallDef, input?: CallInput): Promise<ApiResponse>;
  /**
   * Sends a request exactly as given (for checks that break the global rules on purpose, or send
   * input the call's own schemas refuse); `query` values are sent unvalidated.
   */
  raw(
    method: string,
    path: string,
    init?: { body?: unknown; token?: string | undefined; query?: Record<string, string> },
  ): Promise<ApiResponse>;
}

/** A call whose inputs do not match its own schemas is a bug of the suite, not of the API. */
export class InvalidInputError extends Error {
  constructor(call: CallDef, part: string, detail: string) {
    super(`the suite built an invalid ${part} for ${call.name}: ${detail}`);
    this.name = 'InvalidInputError';
  }
}

const parseWith = (call: CallDef, part: 'params' | 'query' | 'body', value: object | undefined) => {
  const schema = call[part];
  if (!schema) return value as Record<string, unknown> | undefined;
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.') || part}: ${i.message}`).join(', ');
    throw new InvalidInputError(call, part, issues);
  }
  return result.data as Record<string, unknown>;
};

/** Joins the API base and a call path without doubling or losing the slash. */
export const joinUrl = (base: string, path: string): string => `${base.replace(/\/+$/, '')}${path}`;

const encodeBody = (
  call: CallDef,
  fields: Record<string, unknown>,
  files: Record<string, UploadFile | readonly UploadFile[]> = {},
) => {
  switch (call.encoding) {
    case 'json':
      return { body: JSON.stringify(fields), contentType: 'application/json' };
    case 'form': {
      const form = new URLSearchParams(formEntries(fields));
      return { body: form.toString(), contentType: 'application/x-www-form-urlencoded' };
    }
    case 'multipart': {
      // fetch sets the multipart content type with its boundary itself.
      const form = new FormData();
      for (const [k, v] of formEntries(fields)) form.append(k, v);
      for (const [name, list] of Object.entries(files)) {
        for (const f of Array.isArray(list) ? list : [list as UploadFile]) {
          form.append(name, new Blob([f.bytes as Uint8Array<ArrayBuffer>], { type: f.type }), f.filename);
        }
      }
      return { body: form, contentType: undefined };
    }
    default:
      return { body: undefined, contentType: undefined };
  }
};

export const createApiClient = (opts: {
  upstream: string;
  fetch: typeof fetch;
  locale?: Locale;
  timeoutMs?: number;
}): ApiClient => {
  const timeoutMs = opts.timeoutMs ?? 15_000;

  const request = async (url: string, init: RequestInit): Promise<ApiResponse> => {
    try {
      const res = await opts.fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
      const text = await res.text();
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      return { status: res.status, json, text };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return { status: 0, json: undefined, text: '', networkError: cause ?? (error as Error).message };
    }
  };

  const headersFor = (path: string, token: string | undefined, locale: Locale, contentType?: string) => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': upstreamLanguage(path, locale),
    };
    if (token) headers.authorization = `Bearer ${token}`;
    if (contentType) headers['content-type'] = contentType;
    return headers;
  };

  return {
    async send(call, input = {}) {
      const params = parseWith(call, 'params', input.params);
      const query = parseWith(call, 'query', input.query);
      const fields = call.method === 'GET' ? {} : (parseWith(call, 'body', input.body) ?? {});
      const path = fillPath(call.path, params);
      const wire = wireMethod(call.method);
      const { body, contentType } =
        wire.method === 'GET'
          ? { body: undefined, contentType: undefined }
          : encodeBody(call, withMethodOverride(fields, wire.override), input.files);
      const url = joinUrl(opts.upstream, `${path}${upstreamQuery(path, query)}`);
      return request(url, {
        method: wire.method,
        headers: headersFor(path, input.token, input.locale ?? opts.locale ?? 'en', contentType),
        ...(body === undefined ? {} : { body }),
      });
    },

    async raw(method, path, init = {}) {
      const hasBody = init.body !== undefined;
      return request(joinUrl(opts.upstream, `${path}${upstreamQuery(path, init.query)}`), {
        method,
        headers: headersFor(path, init.token, opts.locale ?? 'en', hasBody ? 'application/json' : undefined),
        ...(hasBody ? { body: JSON.stringify(init.body) } : {}),
      });
    },
  };
};
