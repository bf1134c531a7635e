/**
 * The OpenAPI document for mobile clients, generated from the call table and the BFF's own
 * endpoints, so it can never drift from what the BFF actually accepts.
 */
import { type BffEndpointDef, bffEndpoints, callList, errorBodySchema } from '@badal/contracts';
import { z } from 'zod';

const toSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { unrepresentable: 'any', io, target: 'openapi-3.0' }) as Record<string, unknown>;

/** Every `{param}` of a path, described by its schema when the declaration has one. */
const pathParams = (path: string, schema: z.ZodType | undefined) => {
  const properties = schema
    ? ((toSchema(schema, 'input') as { properties?: Record<string, unknown> }).properties ?? {})
    : {};
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: properties[m[1] as string] ?? { type: 'string' },
  }));
};

const queryParams = (schema: z.ZodType | undefined) => {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: s,
  }));
};

const errorResponse = {
  description: 'Error in the catalogue shape',
  content: { 'application/json': { schema: toSchema(errorBodySchema, 'output') } },
};

export const buildOpenApi = () => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of callList) {
    if (call.exposure !== 'api') continue;
    const p = `/api${call.path}`;
    const bodyContent =
      call.encoding === 'multipart'
        ? {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  ...((call.body ? (toSchema(call.body, 'input').properties as object) : {}) ?? {}),
                  ...Object.fromEntries(
                    (call.files ?? []).map((f) => [
                      f.name,
                      f.maxCount > 1
                        ? { type: 'array', items: { type: 'string', format: 'binary' } }
                        : { type: 'string', format: 'binary' },
                    ]),
                  ),
                },
              },
            },
          }
        : call.body
          ? { 'application/json': { schema: toSchema(call.body, 'input') } }
          : undefined;
    paths[p] ??= {};
    paths[p][call.method.toLowerCase()] = {
      operationId: call.name,
      summary: call.summary,
      tags: call.tags,
      security: call.auth === 'none' ? [] : [{ session: [] }, { bearer: [] }],
      parameters: [...pathParams(call.path, call.params), ...queryParams(call.query)],
      ...(bodyContent ? { requestBody: { required: true, content: bodyContent } } : {}),
      responses: {
        [String(call.successStatus ?? 200)]: {
          description: 'Success',
          content: { 'application/json': { schema: toSchema(call.response, 'output') } },
        },
        default: errorResponse,
      },
    };
  }
  for (const [name, ep] of Object.entries(bffEndpoints) as [string, BffEndpointDef][]) {
    paths[ep.path] ??= {};
    paths[ep.path]![ep.method.toLowerCase()] = {
      operationId: `bff.${name}`,
      summary: ep.summary,
      tags: ['bff'],
      parameters: [...pathParams(ep.path, ep.params), ...queryParams(ep.query)],
      ...(ep.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(ep.body, 'input') } } } }
        : {}),
      responses: {
        ...(ep.redirects ? { 302: { description: 'Redirect (Location header)' } } : {}),
        ...(ep.response
          ? {
              200: {
                description: 'Success',
                content: { 'application/json': { schema: toSchema(ep.response, 'output') } },
              },
            }
          : {}),
        default: errorResponse,
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Badal BFF',
      version: '1.0.0',
      description:
        'The API of the Badal web and mobile apps. Sign in with POST /bff/session; browsers get an HttpOnly cookie, mobile apps add the header `Prefer: bearer-session` to get the sessionId in the answer and send it as `Authorization: Bearer <sessionId>`. Errors always have the shape { error: { code, message, fields? } }.',
    },
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'badal_sid' },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The opaque BFF session id (never the marketplace API token)',
        },
      },
    },
    paths,
  };
};
