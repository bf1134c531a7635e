import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Compresses a page for a client that accepts it: brotli at a fast quality, else gzip. Small
 * bodies are not worth it.
 */
export const encodeForClient = (
  text: string,
  acceptEncoding: string | undefined,
): { body: Buffer | string; encoding: 'br' | 'gzip' | null } => {
  if (text.length < 1024 || !acceptEncoding) return { body: text, encoding: null };
  if (/\bbr\b/.test(acceptEncoding))
    return { body: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (/\bgzip\b/.test(acceptEncoding)) return { body: gzipSync(text, { level: 6 }), encoding: 'gzip' };
  return { body: text, encoding: null };
};
