/**
 * Favourites, follows and notifications (spec §7): the main account favourites a product of
 * another seller and follows that seller (seen in `isFollowing` when the API has it, and in the
 * followed accounts), then undoes both (a favourite or follow it had before is restored);
 * the refusals (unknown product or account, following oneself). Notifications: the list (30 a
 * page), marking read; with a dev outbox the fresh verified account shows its welcome and follows
 * the main account, whose list then holds that follow to mark read.
 */
import type { CallDef } from '../../call.js';
import { showUser } from '../../calls/auth.js';
import { notifications, readAllNotifications, readNotification } from '../../calls/chat.js';
import {
  addFavorite,
  deleteFavorite,
  type FollowedAccount,
  favoriteProducts,
  follow,
  followedAccounts,
  followingProducts,
  unfollow,
} from '../../calls/favorites-following.js';
import { productBySlug } from '../../calls/products.js';
import type { Notification } from '../../entities/chat.js';
import type { Product, ProductPage } from '../../entities/product.js';
import { type SuiteContext, UNKNOWN_ID } from '../context.js';
import { otherSellersProduct } from './other-seller.js';

interface NotificationList {
  notifications: Notification[];
  unreadCount: number;
  meta: { perPage: number };
}

const FAVORITE_CALLS: readonly CallDef[] = [favoriteProducts, addFavorite, deleteFavorite];
const FOLLOW_CALLS: readonly CallDef[] = [follow, followingProducts, followedAccounts, unfollow];

interface FollowedPage {
  data: FollowedAccount[];
}
const NOTIFICATION_CALLS: readonly CallDef[] = [notifications, readNotification, readAllNotifications];

const favoriteChecks = async (ctx: SuiteContext, token: string): Promise<void> => {
  const { api, rec } = ctx;
  const slug = (await otherSellersProduct(ctx))?.slug;
  const send = (call: CallDef, input: Parameters<typeof api.send>[1] = {}) => api.send(call, { ...input, token });
  const page = await send(productBySlug, { params: { slug: slug ?? 'none' } });
  const product = slug ? (productBySlug.response.safeParse(page.json).data as Product | undefined) : undefined;
  if (!product) {
    for (const call of FAVORITE_CALLS) rec.skip(call, 'favourites', 'not run: no product known', 'all');
    return;
  }
  const listed = async (check: string, expected: boolean) =>
    rec.success<ProductPage>(favoriteProducts, check, await send(favoriteProducts, { query: { perPage: 60 } }), (p) =>
      p.data.some((c) => c.id === product.id) === expected
        ? undefined
        : `'${product.slug}' is ${expected ? 'missing' : 'still listed'}`,
    );

  await rec.guard(addFavorite, 'add', async () => {
    if (
      !rec.success(addFavorite, 'favourite the product', await send(addFavorite, { body: { productId: product.id } }))
    ) {
      return;
    }
    await listed('the favourite is listed first page', true);
    const unknown = await send(addFavorite, { body: { productId: UNKNOWN_ID } });
    rec.error(addFavorite, 'an unknown product → 404', unknown, 404, 'not_found');
    const bad = await api.raw('POST', '/products/add-favorite', { body: { productId: 'x' }, token });
    rec.error(addFavorite, 'a product id that is not a number → 422', bad, 422, 'validation');
  });
  await rec.guard(deleteFavorite, 'remove', async () => {
    const removed = await send(deleteFavorite, { params: { productId: product.id }, body: {} });
    if (rec.success(deleteFavorite, 'remove the favourite (POST + _method=DELETE)', removed)) {
      await listed('no longer listed', false);
    }
    const unknown = await send(deleteFavorite, { params: { productId: UNKNOWN_ID }, body: {} });
    rec.error(deleteFavorite, 'an unknown product → 404', unknown, 404, 'not_found');
    // The main account's favourites are left as they were.
    if (product.isFavorite) {
      rec.success(
        addFavorite,
        'restore the favourite it had',
        await send(addFavorite, { body: { productId: product.id } }),
      );
    }
  });
};

const followChecks = async (ctx: SuiteContext, token: string): Promise<void> => {
  const { api, rec, state } = ctx;
  const seller = (await otherSellersProduct(ctx))?.sellerUserId;
  const me = state.self?.id;
  const send = (call: CallDef, input: Parameters<typeof api.send>[1] = {}) => api.send(call, { ...input, token });
  if (!seller || !me || seller === me) {
    for (const call of FOLLOW_CALLS) rec.skip(call, 'follows', 'not run: no other seller known', 'all');
    return;
  }
  // `isFollowing` is an extension an API may leave out; when it is there it must be right.
  const followingNow = async (check: string, expected: boolean) =>
    rec.success<{ isFollowing?: boolean | null }>(
      showUser,
      check,
      await send(showUser, { params: { id: seller } }),
      (u) =>
        u.isFollowing === undefined || u.isFollowing === expected ? undefined : `isFollowing is ${u.isFollowing}`,
    );
  const listed = async (check: string, expected: boolean) =>
    rec.success<FollowedPage>(followedAccounts, check, await send(followedAccounts, { query: { perPage: 60 } }), (p) =>
      p.data.some((a) => a.id === seller) === expected
        ? undefined
        : `the seller is ${expected ? 'missing' : 'still listed'}`,
    );
  const before = await send(showUser, { params: { id: seller } });
  const wasFollowing = (before.json as { isFollowing?: boolean | null } | undefined)?.isFollowing === true;
  await rec.guard(follow, 'follow', async () => {
    if (!rec.success(follow, 'follow the seller', await send(follow, { body: { accountId: seller } }))) return;
    await followingNow('isFollowing is true for the follower', true);
    await listed('the seller is among the followed accounts', true);
    rec.success<ProductPage>(
      followingProducts,
      "the followed seller's products",
      await send(followingProducts, { query: { perPage: 10 } }),
      (p) => (p.data.length > 0 ? undefined : 'no product of the followed seller'),
    );
    rec.error(follow, 'oneself → 422', await send(follow, { body: { accountId: me } }), 422, 'validation');
    rec.error(follow, 'nobody → 404', await send(follow, { body: { accountId: UNKNOWN_ID } }), 404, 'not_found');
  });
  await rec.guard(unfollow, 'unfollow', async () => {
    rec.success(
      unfollow,
      'unfollow the seller (POST + _method=DELETE)',
      await send(unfollow, { params: { userId: seller }, body: {} }),
    );
    await followingNow('isFollowing is false once unfollowed', false);
    await listed('no longer among the followed accounts', false);
    const nobody = await send(unfollow, { params: { userId: UNKNOWN_ID }, body: {} });
    rec.error(unfollow, 'nobody → 404', nobody, 404, 'not_found');
    // The main account's follows are left as they were.
    if (wasFollowing) {
      rec.success(follow, 'follow again the seller it followed', await send(follow, { body: { accountId: seller } }));
    }
  });
};

const notificationChecks = async ({ api, rec, state }: SuiteContext, token: string): Promise<void> => {
  const me = state.self?.id;
  const fresh = state.fresh;
  const list = async (check: string, t: string, also?: (l: NotificationList) => string | undefined) =>
    rec.success<NotificationList>(notifications, check, await api.send(notifications, { token: t }), also);

  await rec.guard(notifications, 'list', async () => {
    await list("the main account's notifications, 30 a page", token, (l) =>
      l.meta.perPage === 30 ? undefined : `perPage is ${l.meta.perPage}`,
    );
    const unknown = await api.send(readNotification, { params: { id: UNKNOWN_ID }, body: {}, token });
    rec.error(readNotification, 'an unknown notification → 404', unknown, 404, 'not_found');
  });

  await rec.guard(readNotification, 'read one', async () => {
    let target: Notification | undefined;
    if (fresh?.token && fresh.id && me) {
      await list('the fresh account has its welcome', fresh.token, (l) =>
        l.notifications.some((n) => n.type === 'welcome') ? undefined : 'no welcome notification',
      );
      // A follow from the fresh account makes a notification for the main account.
      rec.success(
        follow,
        'the fresh account follows the main account',
        await api.send(follow, { body: { accountId: me }, token: fresh.token }),
      );
      target = (
        await list('the follow reached the main account', token, (l) =>
          l.notifications.some((n) => n.type === 'follow' && n.sender?.id === fresh.id)
            ? undefined
            : 'no follow notification',
        )
      )?.notifications.find((n) => n.type === 'follow' && n.sender?.id === fresh.id);
    } else {
      target = (await list('a notification to read', token))?.notifications[0];
    }
    if (!target) return rec.skip(readNotification, 'mark one read', 'not run: the main account has no notification');
    const id = target.id;
    rec.success(
      readNotification,
      'mark one read (POST + _method=PUT)',
      await api.send(readNotification, { params: { id }, body: {}, token }),
    );
    await list('it is read now', token, (l) =>
      l.notifications.find((n) => n.id === id)?.read === false ? 'it is still unread' : undefined,
    );
  });

  await rec.guard(readAllNotifications, 'read all', async () => {
    rec.success(readAllNotifications, 'mark all read', await api.send(readAllNotifications, { body: {}, token }));
    await list('nothing unread', token, (l) => (l.unreadCount === 0 ? undefined : `${l.unreadCount} still unread`));
  });
};

export const favoritesAndNotificationsChecks = async (ctx: SuiteContext): Promise<void> => {
  const token = ctx.state.token;
  if (!token) {
    for (const call of [...FAVORITE_CALLS, ...FOLLOW_CALLS, ...NOTIFICATION_CALLS]) {
      ctx.rec.skip(call, 'signed in', 'not run: signing in the main account failed', 'all');
    }
    return;
  }
  await favoriteChecks(ctx, token);
  await followChecks(ctx, token);
  await notificationChecks(ctx, token);
};
