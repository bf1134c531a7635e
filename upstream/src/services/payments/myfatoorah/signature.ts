/**
 * MyFatoorah's webhook signature (webhook V1, header `MyFatoorah-Signature`): the event's `Data`
 * properties ordered by name, alphabetically without regard to case, written `Name=value` and
 * joined with commas (a null value is the empty string), HMAC-SHA256 of that text with the
 * webhook secret key (UTF-8), base64. The envelope around `Data` (event type, date) is not signed,
 * nor is a refund event's `GatewayReference` (the provider leaves it out of the signed properties).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'myfatoorah-signature';

const byNameIgnoringCase = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

const valueText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Properties of `Data` the provider does not sign (RefundStatusChanged's gateway details). */
const UNSIGNED = new Set(['GatewayReference']);

/** The text that is signed, e.g. `AuthorizationId=B68413,BaseCurrency=KWD,CreatedDate=04032021211555,…`. */
export const signedText = (data: Record<string, unknown>): string =>
  Object.keys(data)
    .filter((name) => !UNSIGNED.has(name))
    .sort(byNameIgnoringCase)
    .map((name) => `${name}=${valueText(data[name])}`)
    .join(',');

export const signWebhookData = (data: Record<string, unknown>, secret: string): string =>
  createHmac('sha256', Buffer.from(secret, 'utf8')).update(signedText(data), 'utf8').digest('base64');

/** Compares in constant time; a missing or malformed header is simply not valid. */
export const isValidWebhookSignature = (
  data: Record<string, unknown>,
  secret: string,
  header: string | undefined,
): boolean => {
  if (!header) return false;
  const expected = Buffer.from(signWebhookData(data, secret), 'utf8');
  const given = Buffer.from(header.trim(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
};
