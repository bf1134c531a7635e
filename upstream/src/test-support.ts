/**
 * A small HTTP client for this package's tests: real requests against a started test upstream,
 * PUT and DELETE sent the way the API takes them (POST + _method), answers parsed as JSON.
 */
// Tests read answers field by field and check them with the contracts' schemas where it matters.
// biome-ignore lint/suspicious/noExplicitAny: a test client whose bodies are asserted, not trusted.
export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  lang?: string;
  /** Sent as the `_method` field of the JSON body. */
  method?: 'PUT' | 'DELETE';
  headers?: Record<string, string>;
}

export const apiClient = (baseUrl: string) => {
  const send = async (path: string, init: RequestInit, options: RequestOptions = {}): Promise<ApiAnswer> => {
    const headers = new Headers(init.headers);
    if (options.token) headers.set('authorization', `Bearer ${options.token}`);
    if (options.lang) headers.set('accept-language', options.lang);
    for (const [k, v] of Object.entries(options.headers ?? {})) headers.set(k, v);
    const response = await fetch(`${baseUrl}${path}`, { ...init, headers, redirect: 'manual' });
    const text = await response.text();
    let body: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json')) body = JSON.parse(text);
    return { status: response.status, body, headers: response.headers };
  };
  return {
    get: (path: string, options?: RequestOptions) => send(path, { method: 'GET' }, options),
    post: (path: string, body: unknown = {}, options: RequestOptions = {}) =>
      send(
        path,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(options.method ? { _method: options.method, ...(body as object) } : body),
        },
        options,
      ),
    form: (path: string, fields: Record<string, string>, options?: RequestOptions) =>
      send(path, { method: 'POST', body: new URLSearchParams(fields) }, options),
    multipart: (path: string, form: FormData, options?: RequestOptions) =>
      send(path, { method: 'POST', body: form }, options),
    raw: send,
  };
};

export type ApiClient = ReturnType<typeof apiClient>;

/** Signs in and returns the bearer token. */
export const login = async (api: ApiClient, userName: string, password: string): Promise<string> => {
  const answer = await api.post('/authentication', { userName, password });
  if (answer.status !== 200)
    throw new Error(`login ${userName} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.access_token as string;
};

/** A tiny valid PNG (1 × 1 pixel). */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
