/**
 * POST /api/chat/send-message (multipart) with upload progress (`uploadCall`, lib/upload.ts). Only
 * truthy fields are sent (spec §5); each attachment field travels as a list (`images[]`, …).
 */
import type { ChatMessage } from '@badal/contracts';
import { type UploadOptions, uploadCall } from '../../../lib/upload';
import type { AttachmentField } from '../attachments';

export interface SendMessageInput {
  receiverId: number;
  message?: string;
  /** The product the conversation is about, when it was opened from its page. */
  slug?: string | null;
  files?: Partial<Record<AttachmentField, readonly File[]>>;
}

export type SendOptions = UploadOptions;

export const sendMessage = (
  { receiverId, message, slug, files }: SendMessageInput,
  options: SendOptions = {},
): Promise<ChatMessage> => {
  const text = message?.trim();
  const lists = Object.entries(files ?? {}).filter((entry): entry is [string, readonly File[]] =>
    Boolean(entry[1]?.length),
  );
  return uploadCall(
    'sendMessage',
    {
      body: { receiverId, ...(text ? { message: text } : {}), ...(slug ? { slug } : {}) },
      files: Object.fromEntries(lists),
    },
    options,
  ).done;
};
