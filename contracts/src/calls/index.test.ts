import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CallDef } from '../call.js';
import { isMessageKey } from '../messages.js';
import { callList, calls } from './index.js';

/**
 * Every call of spec §7 as `METHOD path`, PUT and DELETE where the spec says `_method`. The call
 * table may declare a subset (calls land with their features) but nothing outside this list.
 */
/**
 * Calls the product needs that §7 does not list ("Responses not described above: not shown"):
 * each is a documented extension of the marketplace API.
 */
const EXTENSIONS = [
  // "My ads" (/profile/info/ads) lists the user's own products in every status.
  'GET /products/mine',
  // The following page shows the followed sellers as chips to unfollow from.
  'GET /accounts/following',
  // The customer's return from the card provider: the payment page confirms it with the API,
  // which asks the provider (a return URL's query is never trusted); then the order and its
  // receipt for /payment-succeeded, and the orders kept (§3 "orders").
  'GET /orders/myfatoorah/callback',
  'GET /orders/{orderId}',
  'GET /orders',
  // A promotion taken from the membership's monthly allowance instead of bought (§1).
  'POST /memberships/services/{membershipService}/use',
  // Paid banners are reviewed by an operator before they are shown (§4): the queue and the verdicts.
  'GET /moderation/banners',
  'POST /moderation/banners/{id}/approve',
  'POST /moderation/banners/{id}/reject',
  // The business upgrade's meeting is booked in a slot the API offers (two people never get one slot).
  'GET /companies/meeting-slots',
];

const SPEC_CALLS = [
  'POST /authentication',
  'GET /authentication/{provider}/callback',
  'POST /register',
  'GET /users/self',
  'GET /authentication/message/check-code',
  'GET /authentication/message',
  'POST /authentication/resend-email-verification',
  'PUT /users/{id}',
  'POST /users/user-data',
  'POST /users/add-image',
  'POST /authentication/logout',
  'PUT /users/{id}/change-status',
  'POST /authentication/password/email',
  'POST /authentication/password/reset',
  'GET /users/{id}',
  'GET /home/popular-categories/products',
  'GET /company-values',
  'GET /categories/mini',
  'GET /categories/{slug}/mini',
  'GET /v2/search/products',
  'GET /v2/search/products/count',
  'GET /v2/search/products/max-price',
  'GET /products/{slug}',
  'GET /products/{slug}/mini',
  'GET /products/{slug}/related-products',
  'GET /products/{sellerId}/sellers',
  'GET /aboutus',
  'GET /ad',
  'POST /ad/category',
  'POST /ad/details',
  'POST /ad/status',
  'POST /ad/images',
  'POST /ad/images/{id}/main',
  'DELETE /ad/images/{id}',
  'POST /ad/location',
  'POST /ad/finish',
  'DELETE /ad/discard',
  'GET /banners/double',
  'GET /banners/unpaid',
  'GET /settings/keys',
  'GET /banners/user',
  'DELETE /banners/{id}',
  'POST /banners',
  'GET /coupons/check',
  'GET /chat/contacts',
  'GET /chat/users/{userId}',
  'GET /chat/messages',
  'GET /chat/messages/welcome',
  'POST /chat/send-message',
  'PUT /chat/messages/update-status',
  'DELETE /chat/messages',
  'GET /cart',
  'DELETE /cart/items/{itemId}',
  'POST /orders/myfatoorah/session',
  'POST /orders/myfatoorah/pay',
  'GET /users/notifications',
  'PUT /users/notifications/{id}',
  'PUT /users/notifications/all',
  'GET /products/favorite/get',
  'POST /products/add-favorite',
  'DELETE /products/{productId}/delete-favorite',
  'GET /accounts/following/products',
  'POST /accounts/follow',
  'DELETE /accounts/{userId}/follow',
  'GET /requests',
  'GET /requests/users',
  'GET /requests/users/{userId}',
  'GET /barter/products/{productId}',
  'POST /requests',
  'PUT /requests/{id}/change-status',
  'DELETE /requests/{id}',
  'POST /companies/subscription',
  'GET /companies/subscription/unpaid',
  'DELETE /companies/subscription/{id}',
  'GET /memberships',
  'GET /memberships/types',
  'GET /memberships/services',
  'POST /memberships/cart',
  'POST /memberships/services/{membershipService}/offer',
];

const key = (c: CallDef) => `${c.method} ${c.path}`;
const placeholders = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
const shapeKeys = (schema: z.ZodType | undefined): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];

describe('the call table', () => {
  it('lists every declared call once', () => {
    expect(callList).toHaveLength(Object.keys(calls).length);
    expect(new Set(callList).size).toBe(callList.length);
  });

  it('has unique dotted names', () => {
    const names = callList.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) expect(n).toMatch(/^[a-z]+\.[a-z][A-Za-z]*$/);
  });

  it('has unique method + path, also as the upstream sees them (POST + _method)', () => {
    const keys = callList.map(key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('declares only calls of spec §7, with the spec method (PUT/DELETE exactly where §7 says _method)', () => {
    for (const c of callList) if (!EXTENSIONS.includes(key(c))) expect(SPEC_CALLS, c.name).toContain(key(c));
    const methodCalls = SPEC_CALLS.filter((s) => s.startsWith('PUT ') || s.startsWith('DELETE '));
    expect(methodCalls).toHaveLength(15);
    for (const c of callList) {
      if (c.method === 'PUT' || c.method === 'DELETE') expect(methodCalls, c.name).toContain(key(c));
    }
  });

  it('declares every path parameter in params and nothing more', () => {
    for (const c of callList) {
      const inPath = placeholders(c.path).sort();
      expect(shapeKeys(c.params).sort(), c.name).toEqual(inPath);
      if (inPath.length === 0) expect(c.params, c.name).toBeUndefined();
    }
  });

  it('gives every call a response schema (all of the api-exposed ones included)', () => {
    for (const c of callList) expect(c.response, c.name).toBeInstanceOf(z.ZodType);
    expect(callList.filter((c) => c.exposure === 'api').length).toBeGreaterThan(0);
  });

  it('keeps calls whose response carries the API token internal', () => {
    for (const c of callList) {
      if (shapeKeys(c.response).includes('access_token')) expect(c.exposure, c.name).toBe('internal');
    }
  });

  it('matches body encoding to method and files', () => {
    for (const c of callList) {
      if (c.method === 'GET') {
        expect(c.encoding, c.name).toBe('none');
        expect(c.body, c.name).toBeUndefined();
        expect(c.files, c.name).toBeUndefined();
      } else {
        expect(c.encoding, c.name).not.toBe('none');
        expect(c.query, `${c.name}: non-GET calls carry their data in the body`).toBeUndefined();
      }
      expect(c.encoding === 'multipart', c.name).toBe((c.files?.length ?? 0) > 0);
    }
  });

  it('describes file fields precisely', () => {
    for (const c of callList) {
      for (const f of c.files ?? []) {
        expect(f.name, c.name).toMatch(/^[A-Za-z]+(\[\])?$/);
        expect(f.maxCount, c.name).toBeGreaterThan(0);
        expect(f.maxBytes, c.name).toBeGreaterThan(0);
        for (const format of f.formats) expect(format, c.name).toMatch(/^[a-z0-9]+$/);
      }
    }
  });

  it('has sane statuses, auth, summaries and tags', () => {
    for (const c of callList) {
      expect(c.successStatus ?? 200, c.name).toBeGreaterThanOrEqual(200);
      expect(c.successStatus ?? 200, c.name).toBeLessThan(300);
      expect(['none', 'optional', 'required'], c.name).toContain(c.auth);
      expect(c.summary.length, c.name).toBeGreaterThan(0);
      expect(c.tags.length, c.name).toBeGreaterThan(0);
      expect(c.path, c.name).toMatch(/^\/[a-z0-9\-/{}A-Z]*$/);
      if (c.endsSession) expect(c.auth, c.name).toBe('required');
    }
  });

  it('ends the session exactly on logout and on disabling the account', () => {
    expect(
      callList
        .filter((c) => c.endsSession)
        .map((c) => c.name)
        .sort(),
    ).toEqual([calls.logout.name, calls.changeStatus.name].sort());
  });

  it('fails every bad input with message keys only, never zod prose', () => {
    const junk = [undefined, null, '', 12345, -1, {}, [], true, '<script>x</script>', '\u202E', 'x'.repeat(5000)];
    for (const c of callList) {
      for (const part of [c.params, c.query, c.body]) {
        for (const field of shapeKeys(part)) {
          for (const value of junk) {
            for (const issue of part?.safeParse({ [field]: value }).error?.issues ?? []) {
              expect(isMessageKey(issue.message), `${c.name} ${field}=${JSON.stringify(value)}: ${issue.message}`).toBe(
                true,
              );
            }
          }
        }
      }
    }
  });
});
