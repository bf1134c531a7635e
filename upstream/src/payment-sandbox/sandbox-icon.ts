/**
 * The sandbox's own icon (its pages would otherwise leave a 404 for /favicon.ico in every console
 * that opens them): the provider badge's blue with a card, linked from each page and served at
 * the address browsers ask for by themselves.
 */
import type { FastifyInstance } from 'fastify';

export const SANDBOX_ICON_PATH = '/favicon.svg';

export const sandboxIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0a4d8c"/><rect x="6" y="9" width="20" height="14" rx="2.5" fill="#fff"/><rect x="6" y="12" width="20" height="3" fill="#0a4d8c"/><rect x="9" y="18" width="6" height="2" rx="1" fill="#0a4d8c"/></svg>`;

/** `<link rel=icon>` for the sandbox's pages. */
export const sandboxIconLink = `<link rel="icon" type="image/svg+xml" href="${SANDBOX_ICON_PATH}">`;

export const registerSandboxIcon = (app: FastifyInstance): void => {
  for (const path of [SANDBOX_ICON_PATH, '/favicon.ico'])
    app.get(path, async (_request, reply) =>
      reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(sandboxIcon),
    );
};
