/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}

/** One language's texts of the contracts' messages (build/message-texts-plugin.ts). */
declare module 'virtual:badal/message-texts/*' {
  export const texts: Readonly<Record<string, string>>;
}

/** How each call and each BFF endpoint travels, from their declarations (build/call-routes-plugin.ts). */
declare module 'virtual:badal/call-routes' {
  import type { BffEndpointName, BffRoute, CallName, CallRoute } from '@badal/contracts';

  export const callRoutes: { readonly [N in CallName]: CallRoute };
  export const bffRoutes: { readonly [N in BffEndpointName]: BffRoute };
}
