/**
 * spec §7 "Notifications, favourites, following": favourite products and followed accounts. Both
 * make the marketplace notify someone (favorite: the product's seller; follow: the followed
 * account; a followed account publishing: its followers), so they land with the notifications.
 */
import { z } from 'zod';
import { defineCall } from '../call.js';
import { callRoutes } from '../call-routes.js';
import { pageMetaSchema, productPageSchema } from '../entities/product.js';
import { messageResponseSchema } from '../entities/session.js';
import { personSchema, sellerRefSchema } from '../entities/user.js';
import * as rule from '../rules.js';
import { pageQuerySchema } from './products.js';

export const favoriteProducts = defineCall({
  ...callRoutes.favoriteProducts,
  name: 'favorites.list',
  summary: "The user's favourite products, most recently added first",
  auth: 'required',
  query: pageQuerySchema,
  response: productPageSchema,
  tags: ['favorites'],
});

export const addFavorite = defineCall({
  ...callRoutes.addFavorite,
  name: 'favorites.add',
  summary: 'Add a product to the favourites (again: no change); its seller is notified',
  auth: 'required',
  body: z.object({ productId: rule.id }),
  response: messageResponseSchema,
  errors: [
    { status: 422, code: 'validation' },
    { status: 404, code: 'not_found' },
  ],
  tags: ['favorites'],
});

export const deleteFavorite = defineCall({
  ...callRoutes.deleteFavorite,
  name: 'favorites.delete',
  summary: 'Remove a product from the favourites (not one: no change)',
  auth: 'required',
  params: z.object({ productId: rule.id }),
  body: z.object({}),
  response: messageResponseSchema,
  errors: [{ status: 404, code: 'not_found' }],
  tags: ['favorites'],
});

export const followingProducts = defineCall({
  ...callRoutes.followingProducts,
  name: 'following.products',
  summary: 'Published products of the accounts the user follows, newest first',
  auth: 'required',
  query: pageQuerySchema,
  response: productPageSchema,
  tags: ['following'],
});

/** An account the user follows, as the following page shows it among its chips. */
export const followedAccountSchema = personSchema.extend({ seller: sellerRefSchema, followedAt: z.string() });
export type FollowedAccount = z.infer<typeof followedAccountSchema>;

/**
 * An extension of the marketplace API (§7 lists the followed accounts' products but not the
 * accounts): the following page shows them as chips to unfollow from.
 */
export const followedAccounts = defineCall({
  ...callRoutes.followedAccounts,
  name: 'following.accounts',
  summary: 'The active accounts the user follows, most recently followed first',
  auth: 'required',
  query: pageQuerySchema,
  response: z.object({ data: z.array(followedAccountSchema), meta: pageMetaSchema }),
  tags: ['following'],
});

export const follow = defineCall({
  ...callRoutes.follow,
  name: 'following.follow',
  summary: 'Follow an account (a user id; again: no change); it is notified',
  auth: 'required',
  body: z.object({ accountId: rule.id }),
  response: messageResponseSchema,
  errors: [
    { status: 422, code: 'validation' },
    { status: 404, code: 'not_found' },
  ],
  tags: ['following'],
});

export const unfollow = defineCall({
  ...callRoutes.unfollow,
  name: 'following.unfollow',
  summary: 'Stop following an account (not followed: no change)',
  auth: 'required',
  params: z.object({ userId: rule.id }),
  body: z.object({}),
  response: messageResponseSchema,
  errors: [{ status: 404, code: 'not_found' }],
  tags: ['following'],
});
