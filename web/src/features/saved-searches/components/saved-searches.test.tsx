/**
 * Saved searches in the browser (issue #33): 'Save this search' on a category page names the
 * search in a dialog (prefilled) and saves its filters; a refused name says why on the field; a
 * visitor is sent to sign in; the profile page lists the searches, turns alerts off, renames and
 * deletes after a confirm — in both languages.
 */
import { isolateText } from '@badal/contracts/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categoryDetail, productCards, productPage } from '../../../test/catalogue-fixtures';
import { errorBody, fakeApi } from '../../../test/fake-api';
import { bootstrapFor, categories, selfUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { shownText } from '../../../test/shown-text';

const top = categories[0]!;

const ui = {
  en: {
    save: 'Save this search',
    name: 'Name',
    submit: 'Save',
    list: 'Saved searches',
    alerts: 'Alerts',
    rename: `Rename ${isolateText('Land Cruiser')}`,
    newName: 'New name',
    del: `Delete ${isolateText('Land Cruiser')}`,
    confirm: 'Delete this saved search?',
    deleteButton: 'Delete',
  },
  ar: {
    save: 'احفظ هذا البحث',
    name: 'الاسم',
    submit: 'حفظ',
    list: 'عمليات البحث المحفوظة',
    alerts: 'التنبيهات',
    rename: `إعادة تسمية ${isolateText('Land Cruiser')}`,
    newName: 'الاسم الجديد',
    del: `حذف ${isolateText('Land Cruiser')}`,
    confirm: 'حذف هذا البحث المحفوظ؟',
    deleteButton: 'حذف',
  },
} as const;

const saved = (over = {}) => ({
  id: 5,
  name: 'Land Cruiser',
  query: { categorySlug: top.slug, text: 'land cruiser', minPrice: 2000 },
  alerts: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const catalogue = {
  [`GET /api/categories/${top.slug}/mini`]: { body: categoryDetail() },
  'GET /api/v2/search/products': { body: productPage(productCards(2)) },
  'GET /api/v2/search/products/max-price': { body: { maxPrice: 32000 } },
};

describe.each(['en', 'ar'] as const)('saved searches (%s)', (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';
  const t = ui[locale];

  it('saves a category page’s search under a prefilled name; a refused name says why', async () => {
    let answers = 0;
    const api = fakeApi({
      ...catalogue,
      'GET /api/saved-searches': { body: [] },
      'POST /api/saved-searches': () =>
        ++answers === 1
          ? { status: 422, body: errorBody('validation', 'too long', { name: 'savedSearch.limit' }) }
          : { body: saved() },
    });
    const { user } = await renderApp({
      locale,
      path: `${prefix}/categories/${top.slug}?text=land+cruiser&minPrice=2000`,
      bootstrap: bootstrapFor(locale, selfUser()),
    });
    await user.click(await screen.findByRole('button', { name: t.save }));
    const dialog = screen.getByRole('dialog', { name: t.save });
    const name = within(dialog).getByRole('textbox', { name: t.name });
    expect(name).toHaveValue(`land cruiser – ${top.name}`);
    await user.click(within(dialog).getByRole('button', { name: t.submit }));
    expect(await within(dialog).findByText(shownText('savedSearch.limit', locale))).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Land Cruiser');
    await user.click(within(dialog).getByRole('button', { name: t.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.find('POST', '/api/saved-searches').at(-1)?.body).toEqual({
      name: 'Land Cruiser',
      query: { categorySlug: top.slug, text: 'land cruiser', minPrice: 2000 },
      alerts: true,
    });
  });

  it('sends a visitor to sign in', async () => {
    fakeApi(catalogue);
    await renderApp({ locale, path: `${prefix}/categories/${top.slug}` });
    const link = await screen.findByRole('link', { name: t.save });
    expect(link.getAttribute('href')).toContain('/login?redirectTo=');
  });

  it('lists saved searches to open, turn alerts off, rename and delete', async () => {
    let list = [saved()];
    const api = fakeApi({
      'GET /api/saved-searches': () => ({ body: list }),
      'PUT /api/saved-searches/5': (request) => {
        list = [{ ...list[0]!, ...(request.body as object) }];
        return { body: list[0] };
      },
      'DELETE /api/saved-searches/5': () => {
        list = [];
        return { body: { message: 'The saved search was deleted.' } };
      },
    });
    const { user } = await renderApp({
      locale,
      path: `${prefix}/profile/info/saved-searches`,
      bootstrap: bootstrapFor(locale, selfUser()),
    });
    expect(await screen.findByRole('heading', { level: 1, name: t.list })).toBeInTheDocument();
    const row = await screen.findByTestId('saved-search');
    expect(within(row).getByRole('link', { name: 'Land Cruiser' })).toHaveAttribute(
      'href',
      `${prefix}/categories/${top.slug}?text=land+cruiser&minPrice=2000`,
    );
    await user.click(within(row).getByRole('checkbox', { name: t.alerts }));
    await waitFor(() => expect(within(row).getByRole('checkbox', { name: t.alerts })).not.toBeChecked());
    await user.click(within(row).getByRole('button', { name: t.rename }));
    const field = within(row).getByRole('textbox', { name: t.newName });
    await user.clear(field);
    await user.type(field, 'تويوتا');
    await user.click(within(row).getByRole('button', { name: t.submit }));
    expect(await within(row).findByRole('link', { name: 'تويوتا' })).toBeInTheDocument();
    expect(api.find('PUT', '/api/saved-searches/5').map((r) => r.body)).toEqual([
      expect.objectContaining({ alerts: false }),
      expect.objectContaining({ name: 'تويوتا' }),
    ]);
    await user.click(within(row).getByRole('button', { name: `${t.deleteButton} ${isolateText('تويوتا')}` }));
    const dialog = screen.getByRole('dialog', { name: t.confirm });
    await user.click(within(dialog).getByRole('button', { name: t.deleteButton }));
    expect(await screen.findByTestId('saved-searches-empty')).toBeInTheDocument();
  });
});
