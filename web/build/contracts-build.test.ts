// @vitest-environment node
import * as contracts from '@badal/contracts';
import { describe, expect, it } from 'vitest';
import { callRoutesSource } from './call-routes-plugin';
import { facadeSource, isPlainData } from './contracts-facade-plugin';

const exportLines = (source: string) => source.trim().split('\n');

describe("the browser's view of the contracts", () => {
  it('inlines the plain constants of schema modules and re-exports everything else from its module', async () => {
    const source = await facadeSource();
    const lines = exportLines(source);
    expect(lines).toContain(`export const SellType = ${JSON.stringify(contracts.SellType)};`);
    expect(lines).toContain(`export const errorCatalogue = ${JSON.stringify(contracts.errorCatalogue)};`);
    expect(lines.find((l) => l.includes(' sellTypeSchema '))).toMatch(
      /^export \{ sellTypeSchema \} from ".*\/enums\.ts";$/,
    );
    expect(lines.find((l) => l.includes(' matchAppRoute '))).toMatch(/routes\.ts";$/);
    // A module without schemas stays a module (one copy of its data, shared with its functions).
    expect(lines.find((l) => l.includes(' appRoutes '))).toMatch(/^export \{ appRoutes \} from ".*\/routes\.ts";$/);
    expect(lines).toContainEqual(expect.stringMatching(/^export \* as rules from ".*\/rules\.ts";$/));
    // Every export of the contracts, once.
    const names = lines.map((l) => /export (?:const|\* as|\{) (\w+)/.exec(l)?.[1]);
    expect(names.sort()).toEqual(Object.keys(contracts).sort());
  });

  it('tells plain data from schemas, functions and class instances', () => {
    expect(isPlainData({ a: [1, 'x', null, { b: true }] })).toBe(true);
    expect(isPlainData(contracts.sellTypeSchema)).toBe(false);
    expect(isPlainData({ when: /x/ })).toBe(false);
    expect(isPlainData(() => 1)).toBe(false);
    expect(isPlainData(undefined)).toBe(false);
  });

  it("gives the client every mirrored call's method, path and encoding, and every BFF endpoint's route", async () => {
    const source = await callRoutesSource();
    const module = { exports: {} as Record<string, unknown> };
    new Function('module', source.replaceAll('export const ', 'module.exports.'))(module);
    const { callRoutes, bffRoutes } = module.exports as {
      callRoutes: Record<string, unknown>;
      bffRoutes: Record<string, unknown>;
    };
    for (const [name, call] of Object.entries(contracts.calls))
      expect(callRoutes[name], name).toEqual(
        call.exposure === 'api' ? { method: call.method, path: call.path, encoding: call.encoding } : undefined,
      );
    expect(callRoutes.login).toBeUndefined();
    expect(bffRoutes.home).toEqual({ method: 'GET', path: '/bff/home' });
    expect(Object.keys(bffRoutes).sort()).toEqual(Object.keys(contracts.bffEndpoints).sort());
  });
});
