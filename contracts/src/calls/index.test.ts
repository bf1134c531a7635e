import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CallDef } from '../call.js';
import { isMessageKey } from '../messages.js';
import { callList, calls } from './index.js';

/**
 * Invariants of the call table. Which calls it holds, with their method, path, auth and exposure,
 * is checked against spec §7 by product-doc.test.ts; Badal's extensions say why they exist where
 * they are declared.
 */
const key = (c: CallDef) => `${c.method} ${c.path}`;
const placeholders = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
const shapeKeys = (schema: z.ZodType | undefined): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];

describe('the call table', () => {
  it('names each call by its key', () => {
    for (const [name, call] of Object.entries(calls)) expect(call.name).toBe(name);
  });

  it('has unique method + path, also as the upstream sees them (POST + _method)', () => {
    const keys = callList.map(key);
    expect(new Set(keys).size).toBe(keys.length);
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
