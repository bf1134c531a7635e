/**
 * Favourites, follows and notifications (spec §7): the main account favourites a product of
 * another seller and follows that seller (seen in `isFollowing` when the API has it, and in the
 * followed accounts), then undoes both (a favourite or follow it had before is restored);
 * the refusals (unknown product or account, following oneself). Notifications: the list (30 a
 * page), marking read; with a dev outbox the fresh verified account shows its welcome and follows
 * the main account, whose list then holds that follow to mark read.
 */
import type { CallDef } from '../../call.js';
import type { FollowedAccount } from '../../calls/favorites-following.js';
import { calls } from '../../calls/index.js';
import type { Notification } from '../../entities/chat.js';
import type { Product, ProductPage } from '../../entities/product.js';
import { type SuiteContext, UNKNOWN_ID } from '../context.js';
import { otherSellersProduct } from './other-seller.js';

interface NotificationList {
  notifications: Notification[];
  unreadCount: number;
  meta: { perPage: number };
}

const FAVORITE_CALLS: readonly CallDef[] = [calls.favoriteProducts, calls.addFavorite, calls.deleteFavorite];
const FOLLOW_CALLS: readonly CallDef[] = [
  calls.follow,
  calls.followingProducts,
  calls.followedAccounts,
  calls.unfollow,
];

interface FollowedPage {
  data: FollowedAccount[];
}
const NOTIFICATION_CALLS: readonly CallDef[] = [
  calls.notifications,
  calls.readNotification,
  calls.readAllNotifications,
];

const favoriteChecks = async (ctx: SuiteContext, token: string): Promise<void> => {
  const { api, rec } = ctx;
  const slug = (await otherSellersProduct(ctx))?.slug;
  const send = (call: CallDef, input: Parameters<typeof api.send>[1] = {}) => api.send(call, { ...input, token });
  const page = await send(calls.productBySlug, { params: { slug: slug ?? 'none' } });
  const product = slug ? (calls.productBySlug.response.safeParse(page.json).data as Product | undefined) : undefined;
  if (!product) {
    for (const call of FAVORITE_CALLS) rec.skip(call, 'favourites', 'not run: no product known', 'all');
    return;
  }
  const listed = async (check: string, expected: boolean) =>
    rec.success<ProductPage>(
      calls.favoriteProducts,
      check,
      await send(calls.favoriteProducts, { query: { perPage: 60 } }),
      (p) =>
        p.data.some((c) => c.id === product.id) === expected
          ? undefined
          : `'${product.slug}' is ${expected ? 'missing' : 'still listed'}`,
    );

  await rec.guard(calls.addFavorite, 'add', async () => {
    if (
      !rec.success(
        calls.addFavorite,
        'favourite the product',
        await send(calls.addFavorite, { body: { productId: product.id } }),
      )
    ) {
      return;
    }
    await listed('the favourite is listed first page', true);
    const unknown = await send(calls.addFavorite, { body: { productId: UNKNOWN_ID } });
    rec.error(calls.addFavorite, 'an unknown product → 404', unknown, 404, 'not_found');
    const bad = await api.raw('POST', calls.addFavorite.path, { body: { productId: 'x' }, token });
    rec.error(calls.addFavorite, 'a product id that is not a number → 422', bad, 422, 'validation');
  });
  await rec.guard(calls.deleteFavorite, 'remove', async () => {
    const removed = await send(calls.deleteFavorite, { params: { productId: product.id }, body: {} });
    if (rec.success(calls.deleteFavorite, 'remove the favourite (POST + _method=DELETE)', removed)) {
      await listed('no longer listed', false);
    }
    const unknown = await send(calls.deleteFavorite, { params: { productId: UNKNOWN_ID }, body: {} });
    rec.error(calls.deleteFavorite, 'an unknown product → 404', unknown, 404, 'not_found');
    // The main account's favourites are left as they were.
    if (product.isFavorite) {
      rec.success(
        calls.addFavorite,
        'restore the favourite it had',
        await send(calls.addFavorite, { body: { productId: product.id } }),
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
      calls.showUser,
      check,
      await send(calls.showUser, { params: { id: seller } }),
      (u) =>
        u.isFollowing === undefined || u.isFollowing === expected ? undefined : `isFollowing is ${u.isFollowing}`,
    );
  const listed = async (check: string, expected: boolean) =>
    rec.success<FollowedPage>(
      calls.followedAccounts,
      check,
      await send(calls.followedAccounts, { query: { perPage: 60 } }),
      (p) =>
        p.data.some((a) => a.id === seller) === expected
          ? undefined
          : `the seller is ${expected ? 'missing' : 'still listed'}`,
    );
  const before = await send(calls.showUser, { params: { id: seller } });
  const wasFollowing = (before.json as { isFollowing?: boolean | null } | undefined)?.isFollowing === true;
  await rec.guard(calls.follow, 'follow', async () => {
    if (!rec.success(calls.follow, 'follow the seller', await send(calls.follow, { body: { accountId: seller } })))
      return;
    await followingNow('isFollowing is true for the follower', true);
    await listed('the seller is among the followed accounts', true);
    rec.success<ProductPage>(
      calls.followingProducts,
      "the followed seller's products",
      await send(calls.followingProducts, { query: { perPage: 10 } }),
      (p) => (p.data.length > 0 ? undefined : 'no product of the followed seller'),
    );
    rec.error(calls.follow, 'oneself → 422', await send(calls.follow, { body: { accountId: me } }), 422, 'validation');
    rec.error(
      calls.follow,
      'nobody → 404',
      await send(calls.follow, { body: { accountId: UNKNOWN_ID } }),
      404,
      'not_found',
    );
  });
  await rec.guard(calls.unfollow, 'unfollow', async () => {
    rec.success(
      calls.unfollow,
      'unfollow the seller (POST + _method=DELETE)',
      await send(calls.unfollow, { params: { userId: seller }, body: {} }),
    );
    await followingNow('isFollowing is false once unfollowed', false);
    await listed('no longer among the followed accounts', false);
    const nobody = await send(calls.unfollow, { params: { userId: UNKNOWN_ID }, body: {} });
    rec.error(calls.unfollow, 'nobody → 404', nobody, 404, 'not_found');
    // The main account's follows are left as they were.
    if (wasFollowing) {
      rec.success(
        calls.follow,
        'follow again the seller it followed',
        await send(calls.follow, { body: { accountId: seller } }),
      );
    }
  });
};

const notificationChecks = async ({ api, rec, state }: SuiteContext, token: string): Promise<void> => {
  const me = state.self?.id;
  const fresh = state.fresh;
  const list = async (check: string, t: string, also?: (l: NotificationList) => string | undefined) =>
    rec.success<NotificationList>(calls.notifications, check, await api.send(calls.notifications, { token: t }), also);

  await rec.guard(calls.notifications, 'list', async () => {
    await list("the main account's calls.notifications, 30 a page", token, (l) =>
      l.meta.perPage === 30 ? undefined : `perPage is ${l.meta.perPage}`,
    );
    const unknown = await api.send(calls.readNotification, { params: { id: UNKNOWN_ID }, body: {}, token });
    rec.error(calls.readNotification, 'an unknown notification → 404', unknown, 404, 'not_found');
  });

  await rec.guard(calls.readNotification, 'read one', async () => {
    let target: Notification | undefined;
    if (fresh?.token && fresh.id && me) {
      await list('the fresh account has its welcome', fresh.token, (l) =>
        l.notifications.some((n) => n.type === 'welcome') ? undefined : 'no welcome notification',
      );
      // A follow from the fresh account makes a notification for the main account.
      rec.success(
        calls.follow,
        'the fresh account follows the main account',
        await api.send(calls.follow, { body: { accountId: me }, token: fresh.token }),
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
    if (!target)
      return rec.skip(calls.readNotification, 'mark one read', 'not run: the main account has no notification');
    const id = target.id;
    rec.success(
      calls.readNotification,
      'mark one read (POST + _method=PUT)',
      await api.send(calls.readNotification, { params: { id }, body: {}, token }),
    );
    await list('it is read now', token, (l) =>
      l.notifications.find((n) => n.id === id)?.read === false ? 'it is still unread' : undefined,
    );
  });

  await rec.guard(calls.readAllNotifications, 'read all', async () => {
    rec.success(
      calls.readAllNotifications,
      'mark all read',
      await api.send(calls.readAllNotifications, { body: {}, token }),
    );
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
