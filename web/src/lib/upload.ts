/**
 * A multipart call with upload progress. fetch() cannot tell how much of a request body has gone
 * out, XMLHttpRequest can, so calls that show a progress bar (ad pictures, chat attachments) go
 * through here: the same address, headers and error handling as the typed client (api-client.ts).
 */
import { callRoutes } from 'virtual:badal/call-routes';
import type { CallName } from '@badal/contracts';
import { apiEvents, SESSION_ENDED_EVENT } from './api-client';
import { NetworkError, toApiError } from './api-error';

export interface Upload<T> {
  /** The answer. Rejects with ApiError, NetworkError or an AbortError. */
  done: Promise<T>;
  abort: () => void;
}

export interface UploadOptions {
  /** Fraction of the body sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const parse = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

const cancelled = () => new DOMException('The upload was cancelled.', 'AbortError');

export const uploadForm = <T>(
  name: CallName,
  form: FormData,
  { onProgress, signal }: UploadOptions = {},
): Upload<T> => {
  const route = callRoutes[name];
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    if (!route) throw new Error(`${name} is not exposed under /api`);
    if (signal?.aborted) throw cancelled();
    xhr.open(route.method, `/api${route.path}`);
    xhr.setRequestHeader('accept', 'application/json');
    // The page's language decides the API's, as for every other call.
    const lang = document.documentElement.lang;
    if (lang) xhr.setRequestHeader('accept-language', lang);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(data as T);
        return;
      }
      const error = toApiError(xhr.status, data);
      if (error.code === 'session_ended') apiEvents.dispatchEvent(new Event(SESSION_ENDED_EVENT));
      reject(error);
    });
    xhr.addEventListener('error', () => reject(new NetworkError('upload failed')));
    xhr.addEventListener('abort', () => reject(cancelled()));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
};
