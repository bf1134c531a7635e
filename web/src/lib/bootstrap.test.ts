import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { bootstrapFor, selfUser } from '../test/fixtures';
import { loadBootstrap, readInlineBootstrap } from './bootstrap';

const docWith = (json: string | null) => {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== null) {
    const script = doc.createElement('script');
    script.id = 'badal-bootstrap';
    script.type = 'application/json';
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
};

describe('bootstrap', () => {
  it('reads the inlined copy, including BFF-escaped "<"', async () => {
    const data = bootstrapFor('ar', selfUser({ fullName: '<Sara>' }));
    const escaped = JSON.stringify(data).replaceAll('<', '\\u003c');
    const api = fakeApi({});
    expect(await loadBootstrap('en', docWith(escaped))).toEqual(data);
    expect(api.requests).toEqual([]);
  });

  it('fetches /bff/bootstrap when nothing is inlined, and starts as a visitor when that fails', async () => {
    const data = bootstrapFor('en');
    fakeApi({ 'GET /bff/bootstrap': { body: data } });
    expect(await loadBootstrap('en', docWith(null))).toEqual(data);
    fakeApi({ 'GET /bff/bootstrap': 'network-error' });
    const fallback = await loadBootstrap('ar', docWith(null));
    expect(fallback).toMatchObject({ locale: 'ar', direction: 'rtl', session: null, self: null });
  });

  it('ignores an inlined copy that is not the contract', () => {
    expect(readInlineBootstrap(docWith('{"locale":"fr"}'))).toBeNull();
    expect(readInlineBootstrap(docWith('not json'))).toBeNull();
  });
});
