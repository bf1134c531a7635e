/** The product page's members' favourite and follow buttons (their calls notify the seller), in both languages. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { snackbar } from '../../../lib/snackbar';
import { errorBody, fakeApi } from '../../../test/fake-api';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { FavoriteButton } from './favorite-button';
import { FollowButton } from './follow-button';

const ui = {
  en: { add: 'Add to favorites', remove: 'Remove from favorites', follow: 'Follow', unfollow: 'Unfollow' },
  ar: { add: 'أضف إلى المفضلة', remove: 'إزالة من المفضلة', follow: 'متابعة', unfollow: 'إلغاء المتابعة' },
} as const;

describe.each(['en', 'ar'] as const)('members’ buttons (%s)', (locale) => {
  const t = ui[locale];

  it('adds a product to the favourites and removes it again', async () => {
    const api = fakeApi({
      'POST /api/products/add-favorite': { body: { message: 'ok' } },
      'DELETE /api/products/77/delete-favorite': { body: { message: 'ok' } },
    });
    const changed = vi.fn();
    const { user } = await renderWithI18n(
      <FavoriteButton productId={77} isFavorite={false} onChanged={changed} />,
      locale,
    );
    await user.click(screen.getByRole('button', { name: t.add }));
    expect(await screen.findByRole('button', { name: t.remove })).toBeEnabled();
    expect(api.find('POST', '/api/products/add-favorite').map((r) => r.body)).toEqual([{ productId: 77 }]);
    expect(snackbar.get()?.tone).toBe('success');
    await user.click(screen.getByRole('button', { name: t.remove }));
    expect(await screen.findByRole('button', { name: t.add })).toBeEnabled();
    expect(api.find('DELETE', '/api/products/77/delete-favorite')).toHaveLength(1);
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('takes the favourite back when the server refuses, and says why', async () => {
    fakeApi({ 'POST /api/products/add-favorite': { status: 404, body: errorBody('not_found', 'gone') } });
    const { user } = await renderWithI18n(<FavoriteButton productId={77} isFavorite={false} />, locale);
    await user.click(screen.getByRole('button', { name: t.add }));
    await waitFor(() => expect(snackbar.get()?.tone).toBe('error'));
    expect(screen.getByRole('button', { name: t.add })).toBeEnabled();
  });

  it('follows a seller and unfollows again', async () => {
    const api = fakeApi({
      'POST /api/accounts/follow': { body: { message: 'ok' } },
      'DELETE /api/accounts/19/follow': { body: { message: 'ok' } },
    });
    const { user } = await renderWithI18n(<FollowButton userId={19} name="Yousef" />, locale);
    await user.click(screen.getByRole('button', { name: t.follow }));
    expect(await screen.findByRole('button', { name: t.unfollow })).toBeEnabled();
    expect(api.find('POST', '/api/accounts/follow').map((r) => r.body)).toEqual([{ accountId: 19 }]);
    expect(snackbar.get()?.text).toContain('Yousef');
    await user.click(screen.getByRole('button', { name: t.unfollow }));
    expect(await screen.findByRole('button', { name: t.follow })).toBeEnabled();
    expect(api.find('DELETE', '/api/accounts/19/follow')).toHaveLength(1);
  });
});
