/**
 * Every kind of cart line and how settlement activates it (see item-kind.ts). Adding a kind to
 * contracts' CART_ITEM_KINDS without an entry here does not compile.
 */

import type { CartItemRow } from '../../db/schema.js';
import { bannerItemKind } from '../banners/banner-lines.js';
import { companySubscriptionItemKind } from '../companies/subscription-lines.js';
import { membershipItemKind } from '../memberships/membership-lines.js';
import { promotionItemKind } from '../promotions/promotion-lines.js';
import { toLine } from './cart.js';
import type { ItemKinds } from './item-kind.js';

export const itemKinds: ItemKinds = {
  membership: membershipItemKind,
  boostAd: promotionItemKind,
  adRefresh: promotionItemKind,
  flashSale: promotionItemKind,
  banner: bannerItemKind,
  companySubscription: companySubscriptionItemKind,
};

/** The one thing a cart line pays for (see ItemKind.payableKey): by default the line itself. */
export const payableKeyOf = (row: CartItemRow): string =>
  itemKinds[toLine(row).kind].payableKey?.(toLine(row)) ?? `cart:${row.id}`;
