/**
 * Upstream media (avatars, category and product images, banners) reach the browser through the
 * BFF origin: streamed as they arrive, with long cache headers (file names are content-unique).
 * `?w=<width>` (one of contracts' MEDIA_WIDTHS) asks for a raster picture scaled down to that
 * width as WebP, for `srcset`; clients that do not take WebP, and pictures that cannot be scaled
 * (SVG), get the original.
 */
import { isMediaWidth } from '@badal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BffError } from '../lib/bff-error.js';
import { isScalable, PictureResizer, type ResizedPicture } from '../media/picture-resizer.js';

const PASS = ['content-type', 'content-length', 'etag', 'last-modified'];
const FOREVER = 'public, max-age=31536000, immutable';
/**
 * Pictures are members' uploads: an SVG opened on its own must run nothing and reach nothing,
 * whatever the API's storage sends. The same policy as the reference API's /storage.
 */
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Originals larger than this are passed on as they are rather than held in memory to be scaled. */
const MAX_SCALED_ORIGINAL_BYTES = 32 * 1024 * 1024;

type MediaRequest = FastifyRequest<{ Params: { '*': string }; Querystring: { w?: string } }>;

const mediaPath = (request: MediaRequest): string => {
  const rest = request.params['*'];
  if (!rest || rest.split('/').some((seg) => seg === '..' || seg === '.' || seg === ''))
    throw new BffError('not_found');
  return rest;
};

/** The width asked for, null when none was; anything but a listed width is refused. */
const requestedWidth = (request: MediaRequest): number | null => {
  const raw = request.query.w;
  if (raw === undefined) return null;
  const width = /^\d{1,5}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!isMediaWidth(width)) throw new BffError('bad_request');
  return width;
};

const acceptsWebp = (request: FastifyRequest): boolean =>
  /image\/webp|image\/\*|\*\/\*/.test(request.headers.accept ?? '');

export const mediaRoutes = async (app: FastifyInstance) => {
  const resizer = new PictureResizer(app.config.mediaCacheBytes);
  const originUrl = (path: string) => `${app.config.upstream.mediaUrl}/${path}`;

  /** The upstream's file, streamed on untouched. */
  // This plugin's routes only (it is not wrapped with fastify-plugin): every /media answer.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', MEDIA_CSP);
  });

  const sendOriginal = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const headers: Record<string, string> = {};
    const inm = request.headers['if-none-match'];
    if (typeof inm === 'string') headers['if-none-match'] = inm;
    const res = await app.upstream.media(originUrl(path), headers);
    if (res.status === 304) {
      await res.body.dump();
      return reply.code(304).send();
    }
    if (res.status !== 200) {
      await res.body.dump();
      throw new BffError('not_found');
    }
    for (const name of PASS) {
      const v = res.headers[name];
      if (typeof v === 'string') reply.header(name, v);
    }
    return reply.send(res.body.whole ?? res.body.stream());
  };

  /** The original in memory when it can be scaled; null to pass it on as it is instead. */
  const loadScalable = async (path: string): Promise<Buffer | null> => {
    const res = await app.upstream.media(originUrl(path), {});
    const type = res.headers['content-type'];
    const length = Number(res.headers['content-length'] ?? 0);
    if (res.status !== 200 || typeof type !== 'string' || !isScalable(type) || length > MAX_SCALED_ORIGINAL_BYTES) {
      await res.body.dump();
      if (res.status === 404) throw new BffError('not_found');
      return null;
    }
    return res.body.bytes();
  };

  const sendScaled = (request: FastifyRequest, reply: FastifyReply, picture: ResizedPicture) => {
    reply.header('etag', picture.etag);
    if (request.headers['if-none-match'] === picture.etag) return reply.code(304).send();
    return reply
      .header('content-type', picture.contentType)
      .header('content-length', picture.body.length)
      .send(picture.body);
  };

  app.get<{ Params: { '*': string }; Querystring: { w?: string } }>(
    '/media/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const path = mediaPath(request);
      const width = requestedWidth(request);
      reply.header('cache-control', FOREVER);
      reply.header('x-content-type-options', 'nosniff');
      if (width === null) return sendOriginal(request, reply, path);

      // What a ?w= answer holds depends on the Accept header.
      reply.header('vary', 'Accept');
      if (!acceptsWebp(request)) return sendOriginal(request, reply, path);
      let picture: ResizedPicture | null;
      try {
        picture = await resizer.get(path, width, () => loadScalable(path));
      } catch (error) {
        if (error instanceof BffError) throw error;
        // A file the scaler cannot read is still the upstream's file: pass it on.
        request.log.warn({ err: error, path }, 'picture could not be scaled; sending the original');
        picture = null;
      }
      return picture ? sendScaled(request, reply, picture) : sendOriginal(request, reply, path);
    },
  );
};
