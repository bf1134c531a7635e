import { describe, expect, it } from 'vitest';
import { failureDigest } from './failure-digest.mjs';

describe('what a failed step said about its failure', () => {
  it("keeps vitest's failed file, test and error, colours removed, each once", () => {
    const tail = [
      ' \u001b[31m❯\u001b[39m cluster scripts/cluster.test.ts (5 tests | 1 failed) 29700ms',
      '     \u001b[32m✓\u001b[39m serves the site through nginx',
      '     \u001b[31m×\u001b[39m loses no request when a BFF drains 18007ms',
      '\u001b[41m\u001b[1m FAIL \u001b[22m\u001b[49m cluster scripts/cluster.test.ts > the cluster > loses no request when a BFF drains',
      '\u001b[31m\u001b[1mAssertionError\u001b[22m: expected 502 to be 200 // Object.is equality\u001b[39m',
      '\u001b[36m \u001b[2m❯\u001b[22m scripts/cluster.test.ts:\u001b[2m93:27\u001b[22m\u001b[39m',
      '\u001b[41m\u001b[1m FAIL \u001b[22m\u001b[49m cluster scripts/cluster.test.ts > the cluster > loses no request when a BFF drains',
      ' Test Files  1 failed (1)',
    ].join('\n');
    expect(failureDigest(tail)).toEqual([
      '× loses no request when a BFF drains 18007ms',
      'FAIL cluster scripts/cluster.test.ts > the cluster > loses no request when a BFF drains',
      'AssertionError: expected 502 to be 200 // Object.is equality',
    ]);
  });

  it("keeps Playwright's numbered failures and the conformance suite's ✗ lines", () => {
    const playwright =
      '  1) [chromium] › e2e/chat.spec.ts:12:3 › chat › sends\n\n    Error: expect(locator).toBeVisible() failed\n';
    expect(failureDigest(playwright)).toEqual([
      '1) [chromium] › e2e/chat.spec.ts:12:3 › chat › sends',
      'Error: expect(locator).toBeVisible() failed',
    ]);
    expect(
      failureDigest('✓ self · with a token → 200\n✗ self · without a token → 401 — expected 401, got 200\n'),
    ).toEqual(['✗ self · without a token → 401 — expected 401, got 200']);
  });

  it("keeps Biome's and TypeScript's places", () => {
    const biome = 'infra/a.mjs:2:7 lint/suspicious/noDoubleEquals ━━━━━━━━\n\n  × Using == may be unsafe\n';
    expect(failureDigest(biome)).toEqual([
      'infra/a.mjs:2:7 lint/suspicious/noDoubleEquals',
      '× Using == may be unsafe',
    ]);
    const tsc = "upstream/src/a.ts(45,41): error TS2304: Cannot find name 'WebAssembly'.\n";
    expect(failureDigest(tsc)).toEqual(["upstream/src/a.ts(45,41): error TS2304: Cannot find name 'WebAssembly'."]);
  });

  it('is short: ten lines at most, long lines cut', () => {
    const many = Array.from({ length: 30 }, (_, i) => `FAIL file${i}.test.ts > ${'x'.repeat(300)}`).join('\n');
    const digest = failureDigest(many);
    expect(digest).toHaveLength(10);
    expect(digest[0]).toHaveLength(240);
    expect(digest[0]?.endsWith('…')).toBe(true);
    expect(failureDigest('all good\n 3 passed\n')).toEqual([]);
  });
});
