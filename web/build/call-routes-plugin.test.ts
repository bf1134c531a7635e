// @vitest-environment node
import { bffEndpoints, calls } from '@badal/contracts';
import { describe, expect, it } from 'vitest';
import { callRoutesSource } from './call-routes-plugin';

const exported = (source: string, name: string): Record<string, Record<string, string>> =>
  JSON.parse(new RegExp(`^export const ${name} = (.*);$`, 'm').exec(source)?.[1] ?? 'null') as Record<
    string,
    Record<string, string>
  >;

describe('how each call and BFF endpoint travels, for the browser', () => {
  it('is the method, path, encoding and exposure of every call of the table, and nothing else', async () => {
    const routes = exported(await callRoutesSource(), 'callRoutes');
    expect(Object.keys(routes).sort()).toEqual(Object.keys(calls).sort());
    for (const [name, { method, path, encoding, exposure }] of Object.entries(calls))
      expect(routes[name], name).toEqual({ method, path, encoding, exposure });
  });

  it('is the method and path of every BFF endpoint, without its schemas', async () => {
    const routes = exported(await callRoutesSource(), 'bffRoutes');
    expect(Object.keys(routes).sort()).toEqual(Object.keys(bffEndpoints).sort());
    for (const [name, { method, path }] of Object.entries(bffEndpoints))
      expect(routes[name], name).toEqual({ method, path });
  });
});
