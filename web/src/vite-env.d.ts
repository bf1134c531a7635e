/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}

/** One language's texts of the contracts' messages, or of its forms' part (build/message-texts-plugin.ts). */
declare module 'virtual:badal/message-texts/*' {
  export const texts: Readonly<Record<string, string>>;
}

/** How each call the BFF mirrors and each BFF endpoint travels, from their declarations (build/call-paths-plugin.ts). */
declare module 'virtual:badal/call-paths' {
  import type { BffEndpointName, BffEndpointPath, CallName, CallPath, Calls } from '@badal/contracts';

  /** The calls a browser sends: those the BFF mirrors under /api. */
  export type MirroredCallName = { [N in CallName]: Calls[N]['exposure'] extends 'api' ? N : never }[CallName];
  /** A GET's encoding is left out: it sends no body. */
  export const callPaths: {
    readonly [N in MirroredCallName]: Pick<CallPath, 'method' | 'path'> & Partial<Pick<CallPath, 'encoding'>>;
  };
  export const bffEndpointPaths: { readonly [N in BffEndpointName]: BffEndpointPath };
}
