import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productCard } from '../../test/catalogue-fixtures';
import { errorBody, fakeApi } from '../../test/fake-api';
import { bootstrapFor, selfUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const DAY = 86_400_000;

const services = [
  {
    id: 1,
    code: 'boostAd',
    feeTypeId: 18,
    name: 'Boost ad',
    description: 'Shows the ad at the top of its category.',
    unit: 'day',
    unitPriceFils: 1_000,
    minUnits: 1,
    maxUnits: 30,
    includedDays: 3,
    percentRange: null,
  },
  {
    id: 2,
    code: 'adRefresh',
    feeTypeId: 2,
    name: 'Refresh ad',
    description: 'Moves the ad back to the top of the newest listings.',
    unit: 'use',
    unitPriceFils: 500,
    minUnits: 1,
    maxUnits: 1,
    includedDays: 0,
    percentRange: null,
  },
  {
    id: 3,
    code: 'flashSale',
    feeTypeId: 19,
    name: 'Flash sale',
    description: 'Lists the ad among the flash sales.',
    unit: 'day',
    unitPriceFils: 2_000,
    minUnits: 1,
    maxUnits: 14,
    includedDays: 3,
    percentRange: { min: 1, max: 100 },
  },
];

const card = productCard();
const myAd = (overrides: object = {}) => ({
  id: card.id,
  slug: card.slug,
  name: card.name,
  price: card.price,
  currency: 'KWD',
  status: 'published',
  image: card.image,
  categories: card.categories,
  createdAt: card.createdAt,
  featuredUntil: null,
  sale: null,
  refreshedAt: null,
  ...overrides,
});

const myAds = (...ads: object[]) => ({
  body: { data: ads, meta: { currentPage: 1, perPage: 20, total: ads.length, lastPage: 1 } },
});

const membershipWith = (remaining: number) => ({
  body: {
    current: {
      id: 4,
      typeId: 3,
      plan: { id: 2, code: 'pro', name: 'Pro' },
      period: 'monthly',
      startsAt: new Date(Date.now() - DAY).toISOString(),
      endsAt: new Date(Date.now() + 29 * DAY).toISOString(),
      active: true,
      allowances: services.map((s) => ({
        serviceId: s.id,
        code: s.code,
        name: s.name,
        monthlyQuota: 3,
        used: 3 - remaining,
        remaining,
        cycleStartsAt: new Date(Date.now() - DAY).toISOString(),
        cycleEndsAt: new Date(Date.now() + 29 * DAY).toISOString(),
      })),
    },
    memberships: [],
  },
});

const noMembership = { body: { current: null, memberships: [] } };

const emptyCart = { body: { items: [], totalFils: 0, currency: 'KWD' } };

describe('promoting an ad', () => {
  const bootstrap = bootstrapFor('en', selfUser());
  afterEach(() => vi.restoreAllMocks());

  it('boost: the chosen ad with its state, the price of the days chosen, then the payment page', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const api = fakeApi({
      'GET /api/memberships/services': { body: services },
      'GET /api/products/mine': myAds(
        myAd({ featuredUntil: '2026-12-01T10:00:00.000Z' }),
        myAd({ id: 2, slug: 'sofa', name: 'Sofa', status: 'pending' }),
      ),
      'GET /api/memberships': noMembership,
      'POST /api/memberships/services/1/offer': emptyCart,
    });
    const { user } = await renderApp({ path: `/profile/info/boost-ad?product=${card.id}`, bootstrap });
    expect(await screen.findByRole('heading', { level: 1, name: 'Boost ad' })).toBeInTheDocument();
    // Only published ads can be promoted; the one from My ads comes chosen.
    expect(await screen.findAllByTestId('promote-ad')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /Toyota Land Cruiser 2020/ })).toBeChecked();
    expect(screen.getByTestId('state-boosted')).toHaveTextContent('Boosted until December 1, 2026');
    expect(screen.queryByTestId('promote-allowance')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByTestId('promote-days'), '7');
    expect(screen.getByTestId('promote-price')).toHaveTextContent('KWD 7.000');
    await user.click(screen.getByTestId('promote-pay'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^(\/en)?\/payment$/)));
    expect(api.find('POST', '/api/memberships/services/1/offer')[0]?.body).toEqual({ productId: card.id, days: 7 });
  }, 15_000);

  it('flash sale: a percentage outside 1–99 is refused in the page, in Arabic, before any call', async () => {
    const api = fakeApi({
      'GET /api/memberships/services': { body: services },
      'GET /api/products/mine': myAds(myAd()),
      'GET /api/memberships': noMembership,
    });
    const { user } = await renderApp({
      locale: 'ar',
      path: `/ar/profile/info/flash-sales?product=${card.id}`,
      bootstrap: bootstrapFor('ar', selfUser()),
    });
    const percent = await screen.findByTestId('promote-percent');
    for (const typed of ['0', '12.5', 'abc']) {
      await user.clear(percent);
      await user.type(percent, typed);
      await user.click(screen.getByTestId('promote-pay'));
      expect(await screen.findByRole('alert')).toHaveTextContent('أدخل نسبة مئوية من 0 إلى 100.');
    }
    // 100 % and more would give the ad away: not a sale.
    for (const typed of ['100', '101']) {
      await user.clear(percent);
      await user.type(percent, typed);
      await user.click(screen.getByTestId('promote-pay'));
      expect(await screen.findByRole('alert')).toHaveTextContent('يخفض العرض السريع السعر بنسبة من 1 إلى 99 بالمئة.');
    }
    expect(api.find('POST', '/api/memberships/services/3/offer')).toHaveLength(0);
  });

  it("refresh from the membership's allowance: no payment, the new state and the uses left", async () => {
    const refreshedAt = '2026-11-26T10:00:00.000Z';
    let remaining = 2;
    const api = fakeApi({
      'GET /api/memberships/services': { body: services },
      'GET /api/products/mine': () => myAds(myAd(remaining === 1 ? { refreshedAt } : {})),
      'GET /api/memberships': () => membershipWith(remaining),
      'POST /api/memberships/services/2/use': () => {
        remaining = 1;
        return {
          body: {
            promotion: { productId: card.id, featuredUntil: null, sale: null, listedAt: refreshedAt, refreshedAt },
            remaining: 1,
          },
        };
      },
    });
    const { user } = await renderApp({ path: `/profile/info/ad-refresh?product=${card.id}`, bootstrap });
    expect(await screen.findByTestId('promote-allowance-note')).toHaveTextContent(
      'Included in your membership (2 left this month).',
    );
    expect(screen.queryByTestId('promote-days')).not.toBeInTheDocument();
    expect(screen.getByTestId('promote-price')).toHaveTextContent('KWD 0.500');
    await user.click(screen.getByTestId('promote-allowance'));
    const done = await screen.findByTestId('promote-applied');
    expect(within(done).getByTestId('state-refreshed')).toHaveTextContent('Last refreshed November 26, 2026');
    expect(api.find('POST', '/api/memberships/services/2/use')[0]?.body).toEqual({ productId: card.id });
    await waitFor(() => expect(screen.getByTestId('promote-allowance-note')).toHaveTextContent('(1 left this month)'));
  });

  it("says why the server refused (a refresh inside 24 hours), in the catalogue's words", async () => {
    fakeApi({
      'GET /api/memberships/services': { body: services },
      'GET /api/products/mine': myAds(myAd()),
      'GET /api/memberships': membershipWith(2),
      'POST /api/memberships/services/2/use': {
        status: 422,
        body: errorBody('validation', 'Too soon.', { productId: 'error.refreshTooSoon' }),
      },
    });
    const { user } = await renderApp({ path: `/profile/info/ad-refresh?product=${card.id}`, bootstrap });
    await user.click(await screen.findByTestId('promote-allowance'));
    expect(await screen.findByTestId('payment-problem')).toHaveTextContent(
      'This ad was refreshed less than 24 hours ago. You can refresh it again a day after.',
    );
  });

  it('offers to place an ad when none is published', async () => {
    fakeApi({
      'GET /api/memberships/services': { body: services },
      'GET /api/products/mine': myAds(),
      'GET /api/memberships': noMembership,
    });
    await renderApp({ path: '/profile/info/boost-ad', bootstrap });
    expect(await screen.findByTestId('promote-no-ads')).toHaveTextContent('You have no published ads to promote yet.');
  });
});
