/** Contract-shaped data for component tests, checked against the contracts' schemas. */
import {
  type Bootstrap,
  bootstrapSchema,
  type Category,
  type Locale,
  localeDirection,
  type SelfUser,
  selfUserSchema,
} from '@badal/contracts';

const category = (id: number, slug: string, name: string, children: Category[] = []): Category => ({
  id,
  slug,
  name,
  primaryImage: null,
  children,
});

/** 13 top-level categories (more than the 11 chips), each with 5 children (more than the footer's 4). */
export const categories: Category[] = Array.from({ length: 13 }, (_, i) =>
  category(
    i + 1,
    `category-${i + 1}`,
    `Category ${i + 1}`,
    Array.from({ length: 5 }, (__, j) =>
      category(100 * (i + 1) + j, `child-${i + 1}-${j + 1}`, `Child ${i + 1}.${j + 1}`),
    ),
  ),
);

export const selfUser = (overrides: Partial<SelfUser> = {}): SelfUser =>
  selfUserSchema.parse({
    id: 7,
    fullName: 'Sara Ali',
    userName: 'sara.ali',
    email: 'sara@example.com',
    phone: '55512345',
    image: null,
    seller: null,
    accountType: 1,
    verified: true,
    checkMembership: false,
    membership: null,
    type: 1,
    gender: null,
    firstName: null,
    lastName: null,
    dateOfBirth: null,
    addresses: [],
    country: null,
    ...overrides,
  });

export const sessionOf = (user: SelfUser) => ({
  userId: user.id,
  fullName: user.fullName,
  checkMembership: false,
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
});

export const bootstrapFor = (locale: Locale, user: SelfUser | null = null, extra: Partial<Bootstrap> = {}): Bootstrap =>
  bootstrapSchema.parse({
    locale,
    direction: localeDirection[locale],
    session: user ? sessionOf(user) : null,
    self: user,
    categories,
    unreadCount: user ? 3 : null,
    settings: {
      mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      mapAttribution: '© Map contributors',
      webPush: null,
    },
    ...extra,
  });
