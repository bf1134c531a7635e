/**
 * Realtime transport constants (zod-free): the signed push webhook's headers and replay window,
 * and where socket.io listens. The payload schemas are in realtime.ts.
 */
/** Headers of POST /internal/push: HMAC-SHA256 over `${timestamp}.${rawBody}` with the shared secret. */
export const PUSH_TIMESTAMP_HEADER = 'x-badal-timestamp';
export const PUSH_SIGNATURE_HEADER = 'x-badal-signature';
/** Pushes older (or further in the future) than this are refused as replays. */
export const PUSH_REPLAY_WINDOW_SECONDS = 300;

/** socket.io's path on the BFF. */
export const SOCKET_PATH = '/socket.io';
