import type { messages } from '@badal/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { takeWizardMove } from '../../../features/place-ad/flow-navigation';
import { draftApi, draftAt } from '../../../features/place-ad/test/draft-fixtures';
import { productCard } from '../../../test/catalogue-fixtures';
import { bootstrapFor, categories, selfUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { shownText } from '../../../test/shown-text';

// Intl output carries no-break spaces and direction marks; compare what a reader sees.
const visible = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

const ui = {
  en: {
    location: 'Where is the item?',
    address: 'Address',
    latitude: 'Latitude',
    save: 'Save and continue',
    preview: 'Preview and publish',
    price: /KWD 12,500\.500/,
    tags: ['Sale or barter', 'Used'],
    publish: 'Publish the ad',
    done: 'Your ad is published',
    view: 'View your ad',
    myAds: 'My ads',
    held: 'Your ad is waiting for review',
  },
  ar: {
    location: 'أين يوجد الغرض؟',
    address: 'العنوان',
    latitude: 'خط العرض',
    save: 'احفظ وتابع',
    preview: 'المعاينة والنشر',
    price: /KWD 12,500\.500/,
    tags: ['بيع أو مقايضة', 'مستعمل'],
    publish: 'انشر الإعلان',
    done: 'تم نشر إعلانك',
    view: 'اعرض إعلانك',
    myAds: 'إعلاناتي',
    held: 'إعلانك بانتظار المراجعة',
  },
} as const;

describe.each(['en', 'ar'] as const)('location, preview and publishing (%s)', (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';
  const t = ui[locale];
  const m = (key: keyof typeof messages) => shownText(key, locale);
  const open = (step: string) =>
    renderApp({ locale, path: `${prefix}/place-ad/steps/${step}`, bootstrap: bootstrapFor(locale, selfUser()) });

  beforeEach(() => {
    takeWizardMove('');
  });

  it('checks the address and the coordinates, then saves the location with the address alone typed', async () => {
    const api = draftApi(draftAt(5));
    const { user } = await open('select-location');
    expect(await screen.findByRole('heading', { level: 1, name: t.location })).toBeInTheDocument();
    const latitude = screen.getByRole('textbox', { name: t.latitude });
    await user.clear(latitude);
    await user.type(latitude, '91');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByRole('textbox', { name: t.address })).toHaveAccessibleDescription(
      new RegExp(m('validation.required').replace('.', '\\.')),
    );
    expect(latitude).toHaveAccessibleDescription(m('validation.invalid'));
    expect(api.find('POST', '/api/ad/location')).toHaveLength(0);

    await user.clear(latitude);
    await user.type(latitude, '29.3759');
    await user.type(screen.getByRole('textbox', { name: t.address }), 'Salmiya, block 4');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByRole('heading', { level: 1, name: t.preview })).toBeInTheDocument();
    expect(api.find('POST', '/api/ad/location')[0]?.body).toEqual({
      address: 'Salmiya, block 4',
      latitude: 29.3759,
      longitude: 47.9774,
    });
  });

  it('previews the ad as buyers will see it, publishes it and links to the new product', async () => {
    const [top, sub] = [categories[0]!, categories[0]!.children[0]!];
    const api = draftApi(draftAt(6), {
      'POST /api/ad/finish': {
        body: {
          product: productCard({
            slug: 'toyota-land-cruiser-2020-x1y2z3',
            categories: [
              { id: top.id, slug: top.slug, name: top.name },
              { id: sub.id, slug: sub.slug, name: sub.name },
            ],
          }),
        },
      },
    });
    const { user, current } = await open('preview');
    expect(await screen.findByRole('heading', { level: 1, name: t.preview })).toBeInTheDocument();
    const preview = await screen.findByTestId('ad-preview');
    expect(within(preview).getByRole('heading', { name: 'Toyota Land Cruiser 2020' })).toBeInTheDocument();
    expect(visible(within(preview).getByTestId('product-price').textContent)).toMatch(t.price);
    for (const tag of t.tags) expect(within(preview).getByText(tag, { selector: '.product-tag' })).toBeInTheDocument();
    // Attribute values read as their option labels.
    const attributes = await within(preview).findByTestId('product-attributes');
    expect(within(attributes).getByText('Toyota')).toBeInTheDocument();
    expect(within(attributes).getByText('White')).toBeInTheDocument();
    expect(within(preview).getByTestId('product-address')).toHaveTextContent('Salmiya, block 4');
    expect(within(preview).getByTestId('seller-card')).toHaveTextContent('Sara Ali');

    await user.click(screen.getByRole('button', { name: t.publish }));
    expect(await screen.findByRole('heading', { level: 1, name: t.done })).toBeInTheDocument();
    expect(api.find('POST', '/api/ad/finish')).toHaveLength(1);
    expect(current()).toMatch(new RegExp(`^${prefix}/place-ad/done\\?`));
    expect(screen.getByRole('link', { name: t.view })).toHaveAttribute(
      'href',
      `${prefix}/categories/${top.slug}/products/toyota-land-cruiser-2020-x1y2z3`,
    );
    expect(screen.getByRole('link', { name: t.myAds })).toHaveAttribute('href', `${prefix}/profile/info/ads`);
  });
  it('says so when the new ad is held for review, with no link to an ad nobody can open yet', async () => {
    const [top] = [categories[0]!];
    draftApi(draftAt(6), {
      'POST /api/ad/finish': {
        body: {
          product: productCard({
            slug: 'nissan-patrol-2020-h0ld00',
            categories: [{ id: top.id, slug: top.slug, name: top.name }],
          }),
          moderation: { state: 'held', reason: null },
        },
      },
    });
    const { user, current } = await open('preview');
    await user.click(await screen.findByRole('button', { name: t.publish }));
    expect(await screen.findByRole('heading', { level: 1, name: t.held })).toBeInTheDocument();
    expect(current()).toMatch(/held=1/);
    expect(screen.queryByRole('link', { name: t.view })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.myAds })).toHaveAttribute('href', `${prefix}/profile/info/ads`);
  });
});
