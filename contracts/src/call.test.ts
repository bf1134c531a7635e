import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCalls, joinCalls } from './call.js';
import { fillPath, toRouterPath } from './call-paths.js';

describe('toRouterPath', () => {
  it('turns {param} placeholders into :param', () => {
    expect(toRouterPath('/users/{id}')).toBe('/users/:id');
    expect(toRouterPath('/users/{id}/change-status')).toBe('/users/:id/change-status');
    expect(toRouterPath('/memberships/services/{membershipService}/offer')).toBe(
      '/memberships/services/:membershipService/offer',
    );
    expect(toRouterPath('/categories/mini')).toBe('/categories/mini');
  });
});

describe('fillPath', () => {
  it('fills every placeholder', () => {
    expect(fillPath('/users/{id}', { id: 42 })).toBe('/users/42');
    expect(fillPath('/a/{x}/b/{y}', { x: 'one', y: 2 })).toBe('/a/one/b/2');
    expect(fillPath('/categories/mini')).toBe('/categories/mini');
    expect(fillPath('/users/{id}', { id: 0 })).toBe('/users/0');
  });

  it('URL-encodes values so they cannot break out of their segment', () => {
    expect(fillPath('/categories/{slug}/mini', { slug: '../admin' })).toBe('/categories/..%2Fadmin/mini');
    expect(fillPath('/categories/{slug}/mini', { slug: 'a b?c#d' })).toBe('/categories/a%20b%3Fc%23d/mini');
    expect(fillPath('/categories/{slug}/mini', { slug: 'سيارات' })).toBe(
      `/categories/${encodeURIComponent('سيارات')}/mini`,
    );
  });

  it('refuses missing, null and empty values', () => {
    expect(() => fillPath('/users/{id}', {})).toThrow('missing path parameter id');
    expect(() => fillPath('/users/{id}', { id: null })).toThrow('missing path parameter id');
    expect(() => fillPath('/users/{id}', { id: '' })).toThrow('missing path parameter id');
  });
});

const spec = {
  summary: 's',
  method: 'GET',
  path: '/x',
  auth: 'none',
  encoding: 'none',
  response: z.object({}),
  exposure: 'api',
  tags: [],
} as const;

describe('defineCalls', () => {
  it('names each call by its key and keeps the rest of its declaration', () => {
    const { first, second } = defineCalls({ first: spec, second: { ...spec, path: '/y' } });
    expect(first).toEqual({ ...spec, name: 'first' });
    expect(second).toMatchObject({ name: 'second', path: '/y' });
  });

  it('refuses a field the format does not have (a misspelt optional one would be dropped unnoticed)', () => {
    // @ts-expect-error cacheSecond is not a field of a call
    defineCalls({ typo: { ...spec, cacheSecond: 60 } });
  });
});

describe('joinCalls', () => {
  it('puts the groups into one table', () => {
    const joined = joinCalls(defineCalls({ a: spec }), defineCalls({ b: spec }));
    expect(Object.keys(joined)).toEqual(['a', 'b']);
    expect(joined.b.name).toBe('b');
  });

  it('refuses a name declared by two groups', () => {
    // @ts-expect-error `a` is declared twice
    joinCalls(defineCalls({ a: spec }), defineCalls({ a: { ...spec, path: '/y' } }));
  });
});
