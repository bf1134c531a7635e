import type { FastifyRequest } from 'fastify';
import { BffError } from './bff-error.js';

/**
 * One part of an aggregate answer (bootstrap, home page): its failure is logged and the part is
 * null, so the rest of the answer still arrives.
 */
export const optionalPart = async <T>(
  request: FastifyRequest,
  name: string,
  load: () => Promise<T>,
): Promise<T | null> => {
  try {
    return await load();
  } catch (error) {
    request.log.warn(
      { part: name, code: error instanceof BffError ? error.code : undefined, err: error },
      'aggregate part failed',
    );
    return null;
  }
};
