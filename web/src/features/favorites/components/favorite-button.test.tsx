/** The product page's favourite toggle, in both languages (adding one notifies the seller). */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { snackbar } from '../../../lib/snackbar';
import { errorBody, fakeApi } from '../../../test/fake-api';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { FavoriteButton } from './favorite-button';

const ui = {
  en: { add: 'Add to favorites', remove: 'Remove from favorites' },
  ar: { add: 'أضف إلى المفضلة', remove: 'إزالة من المفضلة' },
} as const;

describe.each(['en', 'ar'] as const)('favourite button (%s)', (locale) => {
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
});
