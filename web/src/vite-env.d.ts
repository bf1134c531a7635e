/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}

/** One language's texts of the contracts' messages (build/message-texts-plugin.ts). */
declare module 'virtual:badal/message-texts/*' {
  export const texts: Readonly<Record<string, string>>;
}
