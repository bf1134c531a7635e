/**
 * Re-streams a client's multipart body to the upstream without holding it in memory: each part
 * is checked as it passes (field names, file count, format by content, size) and written to a
 * fresh multipart stream that starts with `_method` when the verb needs it. The upstream request
 * starts only once the text fields and the first file's leading bytes have been checked, so a
 * wrong format is refused before anything is forwarded; a later failure aborts the upstream
 * request so nothing half-written is kept.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import {
  type CallDef,
  detectFormat,
  type FileField,
  formatAllowed,
  METHOD_OVERRIDE_FIELD,
  SNIFF_BYTES,
} from '@badal/contracts';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { BffError } from '../lib/bff-error.js';
import { fieldErrors } from '../lib/zod-fields.js';

export interface MultipartForward {
  stream: PassThrough;
  contentType: string;
  /** Resolves once it is safe to start the upstream request (or rejects with the reason). */
  ready: Promise<void>;
  /** Resolves when the whole client body has been read and written. */
  done: Promise<void>;
  /** Stops forwarding because the upstream request failed: `done` rejects with `reason`. */
  abort: (reason: unknown) => void;
}

const escapeName = (s: string) => s.replace(/["\r\n]/g, '_');

const isFastifyError = (error: unknown): boolean =>
  typeof (error as { code?: unknown })?.code === 'string' && (error as { code: string }).code.startsWith('FST_');

/** The text fields a call's body declares; null when its schema does not list them (anything goes). */
const acceptedFields = (call: CallDef): Set<string> | null => {
  if (!call.body) return new Set();
  return call.body instanceof z.ZodObject ? new Set(Object.keys(call.body.shape)) : null;
};

export const forwardMultipart = (
  request: FastifyRequest,
  call: CallDef,
  methodOverride: string | null,
  uploadMaxBytes: number,
  /** Ends an upload that moves no bytes for this long: 408 when the client stalls, 504 when the API does. */
  idleTimeoutMs = Number.POSITIVE_INFINITY,
): MultipartForward => {
  const boundary = `----badal${randomBytes(12).toString('hex')}`;
  const out = new PassThrough({ highWaterMark: 64 * 1024 });
  // The failure is reported through `ready`/`done`; the stream's own error event would otherwise
  // be unhandled when no upstream request was started to consume it.
  out.on('error', () => {});
  const fileDefs = new Map<string, FileField>();
  for (const f of call.files ?? []) {
    fileDefs.set(f.name, f);
    fileDefs.set(`${f.name}[]`, f);
  }
  const counts = new Map<string, number>();
  const fields: Record<string, unknown> = {};

  let markReady!: () => void;
  let failReady!: (e: unknown) => void;
  const ready = new Promise<void>((res, rej) => {
    markReady = res;
    failReady = rej;
  });
  let isReady = false;
  const becomeReady = () => {
    if (!isReady) {
      isReady = true;
      markReady();
    }
  };

  // Until the upstream request starts nobody reads `out`, so waiting for 'drain' then would never
  // end; what is written before that is bounded (text fields and one file's first bytes).
  let outFailed = false;
  // The watchdog: every byte that moves (in from the client, on to the API) puts it off. Which
  // side it fires on decides the answer.
  let waitingOnApi = false;
  let idleTimer: NodeJS.Timeout | undefined;
  let failIdle!: (e: unknown) => void;
  const idle = new Promise<never>((_, rej) => {
    failIdle = rej;
  });
  const touch = () => {
    if (!Number.isFinite(idleTimeoutMs)) return;
    clearTimeout(idleTimer);
    idleTimer = setTimeout(
      () => failIdle(new BffError(waitingOnApi ? 'upstream_timeout' : 'request_timeout')),
      idleTimeoutMs,
    );
  };
  const write = async (chunk: Buffer | string) => {
    try {
      if (!out.write(chunk) && isReady) {
        waitingOnApi = true;
        await once(out, 'drain');
        waitingOnApi = false;
      }
      touch();
    } catch (error) {
      outFailed = true;
      throw error;
    }
  };
  const accepted = acceptedFields(call);

  const checkFields = () => {
    if (!call.body) return;
    const parsed = call.body.safeParse(fields);
    if (!parsed.success) throw new BffError('validation', { fields: fieldErrors(parsed.error) });
  };

  const forward = async () => {
    if (methodOverride)
      await write(
        `--${boundary}\r\nContent-Disposition: form-data; name="${METHOD_OVERRIDE_FIELD}"\r\n\r\n${methodOverride}\r\n`,
      );
    const maxPerFile = Math.max(uploadMaxBytes, ...[...fileDefs.values()].map((f) => f.maxBytes));
    for await (const part of request.parts({
      limits: { fileSize: maxPerFile + 1, fields: 100, fieldSize: 64 * 1024, parts: 200 },
    })) {
      touch();
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (part.fieldname === METHOD_OVERRIDE_FIELD) continue; // the BFF decides the verb, never the client
        const key = part.fieldname.replace(/\[\]$/, '');
        // A field the call does not take is refused rather than passed on unread; a value longer
        // than a part may be is refused rather than cut.
        if (part.fieldnameTruncated || (accepted && !accepted.has(key)))
          throw new BffError('validation', { fields: { [key]: 'validation.invalid' } });
        if (part.valueTruncated) throw new BffError('validation', { fields: { [key]: 'validation.tooLong' } });
        if (part.fieldname.endsWith('[]')) {
          const list = Array.isArray(fields[key]) ? (fields[key] as unknown[]) : [];
          list.push(value);
          fields[key] = list;
        } else fields[key] = value;
        await write(
          `--${boundary}\r\nContent-Disposition: form-data; name="${escapeName(part.fieldname)}"\r\n\r\n${value}\r\n`,
        );
        continue;
      }
      const def = fileDefs.get(part.fieldname);
      if (!def) throw new BffError('validation', { fields: { [part.fieldname]: 'validation.invalid' } });
      const n = (counts.get(def.name) ?? 0) + 1;
      counts.set(def.name, n);
      if (n > def.maxCount) throw new BffError('validation', { fields: { [def.name]: 'validation.tooLong' } });
      if (!isReady) checkFields();

      const limit = Math.min(def.maxBytes, uploadMaxBytes);
      let head: Buffer = Buffer.alloc(0);
      let size = 0;
      let started = false;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        touch();
        size += chunk.length;
        if (size > limit) throw new BffError('payload_too_large', { fields: { [def.name]: 'error.payloadTooLarge' } });
        if (!started) {
          head = Buffer.concat([head, chunk]);
          if (head.length < SNIFF_BYTES) continue;
          await startFile(def, part, head, false);
          started = true;
          continue;
        }
        await write(chunk);
      }
      if (!started) {
        if (size === 0) throw new BffError('validation', { fields: { [def.name]: 'validation.file' } });
        await startFile(def, part, head, true);
      }
      await write('\r\n');
    }
    for (const def of call.files ?? []) {
      if (def.required && !counts.get(def.name))
        throw new BffError('validation', { fields: { [def.name]: 'validation.file' } });
    }
    checkFields();
    out.end(`--${boundary}--\r\n`);
    becomeReady();
  };

  touch();
  const forwarded = forward()
    .catch((error: unknown) => {
      // The body's parser failing (no boundary, a body cut off mid-part, a malformed header) is the
      // client's bad request; the upstream stream failing, or a limit Fastify names, is reported as is.
      if (outFailed || error instanceof BffError || isFastifyError(error)) throw error;
      throw new BffError('bad_request');
    })
    .finally(() => clearTimeout(idleTimer));
  // A stalled upload is answered without waiting for the loop above, which ends with the connection.
  const done = Promise.race([forwarded, idle]);
  done.catch(() => clearTimeout(idleTimer));

  /**
   * A file's leading bytes (its whole content when `complete`) have arrived: its format is checked
   * and, if it is one the call takes, the part starts on the upstream stream with those bytes.
   */
  async function startFile(def: FileField, part: MultipartFile, head: Buffer, complete: boolean) {
    if (!formatAllowed(await detectFormat(head, complete, fileTypeFromBuffer), def.formats))
      throw new BffError('validation', { fields: { [def.name]: 'validation.fileType' } });
    becomeReady();
    await write(
      `--${boundary}\r\nContent-Disposition: form-data; name="${escapeName(part.fieldname)}"; filename="${escapeName(part.filename || 'file')}"\r\nContent-Type: ${escapeName(part.mimetype || 'application/octet-stream')}\r\n\r\n`,
    );
    await write(head);
  }

  done.catch((error) => {
    if (!isReady) failReady(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  // A rejection of `ready` after the upstream request started is reported through `done`.
  ready.catch(() => {});

  // Nobody reads the stream once the upstream request has failed: waiting for it to drain would
  // never end, so the upstream's failure ends the forwarding and becomes its answer.
  const abort = (reason: unknown) => failIdle(reason);

  return { stream: out, contentType: `multipart/form-data; boundary=${boundary}`, ready, done, abort };
};
