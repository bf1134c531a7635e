/**
 * Attachments of a chat message: written under `chat/<sender id>/` with random names and the
 * extension of what they really are, before the message's transaction (and removed if it fails).
 * The sender's file name is kept, cleaned, for display and download.
 */
import { randomBytes } from 'node:crypto';
import type { UpstreamContext } from '../context.js';
import { mimeTypeOf } from '../file-format.js';
import { storeFile } from '../storage.js';
import type { UploadedFile } from '../uploaded-file.js';

export type AttachmentKind = 'image' | 'video' | 'file' | 'audio';

/** The multipart fields of POST /chat/send-message and what they carry. */
export const ATTACHMENT_FIELDS: readonly { field: string; kind: AttachmentKind }[] = [
  { field: 'images', kind: 'image' },
  { field: 'videos', kind: 'video' },
  { field: 'files', kind: 'file' },
  { field: 'audios', kind: 'audio' },
];

export interface StoredAttachment {
  kind: AttachmentKind;
  path: string;
  name: string;
  size: number;
  mimeType: string;
}

// Controls and bidirectional overrides could disguise a name ("photo\u202Egpj.exe").
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const UNSAFE_NAME = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

/** The file name the sender's device gave, without folders or disguises, at most 120 characters. */
export const cleanFileName = (given: string, fallback: string): string => {
  const base = given.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(UNSAFE_NAME, '').replace(/\s+/g, ' ').trim().slice(0, 120);
  return clean || fallback;
};

export const storeAttachment = async (
  ctx: UpstreamContext,
  senderId: number,
  kind: AttachmentKind,
  file: UploadedFile,
): Promise<StoredAttachment> => {
  if (!file.format) throw new Error('attachment of an unrecognised format');
  const extension = file.format.ext;
  const path = `chat/${senderId}/${randomBytes(12).toString('hex')}.${extension}`;
  await storeFile(ctx.storageDir, path, file.data);
  return {
    kind,
    path,
    name: cleanFileName(file.fileName, `${kind}.${extension}`),
    size: file.data.length,
    mimeType: mimeTypeOf(file.format, kind === 'audio' ? 'audio' : undefined),
  };
};
