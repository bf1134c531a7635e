/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}

/** One language's texts of the contracts' messages (build/message-texts-plugin.ts). */
declare module 'virtual:badal/message-texts/*' {
  export const texts: Readonly<Record<string, string>>;
}

/** Built from the contracts' call table by call-routes-plugin.ts: how to reach each call, without its schemas. */
declare module 'virtual:badal/call-routes' {
  import type { BodyEncoding, bffEndpoints, CallName, HttpMethod } from '@badal/contracts';

  export const callRoutes: {
    /** Only the calls mirrored under /api: the others are consumed by the BFF itself. */
    readonly [N in CallName]?: { readonly method: HttpMethod; readonly path: string; readonly encoding: BodyEncoding };
  };
  export const bffRoutes: {
    readonly [N in keyof typeof bffEndpoints]: { readonly method: HttpMethod; readonly path: string };
  };
}
