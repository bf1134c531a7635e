/**
 * POST /api/chat/send-message (multipart) with upload progress. fetch() cannot report how much of
 * a request body has been sent, so this one call goes through XMLHttpRequest; the body follows the
 * same rules as the typed client (lib/api-client.ts): only truthy fields (spec §5), text fields
 * before files (the BFF checks them before streaming the first file on), lists as `name[]`.
 */
import { callRoutes } from 'virtual:badal/call-routes';
import type { ChatMessage } from '@badal/contracts';
import { apiEvents, SESSION_ENDED_EVENT } from '../../../lib/api-client';
import { NetworkError, toApiError } from '../../../lib/api-error';
import type { AttachmentField } from '../attachments';

export interface SendMessageInput {
  receiverId: number;
  message?: string;
  /** The product the conversation is about, when it was opened from its page. */
  slug?: string | null;
  files?: Partial<Record<AttachmentField, readonly File[]>>;
}

export interface SendOptions {
  /** Fraction of the body sent, 0 to 1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

export const buildMessageForm = ({ receiverId, message, slug, files }: SendMessageInput): FormData => {
  const form = new FormData();
  form.append('receiverId', String(receiverId));
  const text = message?.trim();
  if (text) form.append('message', text);
  if (slug) form.append('slug', slug);
  for (const [field, list] of Object.entries(files ?? {})) {
    for (const file of list ?? []) form.append(`${field}[]`, file, file.name);
  }
  return form;
};

const parse = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

export const sendMessage = (
  input: SendMessageInput,
  { onProgress, signal }: SendOptions = {},
): Promise<ChatMessage> => {
  const route = callRoutes.sendMessage;
  if (!route) return Promise.reject(new Error('sendMessage is not exposed under /api'));
  return new Promise<ChatMessage>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, `/api${route.path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    const lang = document.documentElement.lang;
    if (lang) xhr.setRequestHeader('accept-language', lang);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(data as ChatMessage);
        return;
      }
      const error = toApiError(xhr.status, data);
      if (error.code === 'session_ended') apiEvents.dispatchEvent(new Event(SESSION_ENDED_EVENT));
      reject(error);
    };
    xhr.onerror = () => reject(new NetworkError('upload failed'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(buildMessageForm(input));
  });
};
