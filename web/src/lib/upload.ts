/**
 * A multipart call with upload progress. fetch() cannot tell how much of a request body has gone
 * out, XMLHttpRequest can, so calls that show a progress bar (ad pictures, chat attachments) go
 * through `uploadCall`: typed from the call table like `callApi`, with the same URL, body encoder,
 * headers and error handling (api-client.ts), only sent by XMLHttpRequest.
 */
import type { MirroredCallName } from 'virtual:badal/call-paths';
import {
  apiEvents,
  type CallInput,
  type CallOutput,
  callRequest,
  checkCallAnswer,
  requestHeaders,
  SESSION_ENDED_EVENT,
} from './api-client';
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

export const uploadCall = <N extends MirroredCallName>(
  name: N,
  input: Omit<CallInput<N>, 'signal'>,
  { onProgress, signal }: UploadOptions = {},
): Upload<CallOutput<N>> => {
  const xhr = new XMLHttpRequest();
  const done = new Promise<CallOutput<N>>((resolve, reject) => {
    const { method, url, body, contentType } = callRequest(name, input as CallInput<N>);
    if (signal?.aborted) throw cancelled();
    xhr.open(method, url);
    for (const [header, value] of Object.entries(requestHeaders(contentType))) xhr.setRequestHeader(header, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        checkCallAnswer(name, data);
        resolve(data as CallOutput<N>);
        return;
      }
      const error = toApiError(xhr.status, data, xhr.getResponseHeader('retry-after'));
      if (error.code === 'session_ended') apiEvents.dispatchEvent(new Event(SESSION_ENDED_EVENT));
      reject(error);
    });
    xhr.addEventListener('error', () => reject(new NetworkError('upload failed')));
    xhr.addEventListener('abort', () => reject(cancelled()));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    // callRequest makes strings, form data and url-encoded bodies only, never a stream.
    xhr.send((body ?? null) as XMLHttpRequestBodyInit | null);
  });
  return { done, abort: () => xhr.abort() };
};
