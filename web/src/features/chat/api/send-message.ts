/**
 * POST /api/chat/send-message (multipart) with upload progress (lib/upload.ts). The body follows
 * the same rules as the typed client (lib/api-client.ts): only truthy fields (spec §5), text fields
 * before files (the BFF checks them before streaming the first file on), lists as `name[]`.
 */
import type { ChatMessage } from '@badal/contracts';
import { type UploadOptions, uploadForm } from '../../../lib/upload';
import type { AttachmentField } from '../attachments';

export interface SendMessageInput {
  receiverId: number;
  message?: string;
  /** The product the conversation is about, when it was opened from its page. */
  slug?: string | null;
  files?: Partial<Record<AttachmentField, readonly File[]>>;
}

export type SendOptions = UploadOptions;

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

export const sendMessage = (input: SendMessageInput, options: SendOptions = {}): Promise<ChatMessage> =>
  uploadForm<ChatMessage>('sendMessage', buildMessageForm(input), options).done;
