import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { bootstrapFor, selfUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

vi.mock('../../features/banners/banner-picture', async (original) => ({
  ...(await original<typeof import('../../features/banners/banner-picture')>()),
  // jsdom decodes no pictures: the size is what the test says the chosen file has.
  readPictureSize: vi.fn(async (file: File) => JSON.parse(await file.text())),
}));

const prices = {
  body: { doubleBannerPrice: '25.000', horizontalBannerPrice: '15.000', verticalBannerPrice: '10.000' },
};

const unpaid = {
  id: 9,
  type: 5,
  title: 'Ramadan offers',
  summary: null,
  status: 'unpaid',
  date: '2026-12-01',
  days: 7,
  startsAt: null,
  endsAt: null,
  priceFils: 105_000,
  email: 'sara@example.com',
  phone: '55512345',
  rejectionReason: null,
  primaryImage: { url: 'https://media.badal.test/banners/9.png', width: 1225, height: 250 },
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: null,
};

/** A file whose "picture" is the size written in it (see the mock above). */
const pictureFile = (width: number, height: number, type = 'image/png') =>
  new File([JSON.stringify({ width, height })], 'banner.png', { type });

describe('placing a banner', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:banner');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('offers the unpaid banner to pay for or discard; discarding removes it and its line', async () => {
    const api = fakeApi({
      'GET /api/settings/keys': prices,
      'GET /api/banners/unpaid': { body: unpaid },
      'DELETE /api/banners/9': { body: { message: 'The banner was discarded.' } },
    });
    const { user } = await renderApp({
      path: '/double-banners/place-banner',
      bootstrap: bootstrapFor('en', selfUser()),
    });
    const waiting = await screen.findByTestId('unpaid-banner');
    expect(within(waiting).getByText('Ramadan offers')).toBeInTheDocument();
    expect(within(waiting).getByText('Waiting for payment')).toBeInTheDocument();
    expect(within(waiting).getByTestId('unpaid-banner-pay')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/payment$/),
    );
    await user.click(within(waiting).getByTestId('unpaid-banner-discard'));
    await waitFor(() => expect(screen.queryByTestId('unpaid-banner')).not.toBeInTheDocument());
    expect(api.find('DELETE', '/api/banners/9')).toHaveLength(1);
  }, 15_000);

  it('prices the placement by the day and refuses a picture of the wrong shape, in Arabic, before any upload', async () => {
    const api = fakeApi({ 'GET /api/settings/keys': prices, 'GET /api/banners/unpaid': { body: null } });
    const { user } = await renderApp({
      locale: 'ar',
      path: '/ar/double-banners/place-banner',
      bootstrap: bootstrapFor('ar', selfUser()),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'وضع بانر' })).toBeInTheDocument();
    // Horizontal is chosen first: 15 KWD a day, 7 days.
    expect(await screen.findByTestId('banner-total')).toHaveTextContent('105.000');
    await user.upload(screen.getByTestId('banner-picture'), pictureFile(800, 800));
    expect(await screen.findByText('يرجى التحقق من أبعاد صورة البانر')).toBeInTheDocument();
    // The other reading of the ratio is refused too; the spec's example passes and is previewed.
    await user.upload(screen.getByTestId('banner-picture'), pictureFile(250, 1225));
    expect(await screen.findByText('يرجى التحقق من أبعاد صورة البانر')).toBeInTheDocument();
    await user.upload(screen.getByTestId('banner-picture'), pictureFile(1225, 250));
    await waitFor(() => expect(screen.queryByText('يرجى التحقق من أبعاد صورة البانر')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'البانر كما سيظهر' })).toBeInTheDocument();
    // The same picture does not fit the vertical placement.
    await user.click(screen.getByTestId('placement-6'));
    expect(await screen.findByText('يرجى التحقق من أبعاد صورة البانر')).toBeInTheDocument();
    await user.click(screen.getByTestId('banner-pay'));
    expect(api.find('POST', '/api/banners')).toHaveLength(0);
  }, 15_000);
});
