/**
 * The error catalogue (spec §8, architecture §7). Every error the BFF sends has the body
 * `{ error: { code, message, fields? } }`: `code` is one of these, `message` is the English text
 * (or the marketplace API's own message where §8 says the snackbar shows it), `fields` maps a
 * field name to a message key. Clients render `messageKey` of the code in their own language.
 */
import type { MessageKey } from './messages.js';

export const errorCatalogue = {
  invalid_credentials: { status: 400, messageKey: 'error.invalidCredentials' },
  unverified: { status: 401, messageKey: 'error.verifyAccount' },
  banned: { status: 403, messageKey: 'error.accountBlocked' },
  account_disabled: { status: 403, messageKey: 'error.accountDisabled' },
  user_exists: { status: 422, messageKey: 'error.emailExists' },
  code_not_found: { status: 422, messageKey: 'error.codeInvalid' },
  invalid_number: { status: 422, messageKey: 'error.invalidNumber' },
  session_ended: { status: 401, messageKey: 'error.sessionEnded' },
  login_required: { status: 401, messageKey: 'error.loginRequired' },
  validation: { status: 400, messageKey: 'error.validation' },
  bad_request: { status: 400, messageKey: 'error.badRequest' },
  forbidden: { status: 403, messageKey: 'error.forbidden' },
  forbidden_origin: { status: 403, messageKey: 'error.forbiddenOrigin' },
  not_found: { status: 404, messageKey: 'error.notFound' },
  payload_too_large: { status: 413, messageKey: 'error.payloadTooLarge' },
  /** A social sign-in came back without the state this browser started it with. */
  social_state: { status: 400, messageKey: 'error.socialState' },
  headers_too_large: { status: 431, messageKey: 'error.headersTooLarge' },
  request_timeout: { status: 408, messageKey: 'error.requestTimeout' },
  unsupported_media_type: { status: 415, messageKey: 'error.unsupportedMediaType' },
  payment_failed: { status: 422, messageKey: 'error.paymentFailed' },
  /** Badal: the same thing already has a payment under way (one payable thing, one charge). */
  payment_in_progress: { status: 409, messageKey: 'error.paymentInProgress' },
  /** The card provider answered nothing usable, or payments are not set up. */
  payment_provider_unavailable: { status: 502, messageKey: 'error.paymentProviderUnavailable' },
  payment_provider_timeout: { status: 504, messageKey: 'error.paymentProviderTimeout' },
  banner_dimensions: { status: 422, messageKey: 'error.bannerDimensions' },
  coupon_check: { status: 422, messageKey: 'error.couponCheck' },
  rate_limited: { status: 429, messageKey: 'error.tooManyRequests' },
  /** Badal (issue #31): the reporter already has an open report of this target. */
  already_reported: { status: 409, messageKey: 'error.alreadyReported' },
  /** Badal (issue #31): an operator acts on something already in that state; nothing changes twice. */
  already_moderated: { status: 409, messageKey: 'error.alreadyModerated' },
  cancelled: { status: 499, messageKey: 'error.cancelled' },
  /** Any other error the marketplace API answered: its status and its message are passed on. */
  upstream: { status: 400, messageKey: 'error.occurred' },
  upstream_unavailable: { status: 503, messageKey: 'error.upstreamUnavailable' },
  upstream_timeout: { status: 504, messageKey: 'error.upstreamTimeout' },
  /** The API answered success with a body that is not what it declared (e.g. broken JSON). */
  upstream_bad_answer: { status: 502, messageKey: 'error.upstreamUnavailable' },
  /** The BFF's session store (Redis) cannot be reached: signed-in requests wait for it to return. */
  session_store_unavailable: { status: 503, messageKey: 'error.sessionStoreUnavailable' },
  internal: { status: 500, messageKey: 'error.internal' },
} as const satisfies Record<string, { status: number; messageKey: MessageKey }>;

export type ErrorCode = keyof typeof errorCatalogue;
export const errorCodes = Object.keys(errorCatalogue) as [ErrorCode, ...ErrorCode[]];
/** How one call turns an upstream error status into a catalogue code (§8 "listed codes"). */
export interface ErrorMapping {
  status: number;
  code: ErrorCode;
  /** Only when the upstream message matches (several cases share one status). */
  when?: RegExp;
}
