/** GET /dev/outbox?to=<phone or e-mail>: what the API "sent", newest first (developers and tests). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../http/validate.js';
import type { UpstreamContext } from '../services/context.js';
import { readOutbox } from '../services/outbox.js';

const querySchema = z.object({
  to: z.string({ error: 'validation.invalid' }).trim().max(254, { error: 'validation.tooLong' }).optional(),
  limit: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(200).default(50),
});

export const registerDevOutboxRoute = (app: FastifyInstance, ctx: UpstreamContext): void => {
  app.get('/dev/outbox', async (request) => {
    const query = parseInput(querySchema, request.query ?? {});
    return { messages: await readOutbox(ctx, query.to || undefined, query.limit) };
  });
};
