import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productCards } from '../../../test/catalogue-fixtures';
import { errorBody, fakeApi } from '../../../test/fake-api';
import { bootstrapFor, selfUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { shownText } from '../../../test/shown-text';

const visible = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

const mine = (statuses: ('published' | 'pending' | 'rejected' | 'sold')[], page = 1, lastPage = 1) => ({
  data: productCards(statuses.length, page * 100).map((card, i) => ({
    id: card.id,
    slug: card.slug,
    name: card.name,
    price: card.price,
    currency: card.currency,
    status: statuses[i],
    image: i === 0 ? card.image : null,
    categories: card.categories,
    createdAt: card.createdAt,
    moderation: { state: 'visible', reason: null },
    adState: statuses[i] === 'sold' ? 'sold' : 'live',
    endsAt: '2099-01-01T00:00:00.000Z',
    renewableAt: null,
    openOffers: { count: 0, nextExpiresAt: null },
  })),
  meta: { currentPage: page, perPage: 20, total: (lastPage - 1) * 20 + statuses.length, lastPage },
});

const ui = {
  en: {
    removed: 'Removed by Badal',
    removedStatus: 'Removed',
    resubmitted: 'Your ad was sent for review.',
    heading: 'My ads',
    statuses: ['Published', 'Under review', 'Rejected', 'Sold'],
    price: 'KWD 12,500.500',
    date: 'Placed March 1, 2026',
    empty: 'You have not placed any ads yet.',
    place: 'Place an ad',
    menu: 'Ads',
    page2: 'Page 2',
    boosted: 'Boosted until December 1, 2026',
    boost: 'Boost',
    changePrice: 'Change price',
    newPrice: 'New price',
    save: 'Save',
  },
  ar: {
    removed: 'أزاله فريق بدل',
    removedStatus: 'أُزيل',
    resubmitted: 'تم إرسال إعلانك للمراجعة.',
    heading: 'إعلاناتي',
    statuses: ['منشور', 'قيد المراجعة', 'مرفوض', 'مباع'],
    price: 'KWD 12,500.500',
    date: 'أُضيف في 1 مارس 2026',
    empty: 'لم تنشر أي إعلانات بعد.',
    place: 'أضف إعلانًا',
    menu: 'الإعلانات',
    page2: 'الصفحة 2',
    boosted: 'مميّز حتى 1 ديسمبر 2026',
    boost: 'تمييز',
    changePrice: 'تغيير السعر',
    newPrice: 'السعر الجديد',
    save: 'حفظ',
  },
} as const;

describe.each(['en', 'ar'] as const)('my ads (%s)', (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';
  const t = ui[locale];
  const bootstrap = bootstrapFor(locale, selfUser());

  it('shows what a published ad has now and links it to the promotions, the ad chosen', async () => {
    const body = mine(['published', 'pending']);
    const ads = body.data.map((ad, i) => (i === 0 ? { ...ad, featuredUntil: '2026-12-01T10:00:00.000Z' } : ad));
    fakeApi({ 'GET /api/products/mine': { body: { ...body, data: ads } } });
    await renderApp({ locale, path: `${prefix}/profile/info/ads`, bootstrap });
    const [published, pending] = await screen.findAllByTestId('my-ad');
    expect(visible(within(published!).getByTestId('state-boosted').textContent)).toBe(t.boosted);
    expect(within(published!).getByRole('link', { name: t.boost })).toHaveAttribute(
      'href',
      `${prefix}/profile/info/boost-ad?product=${ads[0]!.id}`,
    );
    // Only a published ad can be promoted.
    expect(within(pending!).queryByRole('link', { name: t.boost })).not.toBeInTheDocument();
  });

  it('changes a live ad’s price (issue #33); the same price is refused on the field', async () => {
    const body = mine(['published']);
    let answers = 0;
    const id = body.data[0]!.id;
    const api = fakeApi({
      'GET /api/products/mine': { body },
      [`PUT /api/products/${id}/price`]: () =>
        ++answers === 1
          ? { status: 422, body: errorBody('validation', 'same', { price: 'adPrice.notLower' }) }
          : { body: { message: 'The price was changed.' } },
    });
    const { user } = await renderApp({ locale, path: `${prefix}/profile/info/ads`, bootstrap });
    const [ad] = await screen.findAllByTestId('my-ad');
    await user.click(within(ad!).getByRole('button', { name: t.changePrice }));
    const dialog = screen.getByRole('dialog', { name: t.changePrice });
    const field = within(dialog).getByRole('textbox', { name: t.newPrice });
    await user.clear(field);
    await user.type(field, '900.5');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(shownText('adPrice.notLower', locale))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.find('PUT', `/api/products/${id}/price`).map((r) => r.body)).toEqual([
      { price: 900.5 },
      { price: 900.5 },
    ]);
  });

  it("lists the user's ads with picture, price, status and date, each linking to its product page", async () => {
    const api = fakeApi({
      'GET /api/products/mine': { body: mine(['published', 'pending', 'rejected', 'sold'], 1, 2) },
    });
    await renderApp({ locale, path: `${prefix}/profile/info/ads`, bootstrap });
    expect(await screen.findByRole('heading', { level: 1, name: t.heading })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('my-ad');
    expect(rows).toHaveLength(4);
    expect(api.find('GET', '/api/products/mine')[0]?.search).toBe('?page=1&perPage=20');
    const first = rows[0]!;
    expect(within(first).getByRole('link', { name: 'Product 100' })).toHaveAttribute(
      'href',
      `${prefix}/categories/category-1/products/product-100`,
    );
    expect(visible(first.textContent)).toContain(t.price);
    expect(visible(first.textContent)).toContain(t.date);
    expect(first.querySelector('img')).toHaveAttribute('src', '/media/p/1-thumb.png');
    for (const [i, row] of rows.entries()) expect(row).toHaveTextContent(t.statuses[i]!);
    // The profile menu leads here, marked as the current page.
    expect(screen.getByRole('link', { name: t.menu })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: t.page2 })).toHaveAttribute('href', `${prefix}/profile/info/ads?page=2`);
  });

  it('shows a hidden ad with the reason, not promotable, and sends it back for review corrected', async () => {
    const body = mine(['published']);
    const hidden = { ...body.data[0]!, moderation: { state: 'hidden', reason: 'Photos from another ad' } };
    const api = fakeApi({
      'GET /api/products/mine': { body: { ...body, data: [hidden] } },
      [`POST /api/products/${hidden.id}/resubmit`]: { body: { message: t.resubmitted } },
    });
    const { user } = await renderApp({ locale, path: `${prefix}/profile/info/ads`, bootstrap });
    const note = await screen.findByTestId('ad-moderation');
    expect(note).toHaveTextContent(t.removed);
    expect(note).toHaveTextContent('Photos from another ad');
    expect(screen.getByTestId('my-ad')).toHaveTextContent(t.removedStatus);
    expect(screen.queryByRole('link', { name: t.boost })).not.toBeInTheDocument();
    await user.click(within(note).getByTestId('edit-hidden-ad'));
    await user.click(within(note).getByTestId('resubmit-ad'));
    await waitFor(() => expect(api.find('POST', `/api/products/${hidden.id}/resubmit`)).toHaveLength(1));
    expect(api.find('POST', `/api/products/${hidden.id}/resubmit`)[0]?.body).toEqual({ name: hidden.name });
  }, 15_000);

  it('asks for the page in the address', async () => {
    const api = fakeApi({ 'GET /api/products/mine': { body: mine(['published'], 2, 2) } });
    await renderApp({ locale, path: `${prefix}/profile/info/ads?page=2`, bootstrap });
    expect(await screen.findAllByTestId('my-ad')).toHaveLength(1);
    expect(api.find('GET', '/api/products/mine')[0]?.search).toBe('?page=2&perPage=20');
  });

  it('offers to place the first ad when there is none', async () => {
    fakeApi({ 'GET /api/products/mine': { body: mine([]) } });
    await renderApp({ locale, path: `${prefix}/profile/info/ads`, bootstrap });
    const empty = await screen.findByTestId('my-ads-empty');
    expect(empty).toHaveTextContent(t.empty);
    expect(within(empty).getByRole('link', { name: t.place })).toHaveAttribute(
      'href',
      `${prefix}/place-ad/steps/select-category`,
    );
  });
});
