/**
 * The call table: every upstream call the product makes, in one list. A call joins the table
 * when the reference API implements it.
 */
import type { CallDef } from '../call.js';
import * as ad from './ad-draft.js';
import * as auth from './auth.js';
import * as banners from './banners.js';
import * as catalogue from './catalogue.js';
import * as chat from './chat.js';
import * as companies from './companies.js';
import * as social from './favorites-following.js';
import * as membership from './memberships.js';
import * as payments from './payments.js';
import * as products from './products.js';
import * as requests from './requests.js';

export const calls = {
  login: auth.login,
  socialCallback: auth.socialCallback,
  register: auth.register,
  self: auth.self,
  checkCode: auth.checkCode,
  sendSms: auth.sendSms,
  resendEmailVerification: auth.resendEmailVerification,
  updateUser: auth.updateUser,
  userData: auth.userData,
  addImage: auth.addImage,
  logout: auth.logout,
  changeStatus: auth.changeStatus,
  passwordEmail: auth.passwordEmail,
  passwordReset: auth.passwordReset,
  showUser: auth.showUser,
  categoriesMini: catalogue.categoriesMini,
  categoryMini: catalogue.categoryMini,
  settingsKeys: catalogue.settingsKeys,
  searchProducts: products.searchProducts,
  searchCount: products.searchCount,
  searchMaxPrice: products.searchMaxPrice,
  productBySlug: products.productBySlug,
  productMini: products.productMini,
  relatedProducts: products.relatedProducts,
  sellerProducts: products.sellerProducts,
  popularCategoriesProducts: products.popularCategoriesProducts,
  companyValues: products.companyValues,
  aboutUs: products.aboutUs,
  doubleBanners: products.doubleBanners,
  getDraft: ad.getDraft,
  chooseCategory: ad.chooseCategory,
  saveDetails: ad.saveDetails,
  saveStatus: ad.saveStatus,
  addImages: ad.addImages,
  setMainImage: ad.setMainImage,
  deleteImage: ad.deleteImage,
  saveLocation: ad.saveLocation,
  finish: ad.finish,
  discard: ad.discard,
  myProducts: ad.myProducts,
  chatContacts: chat.chatContacts,
  chatUser: chat.chatUser,
  chatMessages: chat.chatMessages,
  welcomeMessage: chat.welcomeMessage,
  sendMessage: chat.sendMessage,
  updateMessageStatus: chat.updateMessageStatus,
  deleteMessages: chat.deleteMessages,
  notifications: chat.notifications,
  readNotification: chat.readNotification,
  readAllNotifications: chat.readAllNotifications,
  favoriteProducts: social.favoriteProducts,
  addFavorite: social.addFavorite,
  deleteFavorite: social.deleteFavorite,
  followingProducts: social.followingProducts,
  follow: social.follow,
  unfollow: social.unfollow,
  followedAccounts: social.followedAccounts,
  listRequests: requests.listRequests,
  requestPartners: requests.requestPartners,
  requestsWithUser: requests.requestsWithUser,
  barterProducts: requests.barterProducts,
  createRequest: requests.createRequest,
  changeRequestStatus: requests.changeRequestStatus,
  deleteRequest: requests.deleteRequest,
  getCart: payments.getCart,
  deleteCartItem: payments.deleteCartItem,
  paymentSession: payments.paymentSession,
  pay: payments.pay,
  paymentCallback: payments.paymentCallback,
  checkCoupon: payments.checkCoupon,
  getOrder: payments.getOrder,
  listOrders: payments.listOrders,
  memberships: membership.memberships,
  membershipTypes: membership.membershipTypes,
  membershipServices: membership.membershipServices,
  addMembershipToCart: membership.addMembershipToCart,
  offerMembershipService: membership.offerMembershipService,
  useMembershipService: membership.useMembershipService,
  placeBanner: banners.placeBanner,
  myBanners: banners.myBanners,
  unpaidBanner: banners.unpaidBanner,
  deleteBanner: banners.deleteBanner,
  bannersForReview: banners.bannersForReview,
  approveBanner: banners.approveBanner,
  rejectBanner: banners.rejectBanner,
  subscribeCompany: companies.subscribeCompany,
  unpaidCompanySubscription: companies.unpaidCompanySubscription,
  deleteCompanySubscription: companies.deleteCompanySubscription,
  meetingSlots: companies.meetingSlots,
} as const satisfies Record<string, CallDef>;

export type Calls = typeof calls;
export type CallName = keyof Calls;
export const callList: readonly CallDef[] = Object.values(calls);
