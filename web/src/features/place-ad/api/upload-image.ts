/**
 * POST /api/ad/images with one picture, reporting upload progress. The typed client sends with
 * fetch, which cannot tell how much of a body has gone out; XMLHttpRequest can, so this one call
 * goes through it — same address, headers and error handling as the client (lib/api-client.ts).
 * One request per picture gives every file its own progress bar and its own error.
 */
import { callRoutes } from 'virtual:badal/call-routes';
import type { AdDraft } from '@badal/contracts';
import { apiEvents, SESSION_ENDED_EVENT } from '../../../lib/api-client';
import { NetworkError, toApiError } from '../../../lib/api-error';

/** The form field the API takes pictures in (spec §7 "images[]"). */
export const IMAGES_FIELD = 'images[]';

export interface Upload {
  /** The draft with the picture added. Rejects with ApiError, NetworkError or an AbortError. */
  done: Promise<AdDraft>;
  abort: () => void;
}

const parse = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

export const uploadImage = (file: File, onProgress: (fraction: number) => void): Upload => {
  const xhr = new XMLHttpRequest();
  const call = callRoutes.addImages;
  if (!call) throw new Error('addImages is not exposed under /api');
  const done = new Promise<AdDraft>((resolve, reject) => {
    xhr.open(call.method, `/api${call.path}`);
    xhr.setRequestHeader('accept', 'application/json');
    const lang = document.documentElement.lang;
    if (lang) xhr.setRequestHeader('accept-language', lang);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(data as AdDraft);
        return;
      }
      const error = toApiError(xhr.status, data);
      if (error.code === 'session_ended') apiEvents.dispatchEvent(new Event(SESSION_ENDED_EVENT));
      reject(error);
    });
    xhr.addEventListener('error', () => reject(new NetworkError('upload failed')));
    xhr.addEventListener('abort', () => reject(new DOMException('upload cancelled', 'AbortError')));
    const form = new FormData();
    form.append(IMAGES_FIELD, file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
};
