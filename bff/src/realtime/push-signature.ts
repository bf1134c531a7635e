/**
 * The push webhook's signature: HMAC-SHA256 with the shared secret over `${timestamp}.${body}`,
 * sent as `sha256=<hex>`. Binding the timestamp into the signature lets the receiver refuse old
 * requests; the event id refuses replays inside the window.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PUSH_REPLAY_WINDOW_SECONDS } from '@badal/contracts';

export const signPush = (secret: string, timestamp: number | string, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

export type SignatureCheck = 'ok' | 'missing' | 'stale' | 'bad-signature';

export const checkPushSignature = (
  secret: string,
  timestampHeader: string | undefined,
  signatureHeader: string | undefined,
  body: string,
  nowMs = Date.now(),
): SignatureCheck => {
  if (!timestampHeader || !signatureHeader || !/^\d{1,12}$/.test(timestampHeader)) return 'missing';
  const ts = Number(timestampHeader);
  if (Math.abs(nowMs / 1000 - ts) > PUSH_REPLAY_WINDOW_SECONDS) return 'stale';
  const expected = Buffer.from(signPush(secret, timestampHeader, body));
  const given = Buffer.from(signatureHeader);
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'ok' : 'bad-signature';
};
