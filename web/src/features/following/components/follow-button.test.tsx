/** The follow button of the product and seller pages, in both languages. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { snackbar } from '../../../lib/snackbar';
import { errorBody, fakeApi } from '../../../test/fake-api';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { FollowButton } from './follow-button';

const ui = {
  en: { follow: 'Follow', unfollow: 'Unfollow' },
  ar: { follow: 'متابعة', unfollow: 'إلغاء المتابعة' },
} as const;

describe.each(['en', 'ar'] as const)('follow button (%s)', (locale) => {
  const t = ui[locale];

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

  it('starts at Unfollow when the user answer says the reader follows, and goes back on a refusal', async () => {
    fakeApi({ 'DELETE /api/accounts/19/follow': { status: 404, body: errorBody('not_found', 'gone') } });
    const { user } = await renderWithI18n(<FollowButton userId={19} name="Yousef" isFollowing />, locale);
    await user.click(screen.getByRole('button', { name: t.unfollow }));
    await waitFor(() => expect(snackbar.get()?.tone).toBe('error'));
    expect(screen.getByRole('button', { name: t.unfollow })).toBeEnabled();
  });
});
