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
  it('is the method, path and encoding of every call the BFF mirrors, and nothing else', async () => {
    const routes = exported(await callRoutesSource(), 'callRoutes');
    const mirrored = Object.entries(calls).filter(([, call]) => call.exposure === 'api');
    expect(Object.keys(routes).sort()).toEqual(mirrored.map(([name]) => name).sort());
    for (const [name, { method, path, encoding }] of mirrored)
      expect(routes[name], name).toEqual({ method, path, encoding });
    // The calls whose answers carry the API token are the BFF's alone.
    expect(routes).not.toHaveProperty('login');
  });

  it('is the method and path of every BFF endpoint, without its schemas', async () => {
    const routes = exported(await callRoutesSource(), 'bffRoutes');
    expect(Object.keys(routes).sort()).toEqual(Object.keys(bffEndpoints).sort());
    for (const [name, { method, path }] of Object.entries(bffEndpoints))
      expect(routes[name], name).toEqual({ method, path });
  });
});
