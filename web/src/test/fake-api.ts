/**
 * A stand-in for the BFF in component tests: answers by "METHOD /path" and records every request
 * (the end-to-end suite runs the real stack). Unknown requests fail the test loudly. The home
 * page's data has a default answer, because many flows end on the home page.
 */
import { vi } from 'vitest';
import { home } from './catalogue-fixtures';

export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export type Answer = { status?: number; body?: unknown; headers?: Record<string, string> } | 'network-error';
export type Handler = (request: RecordedRequest) => Answer | Promise<Answer>;

const readBody = async (body: BodyInit | null | undefined): Promise<unknown> => {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return JSON.parse(body);
  if (body instanceof FormData) return body;
  if (body instanceof URLSearchParams) return Object.fromEntries(body);
  return body;
};

/** Answers for requests a test gave none for, built only when such a request comes. */
const defaults: Record<string, () => Answer> = { 'GET /bff/home': () => ({ body: home() }) };

export const fakeApi = (handlers: Record<string, Handler | Answer>) => {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      body: await readBody(init.body),
    };
    requests.push(request);
    const key = `${request.method} ${request.path}`;
    const handler = Object.hasOwn(handlers, key) ? handlers[key] : defaults[key]?.();
    if (!handler) throw new Error(`unexpected request ${request.method} ${request.path}`);
    const answer = typeof handler === 'function' ? await handler(request) : handler;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    fetchMock,
    find: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
};

export const errorBody = (code: string, message: string, fields?: Record<string, string>) => ({
  error: { code, message, ...(fields ? { fields } : {}) },
});
