/**
 * `@badal/contracts/core`: everything in the contracts that needs no zod — enumerations,
 * constants, the route table and `pathTo`, the locale rule, the wire rules, the types of how a
 * call and a BFF endpoint travel (with `fillPath`), the error catalogue and the message texts. A
 * client's start-up code imports from here and stays small; schemas (and zod) come with `@badal/contracts`, which re-exports
 * all of this too. A test keeps this module graph free of zod.
 */
export * from './banner-rules.js';
export * from './bidi.js';
export * from './call-paths.js';
export * from './constants.js';
export * from './enums.js';
export * from './errors.js';
export * from './escape-html.js';
export * from './file-formats.js';
export * from './kuwait-time.js';
export * from './locale.js';
export * from './media.js';
export * from './messages.js';
export * from './realtime-constants.js';
export * from './request-flow.js';
export * from './routes.js';
export * from './wire.js';
