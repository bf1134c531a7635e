/**
 * Registers one of the BFF's own endpoints from its declaration in the contracts
 * (`bffEndpoints`, contracts/src/bff.ts): method and path come from there, and so does input
 * validation — params, query and body are parsed with the declared schemas before the handler
 * runs, which gets them typed. /docs is built from the same declarations (lib/openapi.ts), so an
 * endpoint and its documentation cannot drift apart.
 */
import { type BffEndpointName, bffEndpoints, toRouterPath } from '@badal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { BffError } from './bff-error.js';
import { parseInput } from './zod-fields.js';

type Endpoints = typeof bffEndpoints;
type Parsed<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : undefined;

/** What a handler receives, parsed and typed from the endpoint's declaration. */
export interface EndpointInput<N extends BffEndpointName> {
  params: Parsed<Endpoints[N], 'params'>;
  query: Parsed<Endpoints[N], 'query'>;
  body: Parsed<Endpoints[N], 'body'>;
}

export type EndpointHandler<N extends BffEndpointName> = (
  request: FastifyRequest,
  reply: FastifyReply,
  input: EndpointInput<N>,
) => Promise<unknown>;

const schemaOf = (endpoint: Endpoints[BffEndpointName], part: 'params' | 'query' | 'body'): z.ZodType | undefined =>
  (endpoint as Partial<Record<typeof part, z.ZodType>>)[part];

export const bffEndpoint = <N extends BffEndpointName>(
  app: FastifyInstance,
  name: N,
  handler: EndpointHandler<N>,
): void => {
  const endpoint = bffEndpoints[name];
  const params = schemaOf(endpoint, 'params');
  const query = schemaOf(endpoint, 'query');
  const body = schemaOf(endpoint, 'body');
  app.route({
    method: endpoint.method,
    url: toRouterPath(endpoint.path),
    schema: { summary: endpoint.summary, tags: ['bff'] },
    handler: async (request, reply) => {
      // A path whose parameters do not fit (an unknown sign-in provider) names no endpoint.
      const path = params?.safeParse(request.params);
      if (path && !path.success) throw new BffError('not_found');
      const input = {
        params: path?.data,
        query: query ? parseInput(query, request.query) : undefined,
        body: body ? parseInput(body, request.body) : undefined,
      } as EndpointInput<N>;
      return handler(request, reply, input);
    },
  });
};
