import { describe, expect, it } from 'vitest';
import { SETTING_KEYS } from '../constants.js';
import { settingKeySchema } from '../entities/settings.js';
import { calls } from './index.js';

const tree = [
  {
    id: 1,
    slug: 'vehicles',
    name: 'Vehicles',
    primaryImage: { url: '/i/v.png', thumbnailUrl: '/i/v-t.png' },
    children: [{ id: 2, slug: 'cars', name: 'Cars', primaryImage: null, children: [] }],
  },
];

describe('categories.mini', () => {
  it('answers the nested tree', () => {
    expect(calls.categoriesMini.response.safeParse(tree).success).toBe(true);
    expect(calls.categoriesMini.response.safeParse([]).success).toBe(true);
  });

  it('refuses a node without children or with a bad child', () => {
    expect(calls.categoriesMini.response.safeParse([{ ...tree[0], children: undefined }]).success).toBe(false);
    expect(
      calls.categoriesMini.response.safeParse([{ ...tree[0], children: [{ id: 'x', slug: 'a', name: 'b' }] }]).success,
    ).toBe(false);
  });
});

describe('categories.miniBySlug', () => {
  it('takes a URL slug and answers one category; unknown slugs are 404', () => {
    expect(calls.categoryMini.params!.safeParse({ slug: 'cars-and-bikes' }).success).toBe(true);
    expect(calls.categoryMini.params!.safeParse({ slug: '../x' }).error?.issues[0]?.message).toBe('validation.invalid');
    expect(calls.categoryMini.response.safeParse({ ...tree[0], parent: null, filters: [] }).success).toBe(true);
    expect(calls.categoryMini.response.safeParse(tree[0]).success).toBe(false);
    expect(calls.categoryMini.response.safeParse(tree).success).toBe(false);
    expect(calls.categoryMini.errors).toEqual([{ status: 404, code: 'not_found' }]);
  });
});

describe('settings.keys', () => {
  it('knows the keys §7 names, and the business account price', () => {
    expect(SETTING_KEYS).toEqual([
      'doubleBannerPrice',
      'horizontalBannerPrice',
      'verticalBannerPrice',
      'companySubscriptionPrice',
    ]);
    expect(settingKeySchema.safeParse('doubleBannerPrice').success).toBe(true);
    expect(settingKeySchema.safeParse('adminPassword').success).toBe(false);
  });

  it('takes comma-separated keys, or none', () => {
    expect(calls.settingsKeys.query!.safeParse({}).success).toBe(true);
    expect(calls.settingsKeys.query!.safeParse({ keys: 'doubleBannerPrice,verticalBannerPrice' }).success).toBe(true);
    expect(calls.settingsKeys.query!.safeParse({ keys: 'a b' }).error?.issues[0]?.message).toBe('validation.invalid');
    expect(calls.settingsKeys.query!.safeParse({ keys: 'a'.repeat(501) }).error?.issues[0]?.message).toBe(
      'validation.tooLong',
    );
  });

  it('answers values by key, null allowed', () => {
    expect(
      calls.settingsKeys.response.safeParse({ doubleBannerPrice: '25.000', verticalBannerPrice: null }).success,
    ).toBe(true);
    expect(calls.settingsKeys.response.safeParse({ doubleBannerPrice: 25 }).success).toBe(false);
  });
});
