/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}

/** Built from the contracts' call table by call-routes-plugin.ts: how to reach each call, without its schemas. */
declare module 'virtual:badal/call-routes' {
  import type { BodyEncoding, bffEndpoints, CallName, HttpMethod } from '@badal/contracts';

  export const callRoutes: {
    readonly [N in CallName]: {
      readonly method: HttpMethod;
      readonly path: string;
      readonly encoding: BodyEncoding;
      readonly exposure: 'api' | 'internal';
    };
  };
  export const bffRoutes: {
    readonly [N in keyof typeof bffEndpoints]: { readonly method: HttpMethod; readonly path: string };
  };
}
