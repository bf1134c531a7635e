// @vitest-environment node
/**
 * The production build's start: one chunk holds what the entry imports statically (the home
 * route's JavaScript budget depends on it), the validation library stays out of it — the app's
 * start-up code takes the contracts' zod-free entry, `@badal/contracts/core`, and plain
 * tree-shaking does the rest — and it stays within its size.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { OutputChunk, RolldownOutput } from 'rolldown';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const webRoot = path.join(import.meta.dirname, '..');

/**
 * The start chunk, gzipped, may not grow past this: the home page's JavaScript until the app has
 * taken over (this chunk, the catalog, the home page's and the listings') has a 95 KB budget (docs/benchmarks.md, "Web performance"; docs/decisions/009-public-pages-first-paint.md). Raise it
 * only with a Lighthouse run that shows the home page still meets its targets.
 */
// 95 KB since the route table took the payment, favourites, following and requests pages, the
// payment-return guard and the rate-limit waits: the home route's three files were 97.4 KB
// (gzip -9), still under 100 KB; Lighthouse was not re-run for this raise.
// 95.2 KB since issue #30 (items 1–7): the route table and the page loaders took the profile's
// payments page and the wizard's two entry addresses (a route and a loader cannot be lazy), and the
// start took the once-only 'check your connection' and the slot that loads the service worker's
// registration after the page; the module-preload polyfill left (−0.4 KB). The home start measured
// by infra/bench/lighthouse.mjs on this build is in docs/benchmarks.md; bringing it to 95 KB
// (issue #30 item 8, decision 013) is still to do.
// 95.22 KB since issue #30 item 8 (wt-weight): the catalog chunk's forms' texts (validation,
// refused requests, coupons: 1.1 KB en, 1.3 KB ar) follow the take-over, and the start waits for
// them on the way to a signed-in page (+12 bytes here); the home start went from 103.3 / 104.3 KB
// to 102.2 / 103.1 KB (en / ar).
// 94.3 KB since the lazy chunks and style sheets are named by their hash alone (the start chunk
// lists some 140 of them for the preloads; 94,270 bytes): the home start is 101.3 / 102.1 KB,
// still over its 95 KB target (docs/benchmarks.md, decision 013).
// 36.5 KB since the app runs on Preact (decision 014; about 36,050 bytes measured, from 94,270);
// 37.0 KB with issue #31's calls, codes and route in the start's tables and the 'Report' slot the
// app shell fills (36,790 measured). The home start is about 44 / 45 KB (en / ar) by
// infra/bench/lighthouse.mjs, well under its 95 KB.
// 37.4 KB with issue #32's calls (offers, ad life, ratings) in the call table and the slots for
// ratings in other features (37,206 measured).
// 37.8 KB with issue #33's calls (suggestions, search words, saved searches, the price change) and
// routes (saved searches) in the start's tables, the rest of #32's (the rating notice's target) and
// the search box's combobox, which the top bar shows on every page (37,657 measured). The home
// start stays near 45 KB of its 95 KB.
// 37.9 KB since a lazy part whose code failed offline waits for the connection instead of taking the
// page down (src/lib/chunk-load.ts; 37,819 measured). Lighthouse on this build and the one before:
// the home start 47.0 / 48.0 KB (en / ar) against 46.9 / 47.9, home 97 / 96 against 96 / 96.
const START_CHUNK_GZIP_BUDGET = 37_900;

describe('the start chunk', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'badal-web-build-'));
  let chunks: OutputChunk[];

  beforeAll(async () => {
    // As `npm run build` makes it: under the test runner's NODE_ENV=test, Vite would build the
    // development variant (Preact's debug checks, the answer checks of import.meta.env.DEV).
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const result = (await build({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, sourcemap: false, write: false, emptyOutDir: false },
    }).finally(() => {
      process.env.NODE_ENV = nodeEnv;
    })) as RolldownOutput;
    chunks = result.output.filter((item): item is OutputChunk => item.type === 'chunk');
  }, 120_000);
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  const staticClosure = (start: OutputChunk): OutputChunk[] => {
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const seen = new Map<string, OutputChunk>();
    const visit = (chunk: OutputChunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.set(chunk.fileName, chunk);
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (next) visit(next);
      }
    };
    visit(start);
    return [...seen.values()];
  };

  it("holds the entry's own code, the UI runtime (Preact) and the app shell, in one file", () => {
    const entry = chunks.find((c) => c.isEntry);
    expect(entry).toBeDefined();
    const ids = (entry as OutputChunk).moduleIds.join('\n');
    expect(ids).toMatch(/src[\\/]main\.tsx/);
    expect(ids).toMatch(/node_modules[\\/]preact[\\/]compat[\\/]/);
    // React itself is never bundled: every import of its names reaches Preact (build/preact-aliases.ts).
    expect(chunks.flatMap((c) => c.moduleIds).filter((id) => /node_modules[\\/]react(-dom)?[\\/]/.test(id))).toEqual(
      [],
    );
    expect(ids).toMatch(/src[\\/]lib[\\/]api-client\.ts/);
    expect(ids).toMatch(/contracts[\\/]src[\\/]routes\.ts/);
    const loaded = staticClosure(entry as OutputChunk);
    // The bundler's runtime (CommonJS interop, which React's packages needed) is no file of its own.
    expect(loaded.map((c) => c.name).sort()).toEqual(['index']);
  });

  it('leaves the validation library to the chunks of the pages that validate', () => {
    const entry = chunks.find((c) => c.isEntry) as OutputChunk;
    const startModules = staticClosure(entry).flatMap((c) => c.moduleIds);
    expect(startModules.filter((id) => /[\\/]zod[\\/]/.test(id))).toEqual([]);
    expect(chunks.some((c) => c.moduleIds.some((id) => /[\\/]zod[\\/]/.test(id)))).toBe(true);
  });

  it('stays within its size budget', () => {
    const entry = chunks.find((c) => c.isEntry) as OutputChunk;
    expect(gzipSync(entry.code).length).toBeLessThanOrEqual(START_CHUNK_GZIP_BUDGET);
  });

  it('gives the home route its page and the listing pieces in one more file each', () => {
    const home = chunks.find((c) => c.facadeModuleId?.endsWith('home-page.tsx'));
    expect(home).toBeDefined();
    const loaded = staticClosure(home as OutputChunk).map((c) => c.name);
    expect(loaded.sort()).toEqual(['home-page', 'index', 'listings']);
  });
});
