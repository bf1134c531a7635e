/**
 * The call table: every upstream call the product makes, each declared once in its feature's file
 * and keyed by its one name. A call joins the table when the reference API implements it.
 */
import { joinCalls } from '../call.js';
import { adDraftCalls } from './ad-draft.js';
// sold/exchanged ads, renewals, ratings.
import { adLifeCalls } from './ad-life.js';
import { authCalls } from './auth.js';
import { bannerCalls } from './banners.js';
// blocks and held ads.
import { blockCalls } from './blocks.js';
import { catalogueCalls } from './catalogue.js';
import { chatCalls } from './chat.js';
import { companyCalls } from './companies.js';
import { favoritesFollowingCalls } from './favorites-following.js';
import { heldAdCalls } from './held-ads.js';
import { membershipCalls } from './memberships.js';
import { moderationCalls } from './moderation.js';
// offers and counter-offers.
import { offerCalls } from './offers.js';
import { orderRefundCalls } from './order-refunds.js';
import { paymentCalls } from './payments.js';
import { productCalls } from './products.js';
import { promotionCalls } from './promotions.js';
import { ratingCalls } from './ratings.js';
import { requestCalls } from './requests.js';
import { reviewWordCalls } from './review-words.js';
import { savedSearchCalls } from './saved-searches.js';
import { searchSuggestionCalls } from './search-suggestions.js';
import { searchWordCalls } from './search-words.js';

export const calls = joinCalls(
  authCalls,
  catalogueCalls,
  productCalls,
  adDraftCalls,
  chatCalls,
  favoritesFollowingCalls,
  requestCalls,
  paymentCalls,
  membershipCalls,
  promotionCalls,
  bannerCalls,
  orderRefundCalls,
  companyCalls,
  moderationCalls,
  reviewWordCalls,
  searchWordCalls,
  blockCalls,
  heldAdCalls,
  offerCalls,
  adLifeCalls,
  ratingCalls,
  searchSuggestionCalls,
  savedSearchCalls,
);

export type Calls = typeof calls;
export type CallName = keyof Calls;
export const callList = Object.values(calls);
