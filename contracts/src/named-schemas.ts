/**
 * The contracts' entities by the names clients know them by. The OpenAPI document (/docs/json,
 * architecture §4) makes each one a named component, so a client generated from it has a
 * `Product`, a `Category`, an `ErrorBody` … instead of anonymous inline types. A name is the
 * contracts' type name for the schema, or the glossary's where they differ (architecture §19).
 * A schema that refers to itself (the category tree) must be listed: only a named schema can be
 * referred to.
 */
import type { z } from 'zod';
import { bootstrapSchema, homeSchema, loginResultSchema, sessionStateSchema, sessionViewSchema } from './bff.js';
import { adLifeSchema } from './calls/ad-life.js';
import { blockedPersonSchema } from './calls/blocks.js';
import { followedAccountSchema } from './calls/favorites-following.js';
import { heldAdSchema } from './calls/held-ads.js';
import { reviewWordSchema } from './calls/review-words.js';
import { savedSearchSchema } from './calls/saved-searches.js';
import { searchConceptSchema } from './calls/search-words.js';
import { adDraftSchema } from './entities/ad-draft.js';
import { dealRatingsSchema, ratingSchema, ratingSummarySchema, userRatingsSchema } from './entities/ad-life.js';
import { categoryDetailSchema, categorySchema } from './entities/category.js';
import {
  chatContactSchema,
  chatMessageSchema,
  chatOfferSchema,
  chatUserSchema,
  notificationSchema,
} from './entities/chat.js';
import { companySubscriptionSchema, meetingSlotsSchema } from './entities/company-subscription.js';
import { aboutUsEntrySchema, bannerSchema, companyValueSchema, popularCategorySchema } from './entities/content.js';
import { categoryFilterSchema } from './entities/filters.js';
import {
  membershipsSchema,
  membershipTypeSchema,
  membershipTypesSchema,
  userMembershipSchema,
} from './entities/membership.js';
import { auditEntrySchema, reportGroupSchema } from './entities/moderation.js';
import { operatorOrderSchema, operatorOrdersPageSchema } from './entities/order-refund.js';
import {
  cartSchema,
  couponCheckSchema,
  orderRefundSchema,
  orderSchema,
  ordersPageSchema,
  paymentSessionSchema,
  paymentStartSchema,
} from './entities/payment.js';
import { bannerForReviewSchema, placedBannerSchema } from './entities/placed-banner.js';
import {
  productCardSchema,
  productMiniSchema,
  productPageSchema,
  productSchema,
  searchPageSchema,
} from './entities/product.js';
import { allowanceUseSchema, promotionSchema } from './entities/promotion.js';
import {
  negotiationSchema,
  requestPageSchema,
  requestPartnerSchema,
  requestSchema,
  requestStepSchema,
  requestThreadSchema,
} from './entities/request.js';
import { messageResponseSchema } from './entities/session.js';
import { suggestionSchema, suggestionsSchema } from './entities/suggestion.js';
import { publicUserSchema, selfUserSchema } from './entities/user.js';
import { errorBodySchema } from './error-schemas.js';

export const namedSchemas = {
  ErrorBody: errorBodySchema,
  MessageResponse: messageResponseSchema,
  SessionView: sessionViewSchema,
  SessionState: sessionStateSchema,
  LoginResult: loginResultSchema,
  Bootstrap: bootstrapSchema,
  Home: homeSchema,
  SelfUser: selfUserSchema,
  PublicUser: publicUserSchema,
  Category: categorySchema,
  CategoryDetail: categoryDetailSchema,
  CategoryFilter: categoryFilterSchema,
  Banner: bannerSchema,
  PopularCategory: popularCategorySchema,
  CompanyValue: companyValueSchema,
  AboutUsEntry: aboutUsEntrySchema,
  ProductCard: productCardSchema,
  Product: productSchema,
  ProductMini: productMiniSchema,
  ProductPage: productPageSchema,
  SearchPage: searchPageSchema,
  AdDraft: adDraftSchema,
  ChatContact: chatContactSchema,
  ChatUser: chatUserSchema,
  ChatMessage: chatMessageSchema,
  Notification: notificationSchema,
  FollowedAccount: followedAccountSchema,
  TradeRequest: requestSchema,
  TradeRequestPage: requestPageSchema,
  RequestPartner: requestPartnerSchema,
  RequestThread: requestThreadSchema,
  Negotiation: negotiationSchema,
  RequestStep: requestStepSchema,
  ChatOffer: chatOfferSchema,
  Cart: cartSchema,
  CouponCheck: couponCheckSchema,
  Order: orderSchema,
  OrdersPage: ordersPageSchema,
  OrderRefund: orderRefundSchema,
  OperatorOrder: operatorOrderSchema,
  OperatorOrdersPage: operatorOrdersPageSchema,
  ReviewWord: reviewWordSchema,
  SearchConcept: searchConceptSchema,
  PaymentSession: paymentSessionSchema,
  PaymentStart: paymentStartSchema,
  MembershipType: membershipTypeSchema,
  MembershipTypes: membershipTypesSchema,
  Membership: userMembershipSchema,
  Memberships: membershipsSchema,
  Promotion: promotionSchema,
  AllowanceUse: allowanceUseSchema,
  PlacedBanner: placedBannerSchema,
  BannerForReview: bannerForReviewSchema,
  CompanySubscription: companySubscriptionSchema,
  MeetingSlots: meetingSlotsSchema,
  // Trust & safety (issue #31)
  ReportGroup: reportGroupSchema,
  AuditEntry: auditEntrySchema,
  BlockedPerson: blockedPersonSchema,
  HeldAd: heldAdSchema,
  AdLife: adLifeSchema,
  Rating: ratingSchema,
  RatingSummary: ratingSummarySchema,
  UserRatings: userRatingsSchema,
  DealRatings: dealRatingsSchema,
  Suggestion: suggestionSchema,
  Suggestions: suggestionsSchema,
  SavedSearch: savedSearchSchema,
} as const satisfies Record<string, z.ZodType>;
