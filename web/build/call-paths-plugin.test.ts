// @vitest-environment node
import { bffEndpoints, calls } from '@badal/contracts';
import { describe, expect, it } from 'vitest';
import { callPathsSource } from './call-paths-plugin';

const exported = (source: string, name: string): Record<string, Record<string, string>> =>
  JSON.parse(new RegExp(`^export const ${name} = (.*);$`, 'm').exec(source)?.[1] ?? 'null') as Record<
    string,
    Record<string, string>
  >;

describe('how each call and BFF endpoint travels, for the browser', () => {
  it('is the method, path and (but for a GET, which sends no body) encoding of every call the BFF mirrors, and nothing else', async () => {
    const paths = exported(await callPathsSource(), 'callPaths');
    const mirrored = Object.entries(calls).filter(([, call]) => call.exposure === 'api');
    expect(Object.keys(paths).sort()).toEqual(mirrored.map(([name]) => name).sort());
    for (const [name, { method, path, encoding }] of mirrored)
      expect(paths[name], name).toEqual(method === 'GET' ? { method, path } : { method, path, encoding });
    // The calls whose answers carry the API token are the BFF's alone.
    expect(paths).not.toHaveProperty('login');
  });

  it('is the method and path of every BFF endpoint, without its schemas', async () => {
    const paths = exported(await callPathsSource(), 'bffEndpointPaths');
    expect(Object.keys(paths).sort()).toEqual(Object.keys(bffEndpoints).sort());
    for (const [name, { method, path }] of Object.entries(bffEndpoints))
      expect(paths[name], name).toEqual({ method, path });
  });
});
