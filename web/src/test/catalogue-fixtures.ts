/** Catalogue data for component tests, shaped (and checked) by the contracts' schemas. */
import {
  type AboutUsEntry,
  aboutUsEntrySchema,
  type CategoryDetail,
  categoryDetailSchema,
  type Home,
  homeSchema,
  type Product,
  type ProductCard,
  type ProductPage,
  type PublicUser,
  productCardSchema,
  productPageSchema,
  productSchema,
  publicUserSchema,
} from '@badal/contracts';
import { categories } from './fixtures';

const top = categories[0]!;
const sub = top.children[0]!;

export const productCard = (overrides: Partial<ProductCard> = {}): ProductCard =>
  productCardSchema.parse({
    id: 1,
    slug: 'toyota-land-cruiser-2020',
    name: 'Toyota Land Cruiser 2020',
    price: '12500.5',
    secondPrice: null,
    currency: 'KWD',
    sellType: 'sell',
    isNew: false,
    isFeatured: false,
    image: { url: '/media/p/1.png', thumbnailUrl: '/media/p/1-thumb.png' },
    categories: [
      { id: top.id, slug: top.slug, name: top.name },
      { id: sub.id, slug: sub.slug, name: sub.name },
    ],
    address: 'Salmiya, block 4',
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  });

/** `count` cards with distinct ids, slugs and names. */
export const productCards = (count: number, from = 1): ProductCard[] =>
  Array.from({ length: count }, (_, i) =>
    productCard({ id: from + i, slug: `product-${from + i}`, name: `Product ${from + i}` }),
  );

export const productPage = (data: ProductCard[], meta: Partial<ProductPage['meta']> = {}): ProductPage =>
  productPageSchema.parse({
    data,
    meta: { currentPage: 1, perPage: 24, total: data.length, lastPage: 1, ...meta },
  });

export const product = (overrides: Partial<Product> = {}): Product =>
  productSchema.parse({
    ...productCard(),
    // In a 20 % flash sale with three days left.
    secondPrice: '10000.400',
    sale: { percent: 20, endsAt: new Date(Date.now() + 3 * 86_400_000 - 60_000).toISOString() },
    sellType: 'sell/barter',
    description: 'One owner, agency serviced.\nSpare key included.',
    code: 'BDL-10001',
    images: [
      { id: 11, url: '/media/p/1.png', thumbnailUrl: '/media/p/1-thumb.png', isMain: false, width: 640, height: 480 },
      { id: 12, url: '/media/p/2.png', thumbnailUrl: '/media/p/2-thumb.png', isMain: true, width: 640, height: 480 },
    ],
    attributes: [
      { id: 1, name: 'Make', type: 2, value: null, values: ['Toyota'], unit: null },
      { id: 3, name: 'Mileage', type: 1, value: '84000', values: [], unit: 'km' },
      { id: 4, name: 'Colour', type: 5, value: '#ffffff', values: ['White'], unit: null },
      { id: 6, name: 'Accident-free', type: 0, value: 'true', values: [], unit: null },
    ],
    location: { latitude: 29.3375, longitude: 48.0758, address: 'Salmiya, block 4' },
    seller: {
      id: 16,
      userId: 19,
      fullName: 'Yousef Al-Awadhi',
      userName: 'yousef',
      image: null,
      accountType: 2,
      country: null,
    },
    views: 12,
    isFavorite: null,
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  });

/** A sub-category's filters: one of every filter type of spec §4 (0–6). */
export const categoryDetail = (overrides: Partial<CategoryDetail> = {}): CategoryDetail =>
  categoryDetailSchema.parse({
    id: top.id,
    slug: top.slug,
    name: top.name,
    primaryImage: null,
    children: top.children,
    parent: null,
    filters: [
      { id: 6, name: 'Accident-free', filterType: 0, attributeType: 0, options: [], min: null, max: null, unit: null },
      { id: 3, name: 'Mileage', filterType: 1, attributeType: 1, options: [], min: 0, max: 320000, unit: 'km' },
      {
        id: 8,
        name: 'Features',
        filterType: 2,
        attributeType: 3,
        options: [
          { value: 'sunroof', label: 'Sunroof', color: null },
          { value: 'navigation', label: 'Navigation', color: null },
        ],
        min: null,
        max: null,
        unit: null,
      },
      {
        id: 1,
        name: 'Make',
        filterType: 3,
        attributeType: 2,
        options: [
          { value: 'toyota', label: 'Toyota', color: null },
          { value: 'nissan', label: 'Nissan', color: null },
        ],
        min: null,
        max: null,
        unit: null,
      },
      {
        id: 7,
        name: 'Serviced at the agency',
        filterType: 4,
        attributeType: 4,
        options: [
          { value: 'yes', label: 'Yes', color: null },
          { value: 'no', label: 'No', color: null },
        ],
        min: null,
        max: null,
        unit: null,
      },
      {
        id: 4,
        name: 'Colour',
        filterType: 5,
        attributeType: 5,
        options: [
          { value: 'white', label: 'White', color: '#ffffff' },
          { value: 'red', label: 'Red', color: '#c62828' },
        ],
        min: null,
        max: null,
        unit: null,
      },
      { id: 9, name: 'Trim', filterType: 6, attributeType: 6, options: [], min: null, max: null, unit: null },
    ],
    ...overrides,
  });

export const publicUser = (overrides: Partial<PublicUser> = {}): PublicUser =>
  publicUserSchema.parse({
    id: 19,
    fullName: 'Yousef Al-Awadhi',
    userName: 'yousef',
    image: null,
    accountType: 2,
    seller: { id: 16 },
    country: null,
    addresses: [],
    createdAt: '2025-01-15T08:00:00.000Z',
    ...overrides,
  });

const banner = (id: number, type: 4 | 5 | 6, width: number, height: number) => ({
  id,
  type,
  title: `Banner ${id}`,
  link: id === 1 ? `/categories/${top.slug}?sellType=barter` : null,
  primaryImage: { url: `/media/banners/${id}.png`, width, height },
});

export const home = (overrides: Partial<Home> = {}): Home =>
  homeSchema.parse({
    banners: {
      double: [banner(1, 4, 600, 300), banner(2, 4, 600, 300)],
      horizontal: [banner(5, 5, 1225, 250)],
      vertical: [banner(8, 6, 500, 1000)],
    },
    popularCategories: [{ id: top.id, slug: top.slug, name: top.name, primaryImage: null, products: productCards(3) }],
    flashSales: [
      productCard({
        id: 90,
        slug: 'espresso-machine',
        name: 'Espresso machine',
        price: '40.000',
        secondPrice: '30.000',
        sale: { percent: 25, endsAt: new Date(Date.now() + 2 * 86_400_000 - 60_000).toISOString() },
      }),
    ],
    companyValues: [
      { id: 3, title: 'Close to you', description: 'Listings from your area first.', image: null },
      { id: 1, title: 'Trust first', description: 'Every member confirms a phone number.', image: null },
    ],
    ...overrides,
  });

export const aboutUs = (): AboutUsEntry[] =>
  (
    [
      ['our-story', 'Our story', ['Badal began in a diwaniya in Kaifan.']],
      ['our-mission', 'Our mission', ['Simple, safe and fair swapping.']],
      ['our-vision', 'Our vision', ['The first place anyone in Kuwait thinks of.']],
      ['our-leadership-team', 'Our leadership team', ['A small team in Kuwait City.']],
      ['terms-and-conditions', 'Terms and conditions', ['By using Badal you agree to these terms.']],
    ] as const
  ).map(([slug, title, paragraphs], i) =>
    aboutUsEntrySchema.parse({
      id: i + 1,
      slug,
      title,
      paragraphs,
      members:
        slug === 'our-leadership-team'
          ? [{ name: 'Latifa Al-Hamad', role: 'Chief operating officer', image: null }]
          : [],
    }),
  );
