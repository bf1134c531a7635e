/**
 * The conformance suite: checks that a marketplace API answers every call of the contracts'
 * call table as declared, sending requests the way the BFF does (§7 global rules) and validating
 * each success body with the call's response schema and each listed error of its `errors`.
 * Uses only fetch and zod, so it runs against any deployment: the reference API or production.
 */
import { createApiClient } from './client.js';
import type { SuiteContext } from './context.js';
import { createOutbox } from './outbox.js';
import { Recorder } from './recorder.js';
import { accountChecks } from './scenarios/account.js';
import { adDraftChecks } from './scenarios/ad-draft.js';
import { adLifeChecks } from './scenarios/ad-life.js';
import { authRequiredChecks } from './scenarios/auth-required.js';
import { bannerChecks } from './scenarios/banners.js';
import { blockChecks } from './scenarios/blocks.js';
import { catalogueChecks } from './scenarios/catalogue.js';
import { chatChecks } from './scenarios/chat.js';
import { companyChecks } from './scenarios/companies.js';
import { contentChecks } from './scenarios/content.js';
import { errorCoverageChecks, uncoveredCallChecks } from './scenarios/coverage.js';
import { favoritesAndNotificationsChecks } from './scenarios/favorites-notifications.js';
import { heldAdChecks } from './scenarios/held-ads.js';
import { loginChecks } from './scenarios/login.js';
import { logoutChecks, signOut } from './scenarios/logout.js';
import { moderationChecks } from './scenarios/moderation.js';
import { offerChecks } from './scenarios/offers.js';
import { orderRefundChecks } from './scenarios/order-refunds.js';
import { disableOwnAccountChecks, ownAccountChecks } from './scenarios/own-account.js';
import { paymentChecks } from './scenarios/payments.js';
import { productChecks } from './scenarios/products.js';
import { registrationChecks } from './scenarios/registration.js';
import { requestChecks } from './scenarios/requests.js';
import { reviewWordChecks } from './scenarios/review-words.js';
import { savedSearchChecks } from './scenarios/saved-searches.js';
import { searchChecks } from './scenarios/search.js';
import { searchSuggestionChecks } from './scenarios/search-suggestions.js';
import { searchWordChecks } from './scenarios/search-words.js';
import { signedInCatalogueChecks } from './scenarios/signed-in-catalogue.js';
import type { ConformanceOptions, ConformanceReport } from './types.js';

export type { CheckResult, ConformanceCredentials, ConformanceOptions, ConformanceReport } from './types.js';

/** In order: later scenarios use what earlier ones learnt (the token, the self user, the fresh account). */
const SCENARIOS = [
  catalogueChecks,
  searchChecks,
  // Issue #33: suggestions as you type
  searchSuggestionChecks,
  productChecks,
  contentChecks,
  loginChecks,
  accountChecks,
  signedInCatalogueChecks,
  registrationChecks,
  ownAccountChecks,
  adDraftChecks,
  chatChecks,
  favoritesAndNotificationsChecks,
  requestChecks,
  // offers and counter-offers
  offerChecks,
  blockChecks,
  heldAdChecks,
  paymentChecks,
  bannerChecks,
  orderRefundChecks,
  reviewWordChecks,
  searchWordChecks,
  companyChecks,
  moderationChecks,
  // Issue #33: saved searches and price changes (before the suite's own ad is sold).
  savedSearchChecks,
  // after the others, since it sells the suite's own ad.
  adLifeChecks,
  disableOwnAccountChecks,
  authRequiredChecks,
  logoutChecks,
  uncoveredCallChecks,
  signOut,
  errorCoverageChecks,
] as const;

export const runConformance = async (options: ConformanceOptions): Promise<ConformanceReport> => {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const upstream = new URL(options.upstream).href.replace(/\/+$/, '');
  const ctx: SuiteContext = {
    api: createApiClient({ upstream, fetch: fetchImpl, locale: 'en', timeoutMs: options.timeoutMs }),
    rec: new Recorder(),
    credentials: options.credentials,
    outbox: options.outboxUrl ? createOutbox(options.outboxUrl, fetchImpl, options.timeoutMs) : undefined,
    state: {},
  };
  for (const scenario of SCENARIOS) await scenario(ctx);
  return { results: ctx.rec.results };
};

export { blankPng } from './png.js';
export { formatResult, summarize } from './report.js';
