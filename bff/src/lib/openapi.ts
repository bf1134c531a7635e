/**
 * The OpenAPI document for mobile clients (/docs/json), generated from the call table and the BFF's
 * own endpoints, so it can never drift from what the BFF actually accepts. The standard tools take
 * it as it is served (bff/src/routes/openapi-tools.test.ts): swagger-parser validates it, Redocly's
 * recommended rules find no error, openapi-typescript generates a client with named entities.
 */
import {
  type BffEndpointDef,
  bffEndpoints,
  type CallAuth,
  callList,
  type ErrorMapping,
  errorBodySchema,
  type FileField,
  loginResultSchema,
} from '@badal/contracts';
import type { z } from 'zod';
import { BEARER_SESSION_PREFERENCE } from './bearer-session.js';
import { errorAnswers, errorResponses } from './openapi-errors.js';
import { createSchemaWriter, type JsonSchema } from './openapi-schemas.js';

export interface OpenApiSettings {
  /** The site's public origin (PUBLIC_URL); without it, the origin that serves the document. */
  publicUrl: string | undefined;
  /** The session cookie's name as this deployment sets it (`__Host-` prefixed on HTTPS). */
  sessionCookieName: string;
}

/** One operation of either kind, a mirrored call or a BFF endpoint, in the terms the document needs. */
interface OperationSource {
  operationId: string;
  summary: string;
  tags: readonly string[];
  method: string;
  path: string;
  auth: CallAuth;
  params?: z.ZodType | undefined;
  query?: z.ZodType | undefined;
  body?: z.ZodType | undefined;
  multipart: boolean;
  files: readonly FileField[];
  response?: z.ZodType | undefined;
  successStatus: number;
  redirects: boolean;
  /** Answers with the session id when asked with `Prefer: bearer-session` (sign-in). */
  bearerSessionPreference: boolean;
  errors: readonly ErrorMapping[];
}

const TAGS: Record<string, string> = {
  auth: 'Registration, verification codes and passwords',
  account: 'The signed-in member and public profiles',
  catalogue: 'Categories, search and products',
  content: 'Editorial content: banners, about us, company values',
  settings: 'Public settings of the marketplace',
  ad: "Placing an ad, step by step, and the member's own ads",
  chat: 'Conversations between members',
  notifications: "The member's notifications",
  favorites: 'Saved products',
  following: 'Followed sellers and their newest products',
  requests: 'Barter and purchase requests between members',
  payments: 'The cart, orders, coupons and paying by card',
  memberships: 'Membership plans and promotions of ads',
  banners: 'Banners booked by members',
  moderation: 'The review of booked banners by operators',
  companies: 'Company subscriptions',
  bff: "The BFF's own endpoints: sessions and start-up data in one answer",
};

/** Signed in by the session cookie (browsers) or its id as a bearer token (mobile apps). */
const SIGNED_IN = [{ session: [] }, { bearer: [] }];
/** Who may call: the root's requirement for `required`, none for `none`, either for `optional`. */
const securityOf = (auth: CallAuth) =>
  auth === 'required' ? {} : { security: auth === 'none' ? [] : [...SIGNED_IN, {}] };

const fileSchema = { type: 'string', contentMediaType: 'application/octet-stream' };

export const buildOpenApi = ({ publicUrl, sessionCookieName }: OpenApiSettings) => {
  const schemas = createSchemaWriter();
  const propertiesOf = (schema: z.ZodType) => {
    const json = schemas.write(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    return { properties: json.properties ?? {}, required: json.required ?? [] };
  };

  const parameters = (op: OperationSource) => {
    const path = op.params ? propertiesOf(op.params).properties : {};
    const query = op.query ? propertiesOf(op.query) : { properties: {}, required: [] };
    return [
      ...[...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
        name,
        in: 'path',
        required: true,
        schema: path[name as string] ?? { type: 'string' },
      })),
      ...Object.entries(query.properties).map(([name, schema]) => ({
        name,
        in: 'query',
        required: query.required.includes(name),
        schema,
      })),
      ...(op.bearerSessionPreference
        ? [
            {
              name: 'Prefer',
              in: 'header',
              required: false,
              description: 'Mobile apps: `bearer-session` to be given the session id in the answer',
              schema: { type: 'string', enum: [BEARER_SESSION_PREFERENCE] },
            },
          ]
        : []),
    ];
  };

  const requestBody = (op: OperationSource) => {
    if (op.multipart) {
      const fields = op.body ? propertiesOf(op.body) : { properties: {}, required: [] };
      const files = Object.fromEntries(
        op.files.map((f) => [
          f.name,
          f.maxCount > 1 ? { type: 'array', items: fileSchema, maxItems: f.maxCount } : fileSchema,
        ]),
      );
      const required = [...fields.required, ...op.files.filter((f) => f.required).map((f) => f.name)];
      return {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { ...fields.properties, ...files },
              ...(required.length ? { required } : {}),
            },
          },
        },
      };
    }
    return op.body
      ? { required: true, content: { 'application/json': { schema: schemas.write(op.body, 'input') } } }
      : undefined;
  };

  const operation = (op: OperationSource) => {
    const body = requestBody(op);
    const params = parameters(op);
    return {
      operationId: op.operationId,
      summary: op.summary,
      tags: [...op.tags],
      ...securityOf(op.auth),
      ...(params.length ? { parameters: params } : {}),
      ...(body ? { requestBody: body } : {}),
      responses: {
        ...(op.redirects ? { 302: { description: 'Redirect (Location header)' } } : {}),
        ...(op.response
          ? {
              [String(op.successStatus)]: {
                description: 'Success',
                content: { 'application/json': { schema: schemas.write(op.response, 'output') } },
              },
            }
          : {}),
        ...errorAnswers({
          method: op.method,
          auth: op.auth,
          hasPathParams: op.path.includes('{'),
          hasInput: Boolean(op.params || op.query || op.body || op.multipart),
          hasBody: Boolean(op.body || op.multipart),
          errors: op.errors,
        }),
      },
    };
  };

  const sources: OperationSource[] = [
    ...callList
      .filter((call) => call.exposure === 'api')
      .map((call) => ({
        operationId: call.name,
        summary: call.summary,
        tags: call.tags,
        method: call.method,
        path: `/api${call.path}`,
        auth: call.auth,
        params: call.params,
        query: call.query,
        body: call.body,
        multipart: call.encoding === 'multipart',
        files: call.files ?? [],
        response: call.response,
        successStatus: call.successStatus ?? 200,
        redirects: false,
        bearerSessionPreference: false,
        errors: call.errors ?? [],
      })),
    ...(Object.entries(bffEndpoints) as [string, BffEndpointDef][]).map(([name, ep]) => ({
      operationId: `bff.${name}`,
      summary: ep.summary,
      tags: ['bff'],
      method: ep.method,
      path: ep.path,
      auth: ep.auth,
      params: ep.params,
      query: ep.query,
      body: ep.body,
      multipart: false,
      files: [],
      response: ep.response,
      successStatus: 200,
      redirects: ep.redirects ?? false,
      bearerSessionPreference: ep.response === loginResultSchema,
      errors: ep.call?.errors ?? [],
    })),
  ];

  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of sources) {
    paths[op.path] ??= {};
    paths[op.path]![op.method.toLowerCase()] = operation(op);
  }
  const usedTags = new Set(sources.flatMap((op) => op.tags));
  const responses = errorResponses(
    schemas.write(errorBodySchema, 'output'),
    sources.flatMap((op) => op.errors),
  );

  return {
    openapi: '3.1.0',
    info: {
      title: 'Badal BFF',
      version: '1.0.0',
      description:
        'The API of the Badal web and mobile apps. Sign in with POST /bff/session; browsers get an HttpOnly cookie, mobile apps add the header `Prefer: bearer-session` to get the sessionId in the answer and send it as `Authorization: Bearer <sessionId>`. Errors always have the shape `ErrorBody`: `{ error: { code, message, fields? } }`; `code` is one of the error catalogue, `upstream` for any other refusal of the marketplace API, with its status.',
    },
    servers: [
      publicUrl
        ? { url: publicUrl, description: 'This deployment (PUBLIC_URL)' }
        : { url: '/', description: 'The origin that serves this document' },
    ],
    security: SIGNED_IN,
    tags: Object.entries(TAGS)
      .filter(([name]) => usedTags.has(name))
      .map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: schemas.schemas(),
      responses,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: sessionCookieName,
          description: 'The session cookie browsers get when they sign in (HttpOnly)',
        },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The opaque BFF session id mobile apps get with `Prefer: bearer-session` (never the marketplace API token)',
        },
      },
    },
  };
};
