/**
 * How each call of the call table travels (zod-free): the method as the spec names it, the path
 * template relative to the API base, the body encoding, and whether the BFF mirrors it under
 * /api (`internal` calls answer with the API token and are consumed by the BFF's own routes).
 * The call table (calls/*.ts) spreads these into each declaration and adds the schemas; a client
 * that only sends requests needs nothing more than this table.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** How the body travels: none, JSON, url-encoded form, or streamed multipart. */
export type BodyEncoding = 'none' | 'json' | 'form' | 'multipart';
export type CallExposure = 'api' | 'internal';

export interface CallRoute {
  method: HttpMethod;
  /** Path template relative to the API base, with `{param}` placeholders. */
  path: string;
  encoding: BodyEncoding;
  exposure: CallExposure;
}

export const callRoutes = {
  login: { method: 'POST', path: '/authentication', encoding: 'json', exposure: 'internal' },
  socialCallback: {
    method: 'GET',
    path: '/authentication/{provider}/callback',
    encoding: 'none',
    exposure: 'internal',
  },
  register: { method: 'POST', path: '/register', encoding: 'json', exposure: 'api' },
  self: { method: 'GET', path: '/users/self', encoding: 'none', exposure: 'api' },
  checkCode: { method: 'GET', path: '/authentication/message/check-code', encoding: 'none', exposure: 'internal' },
  sendSms: { method: 'GET', path: '/authentication/message', encoding: 'none', exposure: 'api' },
  resendEmailVerification: {
    method: 'POST',
    path: '/authentication/resend-email-verification',
    encoding: 'json',
    exposure: 'api',
  },
  updateUser: { method: 'PUT', path: '/users/{id}', encoding: 'json', exposure: 'api' },
  userData: { method: 'POST', path: '/users/user-data', encoding: 'json', exposure: 'api' },
  addImage: { method: 'POST', path: '/users/add-image', encoding: 'multipart', exposure: 'api' },
  logout: { method: 'POST', path: '/authentication/logout', encoding: 'json', exposure: 'internal' },
  changeStatus: { method: 'PUT', path: '/users/{id}/change-status', encoding: 'json', exposure: 'api' },
  passwordEmail: { method: 'POST', path: '/authentication/password/email', encoding: 'json', exposure: 'api' },
  passwordReset: { method: 'POST', path: '/authentication/password/reset', encoding: 'json', exposure: 'api' },
  showUser: { method: 'GET', path: '/users/{id}', encoding: 'none', exposure: 'api' },
  categoriesMini: { method: 'GET', path: '/categories/mini', encoding: 'none', exposure: 'api' },
  categoryMini: { method: 'GET', path: '/categories/{slug}/mini', encoding: 'none', exposure: 'api' },
  settingsKeys: { method: 'GET', path: '/settings/keys', encoding: 'none', exposure: 'api' },
  searchProducts: { method: 'GET', path: '/v2/search/products', encoding: 'none', exposure: 'api' },
  searchCount: { method: 'GET', path: '/v2/search/products/count', encoding: 'none', exposure: 'api' },
  searchMaxPrice: { method: 'GET', path: '/v2/search/products/max-price', encoding: 'none', exposure: 'api' },
  productBySlug: { method: 'GET', path: '/products/{slug}', encoding: 'none', exposure: 'api' },
  productMini: { method: 'GET', path: '/products/{slug}/mini', encoding: 'none', exposure: 'api' },
  relatedProducts: { method: 'GET', path: '/products/{slug}/related-products', encoding: 'none', exposure: 'api' },
  sellerProducts: { method: 'GET', path: '/products/{sellerId}/sellers', encoding: 'none', exposure: 'api' },
  popularCategoriesProducts: {
    method: 'GET',
    path: '/home/popular-categories/products',
    encoding: 'none',
    exposure: 'api',
  },
  companyValues: { method: 'GET', path: '/company-values', encoding: 'none', exposure: 'api' },
  aboutUs: { method: 'GET', path: '/aboutus', encoding: 'none', exposure: 'api' },
  doubleBanners: { method: 'GET', path: '/banners/double', encoding: 'none', exposure: 'api' },
  getDraft: { method: 'GET', path: '/ad', encoding: 'none', exposure: 'api' },
  chooseCategory: { method: 'POST', path: '/ad/category', encoding: 'json', exposure: 'api' },
  saveDetails: { method: 'POST', path: '/ad/details', encoding: 'form', exposure: 'api' },
  saveStatus: { method: 'POST', path: '/ad/status', encoding: 'form', exposure: 'api' },
  addImages: { method: 'POST', path: '/ad/images', encoding: 'multipart', exposure: 'api' },
  setMainImage: { method: 'POST', path: '/ad/images/{id}/main', encoding: 'json', exposure: 'api' },
  deleteImage: { method: 'DELETE', path: '/ad/images/{id}', encoding: 'json', exposure: 'api' },
  saveLocation: { method: 'POST', path: '/ad/location', encoding: 'json', exposure: 'api' },
  finish: { method: 'POST', path: '/ad/finish', encoding: 'json', exposure: 'api' },
  discard: { method: 'DELETE', path: '/ad/discard', encoding: 'json', exposure: 'api' },
  myProducts: { method: 'GET', path: '/products/mine', encoding: 'none', exposure: 'api' },
  chatContacts: { method: 'GET', path: '/chat/contacts', encoding: 'none', exposure: 'api' },
  chatUser: { method: 'GET', path: '/chat/users/{userId}', encoding: 'none', exposure: 'api' },
  chatMessages: { method: 'GET', path: '/chat/messages', encoding: 'none', exposure: 'api' },
  welcomeMessage: { method: 'GET', path: '/chat/messages/welcome', encoding: 'none', exposure: 'api' },
  sendMessage: { method: 'POST', path: '/chat/send-message', encoding: 'multipart', exposure: 'api' },
  updateMessageStatus: { method: 'PUT', path: '/chat/messages/update-status', encoding: 'json', exposure: 'api' },
  deleteMessages: { method: 'DELETE', path: '/chat/messages', encoding: 'json', exposure: 'api' },
  notifications: { method: 'GET', path: '/users/notifications', encoding: 'none', exposure: 'api' },
  readNotification: { method: 'PUT', path: '/users/notifications/{id}', encoding: 'json', exposure: 'api' },
  readAllNotifications: { method: 'PUT', path: '/users/notifications/all', encoding: 'json', exposure: 'api' },
  favoriteProducts: { method: 'GET', path: '/products/favorite/get', encoding: 'none', exposure: 'api' },
  addFavorite: { method: 'POST', path: '/products/add-favorite', encoding: 'json', exposure: 'api' },
  deleteFavorite: {
    method: 'DELETE',
    path: '/products/{productId}/delete-favorite',
    encoding: 'json',
    exposure: 'api',
  },
  followingProducts: { method: 'GET', path: '/accounts/following/products', encoding: 'none', exposure: 'api' },
  follow: { method: 'POST', path: '/accounts/follow', encoding: 'json', exposure: 'api' },
  unfollow: { method: 'DELETE', path: '/accounts/{userId}/follow', encoding: 'json', exposure: 'api' },
  listRequests: { method: 'GET', path: '/requests', encoding: 'none', exposure: 'api' },
  requestPartners: { method: 'GET', path: '/requests/users', encoding: 'none', exposure: 'api' },
  requestsWithUser: { method: 'GET', path: '/requests/users/{userId}', encoding: 'none', exposure: 'api' },
  barterProducts: { method: 'GET', path: '/barter/products/{productId}', encoding: 'none', exposure: 'api' },
  createRequest: { method: 'POST', path: '/requests', encoding: 'json', exposure: 'api' },
  changeRequestStatus: { method: 'PUT', path: '/requests/{id}/change-status', encoding: 'json', exposure: 'api' },
  deleteRequest: { method: 'DELETE', path: '/requests/{id}', encoding: 'json', exposure: 'api' },
  getCart: { method: 'GET', path: '/cart', encoding: 'none', exposure: 'api' },
  deleteCartItem: { method: 'DELETE', path: '/cart/items/{itemId}', encoding: 'json', exposure: 'api' },
  paymentSession: { method: 'POST', path: '/orders/myfatoorah/session', encoding: 'json', exposure: 'api' },
  pay: { method: 'POST', path: '/orders/myfatoorah/pay', encoding: 'json', exposure: 'api' },
  paymentCallback: { method: 'GET', path: '/orders/myfatoorah/callback', encoding: 'none', exposure: 'api' },
  checkCoupon: { method: 'GET', path: '/coupons/check', encoding: 'none', exposure: 'api' },
  getOrder: { method: 'GET', path: '/orders/{orderId}', encoding: 'none', exposure: 'api' },
  listOrders: { method: 'GET', path: '/orders', encoding: 'none', exposure: 'api' },
  memberships: { method: 'GET', path: '/memberships', encoding: 'none', exposure: 'api' },
  membershipTypes: { method: 'GET', path: '/memberships/types', encoding: 'none', exposure: 'api' },
  membershipServices: { method: 'GET', path: '/memberships/services', encoding: 'none', exposure: 'api' },
  addMembershipToCart: { method: 'POST', path: '/memberships/cart', encoding: 'json', exposure: 'api' },
  offerMembershipService: {
    method: 'POST',
    path: '/memberships/services/{membershipService}/offer',
    encoding: 'json',
    exposure: 'api',
  },
  useMembershipService: {
    method: 'POST',
    path: '/memberships/services/{membershipService}/use',
    encoding: 'json',
    exposure: 'api',
  },
  followedAccounts: { method: 'GET', path: '/accounts/following', encoding: 'none', exposure: 'api' },
  placeBanner: { method: 'POST', path: '/banners', encoding: 'multipart', exposure: 'api' },
  myBanners: { method: 'GET', path: '/banners/user', encoding: 'none', exposure: 'api' },
  unpaidBanner: { method: 'GET', path: '/banners/unpaid', encoding: 'none', exposure: 'api' },
  deleteBanner: { method: 'DELETE', path: '/banners/{id}', encoding: 'json', exposure: 'api' },
  bannersForReview: { method: 'GET', path: '/moderation/banners', encoding: 'none', exposure: 'api' },
  approveBanner: { method: 'POST', path: '/moderation/banners/{id}/approve', encoding: 'json', exposure: 'api' },
  rejectBanner: { method: 'POST', path: '/moderation/banners/{id}/reject', encoding: 'json', exposure: 'api' },
  subscribeCompany: { method: 'POST', path: '/companies/subscription', encoding: 'json', exposure: 'api' },
  unpaidCompanySubscription: {
    method: 'GET',
    path: '/companies/subscription/unpaid',
    encoding: 'none',
    exposure: 'api',
  },
  deleteCompanySubscription: {
    method: 'DELETE',
    path: '/companies/subscription/{id}',
    encoding: 'json',
    exposure: 'api',
  },
  meetingSlots: { method: 'GET', path: '/companies/meeting-slots', encoding: 'none', exposure: 'api' },
} as const satisfies Record<string, CallRoute>;

export type CallRouteName = keyof typeof callRoutes;

/** '/users/{id}' → '/users/:id' for routers in the Express/Fastify style. */
export const toRouterPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** Fills `{param}` placeholders, URL-encoding each value. */
export const fillPath = (path: string, params: Record<string, unknown> = {}): string =>
  path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === null || value === '') throw new Error(`missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
