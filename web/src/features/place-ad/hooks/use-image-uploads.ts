/**
 * The pictures a user picked, on their way to the draft: checked first (format, size, how many
 * fit — spec §5 ad image formats png, jpg, jpeg), then sent one at a time, each with its own
 * progress and its own error. A picture the API refuses after all (its content is not what its
 * name says, it is too large) stays in the list with the reason until removed or retried.
 */
import { AD_IMAGE_FORMATS, AD_IMAGE_MAX_BYTES, AD_MAX_IMAGES, type AdDraft, type MessageKey } from '@badal/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isAbort } from '../../../lib/api-error';
import { errorMessageKey } from '../../../lib/report-error';
import { type Upload, uploadImage } from '../api/upload-image';

export type UploadStatus = 'waiting' | 'uploading' | 'failed';

export interface UploadItem {
  key: number;
  file: File;
  status: UploadStatus;
  /** 0 to 1. */
  progress: number;
  /** A message key (or the API's own words) when the picture was refused. */
  error: string | null;
}

const TYPES: Readonly<Record<string, string>> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/** Why a file cannot be a picture of an ad, before sending it; null when it may go. */
export const checkImageFile = (file: File): MessageKey | null => {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  const known = (AD_IMAGE_FORMATS as readonly string[]).includes(extension);
  // Browsers report the type from the name; an empty type (some systems) leaves the name to decide.
  if (!known || (file.type !== '' && file.type !== TYPES[extension])) return 'validation.fileType';
  if (file.size === 0) return 'validation.invalid';
  if (file.size > AD_IMAGE_MAX_BYTES) return 'error.payloadTooLarge';
  return null;
};

/** The text to show under a picture the API refused: its field error when there is one. */
const refusal = (error: unknown): string => {
  if (error instanceof ApiError) {
    const field = error.fields.images ?? error.fields['images[]'];
    if (field) return field;
  }
  return errorMessageKey(error) ?? 'error.occurred';
};

let nextKey = 1;

export const useImageUploads = ({
  existing,
  onUploaded,
}: {
  /** Pictures the draft holds already. */
  existing: number;
  onUploaded: (draft: AdDraft) => Promise<void> | void;
}) => {
  const [items, setItems] = useState<UploadItem[]>([]);
  /** Files refused before sending, with the reason; shown until dismissed or new files are picked. */
  const [refused, setRefused] = useState<{ key: number; name: string; error: MessageKey }[]>([]);
  const current = useRef<{ key: number; upload: Upload<AdDraft> } | null>(null);
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  const patch = useCallback((key: number, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const pending = items.filter((i) => i.status !== 'failed').length;
      let room = AD_MAX_IMAGES - existing - pending;
      const accepted: UploadItem[] = [];
      const rejected: { key: number; name: string; error: MessageKey }[] = [];
      for (const file of files) {
        const problem = checkImageFile(file) ?? (room <= 0 ? 'validation.tooManyFiles' : null);
        if (problem) rejected.push({ key: nextKey++, name: file.name, error: problem });
        else {
          room--;
          accepted.push({ key: nextKey++, file, status: 'waiting', progress: 0, error: null });
        }
      }
      setRefused(rejected);
      if (accepted.length > 0) setItems((list) => [...list, ...accepted]);
    },
    [items, existing],
  );

  // One picture at a time: the next waiting one starts when nothing is on its way.
  useEffect(() => {
    if (current.current || items.some((i) => i.status === 'uploading')) return;
    const next = items.find((i) => i.status === 'waiting');
    if (!next) return;
    const upload = uploadImage(next.file, (progress) => patch(next.key, { progress }));
    current.current = { key: next.key, upload };
    patch(next.key, { status: 'uploading', progress: 0, error: null });
    upload.done
      .then(async (draft) => {
        await uploaded.current(draft);
        setItems((list) => list.filter((i) => i.key !== next.key));
      })
      .catch((error: unknown) => {
        if (isAbort(error)) setItems((list) => list.filter((i) => i.key !== next.key));
        else patch(next.key, { status: 'failed', error: refusal(error) });
      })
      .finally(() => {
        current.current = null;
        // Wakes the queue up for the next picture.
        setItems((list) => [...list]);
      });
  }, [items, patch]);

  // Leaving the page stops a picture on its way (the draft keeps those already sent).
  useEffect(() => () => current.current?.upload.abort(), []);

  const remove = useCallback((key: number) => {
    if (current.current?.key === key) current.current.upload.abort();
    else setItems((list) => list.filter((i) => i.key !== key));
  }, []);

  const retry = useCallback((key: number) => patch(key, { status: 'waiting', progress: 0, error: null }), [patch]);
  const dismissRefused = useCallback((key: number) => setRefused((list) => list.filter((r) => r.key !== key)), []);

  const busy = items.some((i) => i.status !== 'failed');
  return { items, refused, add, remove, retry, dismissRefused, busy };
};
