import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bffEndpoints, bootstrapSchema, loginResultSchema, sessionStateSchema, sessionViewSchema } from './bff.js';

const session = { userId: 1, fullName: 'Demo User', checkMembership: false, expiresAt: '2030-01-01T00:00:00.000Z' };

/** Every key of a zod object schema, nested objects included. */
const deepKeys = (schema: z.ZodType): string[] => {
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) return deepKeys(schema.unwrap() as z.ZodType);
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([k, v]) => [k, ...deepKeys(v)]);
};

describe('BFF session schemas', () => {
  it('never carry the API token', () => {
    for (const schema of [sessionViewSchema, sessionStateSchema, loginResultSchema, bootstrapSchema]) {
      for (const key of deepKeys(schema)) expect(key.toLowerCase()).not.toMatch(/token/);
    }
    // Unknown keys are stripped, so an upstream token cannot leak through a parse.
    const parsed = sessionViewSchema.parse({ ...session, access_token: 'secret' });
    expect(parsed).not.toHaveProperty('access_token');
  });

  it('accept a signed-in and a visitor state', () => {
    expect(sessionStateSchema.safeParse({ authenticated: true, session }).success).toBe(true);
    expect(sessionStateSchema.safeParse({ authenticated: false, session: null }).success).toBe(true);
    expect(loginResultSchema.safeParse({ authenticated: true, session, sessionId: 'abc' }).success).toBe(true);
    // Only clients that ask for a bearer session (Prefer: bearer-session) get the id in the body.
    expect(loginResultSchema.safeParse({ authenticated: true, session }).success).toBe(true);
  });

  it('bootstrap: locale with its direction, parts that failed are null', () => {
    const visitor = {
      locale: 'ar',
      direction: 'rtl',
      session: null,
      self: null,
      categories: null,
      unreadCount: null,
      settings: {
        mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
        mapAttribution: '© Map contributors',
        webPush: null,
      },
    };
    expect(bootstrapSchema.safeParse(visitor).success).toBe(true);
    expect(bootstrapSchema.safeParse({ ...visitor, locale: 'fr' }).success).toBe(false);
    expect(bootstrapSchema.safeParse({ ...visitor, unreadCount: -1 }).success).toBe(false);
    const webPush = { apiKey: 'k', projectId: 'badal', messagingSenderId: '1', appId: 'a', vapidKey: 'v' };
    expect(bootstrapSchema.safeParse({ ...visitor, settings: { ...visitor.settings, webPush } }).success).toBe(true);
    expect(
      bootstrapSchema.safeParse({
        ...visitor,
        settings: { ...visitor.settings, webPush: { ...webPush, vapidKey: '' } },
      }).success,
    ).toBe(false);
  });
});

describe('BFF endpoints', () => {
  it('live under /bff with true HTTP verbs', () => {
    for (const [name, e] of Object.entries(bffEndpoints)) {
      expect(e.path, name).toMatch(/^\/bff\//);
      expect(['GET', 'POST', 'PUT', 'DELETE'], name).toContain(e.method);
    }
    expect(bffEndpoints.login).toMatchObject({ method: 'POST', path: '/bff/session' });
    expect(bffEndpoints.logout).toMatchObject({ method: 'DELETE', path: '/bff/session' });
  });

  it('verify takes the check-code query plus an optional push token', () => {
    expect(bffEndpoints.verify.body.safeParse({ number: '99887766', code: '1234' }).success).toBe(true);
    expect(bffEndpoints.verify.body.safeParse({ number: '99887766', code: '1234', fcmToken: 't' }).success).toBe(true);
    expect(bffEndpoints.verify.body.safeParse({ number: '99887766', code: 'x' }).success).toBe(false);
  });

  it('push-token takes one non-empty token', () => {
    expect(bffEndpoints.pushToken).toMatchObject({ method: 'PUT', path: '/bff/session/push-token' });
    expect(bffEndpoints.pushToken.body.safeParse({ fcmToken: 'fcm-token' }).success).toBe(true);
    expect(bffEndpoints.pushToken.body.safeParse({}).success).toBe(false);
  });
});
