/**
 * The language of a request to the API: its Accept-Language, read by the contracts' one rule
 * (the same parser the BFF uses), English when it names neither en nor ar.
 */
import { type Locale, resolveLocale } from '@badal/contracts';
import type { FastifyRequest } from 'fastify';

export const requestLocale = (request: FastifyRequest): Locale =>
  resolveLocale({ acceptLanguage: request.headers['accept-language'] });
