/**
 * Blocks in the browser (issue #31): 'Block' on a seller's page asks first, then offers 'Unblock';
 * a refused block says why and keeps the dialog; account security lists the blocked people and
 * unblocks them — in both languages.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productCards, productPage, publicUser } from '../../../test/catalogue-fixtures';
import { errorBody, fakeApi } from '../../../test/fake-api';
import { bootstrapFor, selfUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { shownText } from '../../../test/shown-text';

const ui = {
  en: {
    block: 'Block',
    unblock: 'Unblock',
    dialog: 'Block \u2068Yousef Al-Awadhi\u2069?',
    list: 'Blocked people',
    none: 'You have not blocked anyone.',
    unblockRow: 'Unblock \u2068Yousef Al-Awadhi\u2069',
  },
  ar: {
    block: 'حظر',
    unblock: 'إلغاء الحظر',
    dialog: 'حظر \u2068Yousef Al-Awadhi\u2069؟',
    list: 'الأشخاص المحظورون',
    none: 'لم تحظر أحدًا.',
    unblockRow: 'إلغاء حظر \u2068Yousef Al-Awadhi\u2069',
  },
} as const;

const yousef = publicUser();
const blockedYousef = {
  id: yousef.id,
  fullName: yousef.fullName,
  userName: yousef.userName,
  image: null,
  accountType: 2,
  blockedAt: '2026-11-20T10:00:00.000Z',
};

describe.each(['en', 'ar'] as const)('blocks (%s)', (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';
  const t = ui[locale];
  const sara = selfUser();

  it('blocks a seller from their page after a confirm, then offers to unblock', async () => {
    let blocked: unknown[] = [];
    const api = fakeApi({
      'GET /api/users/19': { body: yousef },
      'GET /api/products/16/sellers': { body: productPage(productCards(1)) },
      'GET /api/blocks': () => ({ body: blocked }),
      'POST /api/blocks': () => {
        blocked = [blockedYousef];
        return { body: { message: 'ok' } };
      },
      'DELETE /api/blocks/19': () => {
        blocked = [];
        return { body: { message: 'ok' } };
      },
    });
    const { user } = await renderApp({ locale, path: `${prefix}/sellers/19`, bootstrap: bootstrapFor(locale, sara) });
    await user.click(await screen.findByRole('button', { name: t.block }));
    const dialog = screen.getByRole('dialog', { name: t.dialog });
    expect(api.find('POST', '/api/blocks')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: t.block }));
    expect(await screen.findByRole('button', { name: t.unblock })).toBeEnabled();
    expect(api.find('POST', '/api/blocks').map((r) => r.body)).toEqual([{ userId: 19 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('snackbar')).toHaveTextContent('Yousef Al-Awadhi');
    await user.click(screen.getByRole('button', { name: t.unblock }));
    expect(await screen.findByRole('button', { name: t.block })).toBeEnabled();
    expect(api.find('DELETE', '/api/blocks/19')).toHaveLength(1);
  });

  it('says why a block was refused and keeps the dialog open', async () => {
    fakeApi({
      'GET /api/users/19': { body: yousef },
      'GET /api/products/16/sellers': { body: productPage(productCards(1)) },
      'GET /api/blocks': { body: [] },
      'POST /api/blocks': { status: 404, body: errorBody('not_found', 'Not found') },
    });
    const { user } = await renderApp({ locale, path: `${prefix}/sellers/19`, bootstrap: bootstrapFor(locale, sara) });
    await user.click(await screen.findByRole('button', { name: t.block }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.block }));
    expect(await screen.findByTestId('snackbar')).toHaveTextContent(shownText('error.notFound', locale));
    expect(screen.getByRole('dialog', { name: t.dialog })).toBeInTheDocument();
  });

  it('shows no Block on one’s own page, nor to a visitor', async () => {
    fakeApi({
      'GET /api/users/7': { body: publicUser({ id: 7 }) },
      'GET /api/products/16/sellers': { body: productPage(productCards(1)) },
    });
    await renderApp({ locale, path: `${prefix}/sellers/7`, bootstrap: bootstrapFor(locale, sara) });
    expect(await screen.findAllByTestId('product-card')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: t.block })).not.toBeInTheDocument();
  });

  it('lists the blocked people in account security and unblocks one', async () => {
    let blocked: unknown[] = [blockedYousef];
    const api = fakeApi({
      'GET /api/blocks': () => ({ body: blocked }),
      'DELETE /api/blocks/19': () => {
        blocked = [];
        return { body: { message: 'ok' } };
      },
    });
    const { user } = await renderApp({
      locale,
      path: `${prefix}/profile/info/security`,
      bootstrap: bootstrapFor(locale, sara),
    });
    const section = await screen.findByRole('region', { name: t.list });
    expect(await within(section).findByText('Yousef Al-Awadhi')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: t.unblockRow }));
    expect(await within(section).findByText(t.none)).toBeInTheDocument();
    await waitFor(() => expect(api.find('DELETE', '/api/blocks/19')).toHaveLength(1));
  });
});
