/**
 * spec §7 "Notifications, favourites, following": favourite products and followed accounts. Both
 * make the marketplace notify someone (favorite: the product's seller; follow: the followed
 * account; a followed account publishing: its followers), so they land with the notifications.
 */
import { z } from 'zod';
import { defineCalls } from '../call.js';
import { pageMetaSchema, productPageSchema } from '../entities/product.js';
import { messageResponseSchema } from '../entities/session.js';
import { personSchema, sellerRefSchema } from '../entities/user.js';
import * as rule from '../rules.js';
import { pageQuerySchema } from './products.js';

/** An account the user follows, as the following page shows it among its chips. */
export const followedAccountSchema = personSchema.extend({ seller: sellerRefSchema, followedAt: z.string() });
export type FollowedAccount = z.infer<typeof followedAccountSchema>;

export const favoritesFollowingCalls = defineCalls({
  favoriteProducts: {
    method: 'GET',
    path: '/products/favorite/get',
    encoding: 'none',
    exposure: 'api',
    summary: "The user's favourite products, most recently added first",
    auth: 'required',
    query: pageQuerySchema,
    response: productPageSchema,
    tags: ['favorites'],
  },
  addFavorite: {
    method: 'POST',
    path: '/products/add-favorite',
    encoding: 'json',
    exposure: 'api',
    summary: 'Add a product to the favourites (again: no change); its seller is notified',
    auth: 'required',
    body: z.object({ productId: rule.id }),
    response: messageResponseSchema,
    errors: [
      { status: 422, code: 'validation' },
      { status: 404, code: 'not_found' },
    ],
    tags: ['favorites'],
  },
  deleteFavorite: {
    method: 'DELETE',
    path: '/products/{productId}/delete-favorite',
    encoding: 'json',
    exposure: 'api',
    summary: 'Remove a product from the favourites (not one: no change)',
    auth: 'required',
    params: z.object({ productId: rule.id }),
    body: z.object({}),
    response: messageResponseSchema,
    errors: [{ status: 404, code: 'not_found' }],
    tags: ['favorites'],
  },
  followingProducts: {
    method: 'GET',
    path: '/accounts/following/products',
    encoding: 'none',
    exposure: 'api',
    summary: 'Published products of the accounts the user follows, newest first',
    auth: 'required',
    query: pageQuerySchema,
    response: productPageSchema,
    tags: ['following'],
  },
  /**
   * An extension of the marketplace API (§7 lists the followed accounts' products but not the
   * accounts): the following page shows them as chips to unfollow from.
   */
  followedAccounts: {
    method: 'GET',
    path: '/accounts/following',
    encoding: 'none',
    exposure: 'api',
    summary: 'The active accounts the user follows, most recently followed first',
    auth: 'required',
    query: pageQuerySchema,
    response: z.object({ data: z.array(followedAccountSchema), meta: pageMetaSchema }),
    tags: ['following'],
  },
  follow: {
    method: 'POST',
    path: '/accounts/follow',
    encoding: 'json',
    exposure: 'api',
    summary: 'Follow an account (a user id; again: no change); it is notified',
    auth: 'required',
    body: z.object({ accountId: rule.id }),
    response: messageResponseSchema,
    errors: [
      { status: 422, code: 'validation' },
      { status: 404, code: 'not_found' },
    ],
    tags: ['following'],
  },
  unfollow: {
    method: 'DELETE',
    path: '/accounts/{userId}/follow',
    encoding: 'json',
    exposure: 'api',
    summary: 'Stop following an account (not followed: no change)',
    auth: 'required',
    params: z.object({ userId: rule.id }),
    body: z.object({}),
    response: messageResponseSchema,
    errors: [{ status: 404, code: 'not_found' }],
    tags: ['following'],
  },
});
