// @vitest-environment node
import { appRoutes } from '@badal/contracts';
import { describe, expect, it } from 'vitest';
import { guardRedirect } from './guard';
import { pages } from './pages';

const route = (id: string) => {
  const found = appRoutes.find((r) => r.id === id);
  if (!found) throw new Error(id);
  return found;
};
const visitor = { signedIn: false, hasTempUser: false, fullPath: '/', search: '' };

describe('guards', () => {
  it('sends visitors to login with the wanted page', () => {
    expect(guardRedirect(route('profile'), { ...visitor, fullPath: '/ar/profile/info', search: '?tab=1' })).toBe(
      '/login?redirectTo=%2Far%2Fprofile%2Finfo%3Ftab%3D1',
    );
    expect(guardRedirect(route('home'), visitor)).toBeNull();
  });

  it('follows redirectTo only when it stays on this site', () => {
    const member = { ...visitor, signedIn: true };
    expect(guardRedirect(route('login'), { ...member, search: '?redirectTo=%2Fprofile%2Finfo' })).toBe(
      '~/profile/info',
    );
    for (const evil of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])
      expect(
        guardRedirect(route('login'), { ...member, search: `?${new URLSearchParams({ redirectTo: evil })}` }),
      ).toBe('/');
    expect(guardRedirect(route('signup'), member)).toBe('/');
  });

  it('lets only a pending registration into verification', () => {
    expect(guardRedirect(route('verification'), visitor)).toBe('/login');
    expect(guardRedirect(route('verification'), { ...visitor, hasTempUser: true })).toBeNull();
  });

  it("turns the card provider's return addresses into the payment pages, keeping the query", () => {
    const member = { ...visitor, signedIn: true };
    expect(guardRedirect(route('paymentReturnFailed'), { ...member, search: '?orderId=7&paymentId=P1' })).toBe(
      '/payment?orderId=7&paymentId=P1',
    );
    expect(guardRedirect(route('paymentReturnSucceeded'), { ...member, search: '?orderId=7&paymentId=P1' })).toBe(
      '/payment-succeeded?orderId=7&paymentId=P1&type=membership',
    );
    expect(guardRedirect(route('paymentReturnSucceeded'), { ...member, search: '?orderId=8&customService=1' })).toBe(
      '/payment-succeeded?orderId=8&customService=1&type=banner',
    );
    expect(guardRedirect(route('paymentReturnSucceeded'), { ...member, search: '?orderId=9&company=3' })).toBe(
      '/payment-succeeded?orderId=9&company=3&type=subscription',
    );
    // A visitor (session ended while paying) signs in first and comes back to the same address.
    expect(
      guardRedirect(route('paymentReturnSucceeded'), { ...visitor, fullPath: '/ar/thanks', search: '?orderId=7' }),
    ).toBe('/login?redirectTo=%2Far%2Fthanks%3ForderId%3D7');
  });

  it('has a page for exactly the routes of the table', () => {
    expect(Object.keys(pages).sort()).toEqual(appRoutes.map((r) => r.id).sort());
  });
});
