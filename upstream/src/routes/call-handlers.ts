/**
 * The reference API's handler of every call of the contracts' call table, as one map: a call the
 * table gains without a handler here does not compile. Each handler is typed by its call's
 * declaration, its `auth` included (api-router.ts registers and checks them).
 */
import type { CallHandlers } from '../http/api-router.js';
import type { UpstreamContext } from '../services/context.js';
import { adDraftHandlers } from './ad-draft.js';
import { adLifeHandlers } from './ad-life.js';
import { authenticationHandlers } from './authentication.js';
import { avatarHandlers } from './avatar.js';
import { bannerHandlers } from './banners.js';
import { blockHandlers } from './blocks.js';
import { cartHandlers } from './cart.js';
import { categoryHandlers } from './categories.js';
import { chatHandlers } from './chat.js';
import { companyHandlers } from './companies.js';
import { contentHandlers } from './content.js';
import { favoriteHandlers } from './favorites.js';
import { followHandlers } from './follows.js';
import { heldAdHandlers } from './held-ads.js';
import { homeHandlers } from './home.js';
import { membershipHandlers } from './memberships.js';
import { moderationHandlers } from './moderation.js';
import { myProductsHandlers } from './my-products.js';
import { notificationHandlers } from './notifications.js';
import { orderRefundHandlers } from './order-refunds.js';
import { orderHandlers } from './orders.js';
import { passwordHandlers } from './password.js';
import { productHandlers } from './products.js';
import { promotionHandlers } from './promotions.js';
import { registrationHandlers } from './registration.js';
import { requestHandlers } from './requests.js';
import { reviewWordHandlers } from './review-words.js';
import { savedSearchHandlers } from './saved-searches.js';
import { searchHandlers } from './search.js';
import { searchSuggestionHandlers } from './search-suggestions.js';
import { searchWordHandlers } from './search-words.js';
import { settingsHandlers } from './settings.js';
import { socialSignInHandlers } from './social-sign-in.js';
import { userHandlers } from './users.js';
import { verificationHandlers } from './verification.js';

export const callHandlers = (ctx: UpstreamContext): CallHandlers => ({
  ...adDraftHandlers(ctx),
  ...authenticationHandlers(ctx),
  ...avatarHandlers(ctx),
  ...bannerHandlers(ctx),
  ...cartHandlers(ctx),
  ...categoryHandlers(ctx),
  ...chatHandlers(ctx),
  ...companyHandlers(ctx),
  ...contentHandlers(ctx),
  ...favoriteHandlers(ctx),
  ...followHandlers(ctx),
  ...homeHandlers(ctx),
  ...membershipHandlers(ctx),
  ...moderationHandlers(ctx),
  ...myProductsHandlers(ctx),
  ...notificationHandlers(ctx),
  ...orderHandlers(ctx),
  ...orderRefundHandlers(ctx),
  ...reviewWordHandlers(ctx),
  ...searchWordHandlers(ctx),
  ...passwordHandlers(ctx),
  ...productHandlers(ctx),
  ...promotionHandlers(ctx),
  ...registrationHandlers(ctx),
  ...requestHandlers(ctx),
  ...searchHandlers(ctx),
  ...searchSuggestionHandlers(ctx),
  ...settingsHandlers(ctx),
  ...socialSignInHandlers(ctx),
  ...userHandlers(ctx),
  ...verificationHandlers(ctx),
  ...blockHandlers(ctx),
  ...heldAdHandlers(ctx),
  ...adLifeHandlers(ctx),
  ...savedSearchHandlers(ctx),
});
