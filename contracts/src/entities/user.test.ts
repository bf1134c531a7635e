import { describe, expect, it } from 'vitest';
import { publicUserSchema, selfUserSchema } from './user.js';

const selfUser = {
  id: 1,
  fullName: 'Demo User',
  userName: 'demo',
  email: 'demo@badal.com.kw',
  phone: '99887766',
  image: null,
  seller: { id: 3 },
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
};

describe('selfUserSchema (spec §3 Self user)', () => {
  it('accepts the profile with its user data', () => {
    expect(selfUserSchema.safeParse(selfUser).success).toBe(true);
    expect(
      selfUserSchema.safeParse({ ...selfUser, image: { url: '/u/1.png' }, gender: 'male', country: 'Kuwait' }).success,
    ).toBe(true);
    const member = {
      ...selfUser,
      checkMembership: true,
      membership: { plan: { id: 2, code: 'pro', name: 'Pro' }, period: 'monthly', endsAt: '2026-12-21T10:00:00.000Z' },
    };
    expect(selfUserSchema.safeParse(member).success).toBe(true);
  });

  it('refuses missing fields and unknown enum values', () => {
    const { email: _email, ...noEmail } = selfUser;
    expect(selfUserSchema.safeParse(noEmail).success).toBe(false);
    expect(selfUserSchema.safeParse({ ...selfUser, accountType: 9 }).success).toBe(false);
    expect(selfUserSchema.safeParse({ ...selfUser, gender: 'x' }).success).toBe(false);
    expect(selfUserSchema.safeParse({ ...selfUser, addresses: null }).success).toBe(false);
  });
});

describe('publicUserSchema', () => {
  const user = {
    id: 2,
    fullName: 'Seller',
    userName: 'seller',
    image: null,
    accountType: 2,
    seller: { id: 4 },
    country: 'Kuwait',
    addresses: ['Hawalli'],
    createdAt: '2024-01-01T00:00:00.000Z',
  };

  it('accepts a public profile and strips private fields', () => {
    expect(publicUserSchema.safeParse(user).success).toBe(true);
    const parsed = publicUserSchema.parse({ ...user, email: 'secret@example.com', phone: '99887766' });
    expect(parsed).not.toHaveProperty('email');
    expect(parsed).not.toHaveProperty('phone');
  });

  it('refuses a profile without its id', () => {
    expect(publicUserSchema.safeParse({ ...user, id: '2' }).success).toBe(false);
  });
});
