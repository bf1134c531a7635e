/**
 * Registers the calls of the contracts' call table under /api, each with its handler from one
 * typed map (a call without a handler does not compile), the way the production API takes them: GET as GET; POST, PUT and DELETE all as POST, told apart by a `_method` field (JSON field,
 * url-encoded field, or the first multipart part). One dispatcher per path picks the handler, so
 * POST /users/{id} can serve `_method=PUT` while another method could be added beside it.
 */
import {
  type CallDef,
  type CallName,
  type Calls,
  calls,
  type Locale,
  METHOD_OVERRIDE_FIELD,
  toRouterPath,
} from '@badal/contracts';
import type { Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError, unauthenticated } from '../http-error.js';
import type { Authenticated } from '../services/tokens.js';
import type { UploadedFile } from '../services/uploaded-file.js';
import { foldFormFields } from './form-fields.js';
import { requestLocale } from './locale.js';
import { missingFiles, readMultipart } from './multipart.js';
import { parseInput, parseParams, toFieldErrors } from './validate.js';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The body as the dispatcher found it: parsed fields, or the not yet read rest of a multipart stream. */
export interface RouteInput {
  fields: unknown;
  parts: AsyncIterable<Multipart> | null;
}

export type RouteHandler = (request: FastifyRequest, reply: FastifyReply, input: RouteInput) => Promise<unknown>;

/** Bounds for multipart bodies of a route, so no upload is read further than the route allows. */
export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
}

export type Authenticator = (request: FastifyRequest) => Promise<Authenticated | null>;

// Not distributive: a declared schema S arrives as `S | undefined` (an optional CallDef field).
type Out<S> = NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : Record<string, never>;

/** Who is asking, as the call's own `auth` promises it: always someone, maybe someone, or nobody. */
export type CallAuthOf<C extends CallDef> = C['auth'] extends 'required'
  ? Authenticated
  : C['auth'] extends 'optional'
    ? Authenticated | null
    : null;

export interface CallContext<C extends CallDef> {
  request: FastifyRequest;
  reply: FastifyReply;
  locale: Locale;
  auth: CallAuthOf<C>;
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
  files: Map<string, UploadedFile[]>;
}

export type CallHandler<C extends CallDef> = (ctx: CallContext<C>) => Promise<z.input<C['response']>>;

/** Every call of the table with its handler: the reference API's whole /api. */
export type CallHandlers = { [N in CallName]: CallHandler<Calls[N]> };

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v);

const overrideOf = (value: unknown): string => (typeof value === 'string' ? value.trim().toUpperCase() : '?');

async function* prepend<T>(first: readonly T[], rest: AsyncIterator<T>): AsyncGenerator<T> {
  yield* first;
  for (;;) {
    const next = await rest.next();
    if (next.done) return;
    yield next.value;
  }
}

/** Fields read ahead of the first file while looking for `_method` (the multipart field limit is 100). */
const MAX_LEADING_FIELDS = 100;
/**
 * Files beyond a call's counts are still read past (never kept), so the answer can name the field
 * that has too many (422) instead of cutting the request off; only far more is a 413.
 */
const EXTRA_FILES = 10;

interface PostRoute {
  handlers: Map<RouteMethod, RouteHandler>;
  limits: UploadLimits;
}

export class ApiRouter {
  private readonly posts = new Map<string, PostRoute>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly prefix: string,
    private readonly authenticate: Authenticator,
  ) {}

  /** A route by the method the spec names; PUT and DELETE are reachable only as POST + _method. */
  route(method: RouteMethod, path: string, handler: RouteHandler, limits?: UploadLimits): void {
    const url = this.prefix + toRouterPath(path);
    if (method === 'GET') {
      this.app.get(url, (request, reply) => handler(request, reply, { fields: {}, parts: null }));
      return;
    }
    let post = this.posts.get(url);
    if (!post) {
      const created: PostRoute = { handlers: new Map(), limits: { maxFileBytes: 0, maxFiles: 0 } };
      this.posts.set(url, created);
      this.app.post(url, (request, reply) => this.dispatch(created, request, reply));
      post = created;
    }
    if (post.handlers.has(method)) throw new Error(`${method} ${url} is registered twice`);
    post.handlers.set(method, handler);
    if (limits) {
      post.limits = {
        maxFileBytes: Math.max(post.limits.maxFileBytes, limits.maxFileBytes),
        maxFiles: Math.max(post.limits.maxFiles, limits.maxFiles),
      };
    }
  }

  /** Every call of the table, each with its handler. */
  calls(handlers: CallHandlers): void {
    for (const name of Object.keys(calls) as CallName[])
      this.register(calls[name], handlers[name] as CallHandler<CallDef>);
  }

  private register<C extends CallDef>(call: C, handler: CallHandler<C>): void {
    const files = call.files ?? [];
    const limits =
      files.length > 0
        ? {
            maxFileBytes: Math.max(...files.map((f) => f.maxBytes)),
            maxFiles: files.reduce((n, f) => n + f.maxCount, 0),
          }
        : undefined;
    this.route(
      call.method,
      call.path,
      (request, reply, input) => this.runCall(call, handler, request, reply, input),
      limits,
    );
  }

  private async dispatch(post: PostRoute, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    let method = 'POST';
    let input: RouteInput;
    if (request.isMultipart()) {
      const parts = request.parts({
        limits: { fileSize: post.limits.maxFileBytes, files: post.limits.maxFiles + EXTRA_FILES },
      });
      // `_method` is looked for among the fields before the first file (clients send it first), so
      // the handler is known before any file is read; the fields read ahead are handed on.
      const leading: Multipart[] = [];
      let next = await parts.next();
      while (!next.done && next.value.type === 'field' && leading.length < MAX_LEADING_FIELDS) {
        leading.push(next.value);
        next = await parts.next();
      }
      const override = leading.find((p) => p.type === 'field' && p.fieldname === METHOD_OVERRIDE_FIELD);
      if (override?.type === 'field') method = overrideOf(override.value);
      const rest = leading.filter((p) => p !== override);
      if (!next.done) rest.push(next.value);
      input = { fields: {}, parts: rest.length === 0 && next.done ? null : prepend(rest, parts) };
    } else {
      const body = request.body;
      if (isPlainObject(body)) {
        const fields = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
          ? foldFormFields(body)
          : { ...body };
        if (METHOD_OVERRIDE_FIELD in fields) {
          method = overrideOf(fields[METHOD_OVERRIDE_FIELD]);
          delete fields[METHOD_OVERRIDE_FIELD];
        }
        input = { fields, parts: null };
      } else {
        input = { fields: body ?? {}, parts: null };
      }
    }
    const handler = post.handlers.get(method as RouteMethod);
    if (!handler) throw new HttpError(405, 'upstream.methodNotAllowed', undefined, { allow: 'POST' });
    return handler(request, reply, input);
  }

  private async runCall<C extends CallDef>(
    call: C,
    handler: CallHandler<C>,
    request: FastifyRequest,
    reply: FastifyReply,
    input: RouteInput,
  ): Promise<unknown> {
    // Laravel order: who is asking first (401), then what was asked (404 / 422).
    const auth = call.auth === 'none' ? null : await this.authenticate(request);
    if (call.auth === 'required' && !auth) throw unauthenticated();
    const params = (call.params ? parseParams(call.params, request.params) : {}) as Out<C['params']>;
    const query = (call.query ? parseInput(call.query, request.query ?? {}) : {}) as Out<C['query']>;
    let body = {} as Out<C['body']>;
    let files = new Map<string, UploadedFile[]>();
    if (call.method !== 'GET' && (call.body || call.files)) {
      // Like Laravel, any body encoding is read for any call; declared files come only by multipart.
      const read = input.parts ? await readMultipart(input.parts, call.files ?? []) : null;
      const fileErrors = call.files ? (read?.errors ?? missingFiles(call.files, new Map())) : {};
      const parsed = call.body?.safeParse(read ? read.fields : input.fields);
      const errors = { ...fileErrors, ...(parsed && !parsed.success ? toFieldErrors(parsed.error.issues) : {}) };
      const first = Object.values(errors)[0]?.[0];
      if (first) throw new HttpError(422, first, errors);
      body = (parsed?.success ? parsed.data : {}) as Out<C['body']>;
      files = read?.files ?? files;
    }
    const locale = requestLocale(request);
    const result = await handler({ request, reply, locale, auth: auth as CallAuthOf<C>, params, query, body, files });
    // The answer is checked against the contract too: a reference API must not drift from it.
    const checked = call.response.safeParse(result);
    if (!checked.success) {
      request.log.error({ call: call.name, issues: checked.error.issues }, 'response does not match the contract');
      throw new Error(`response of ${call.name} does not match the contract`);
    }
    return reply.code(call.successStatus ?? 200).send(checked.data);
  }
}
