import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from './call.js';
import { fillPath, toRouterPath } from './call-routes.js';

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

describe('defineCall', () => {
  it('returns the declaration as it is', () => {
    const def = {
      name: 'x.y',
      summary: 's',
      method: 'GET' as const,
      path: '/x',
      auth: 'none' as const,
      encoding: 'none' as const,
      response: z.object({}),
      exposure: 'api' as const,
      tags: [],
    };
    expect(defineCall(def)).toBe(def);
  });
});
