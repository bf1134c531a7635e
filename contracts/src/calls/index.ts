/**
 * The call table: every upstream call the product makes, in one list. A call joins the table
 * when the reference API implements it (the ad-draft and chat calls are declared in their own
 * files ahead of that).
 */
import type { CallDef } from '../call.js';
import * as auth from './auth.js';
import * as catalogue from './catalogue.js';
import * as products from './products.js';

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
} as const satisfies Record<string, CallDef>;

export type Calls = typeof calls;
export type CallName = keyof Calls;
export const callList: readonly CallDef[] = Object.values(calls);
