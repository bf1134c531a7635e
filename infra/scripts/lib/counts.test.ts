import { describe, expect, it } from 'vitest';
import { browserCount, conformanceCount, vitestCount } from './counts.mjs';

describe('what each step checked', () => {
  it('reads vitest closing lines, colours and all', () => {
    const tail =
      '\u001b[2m Test Files \u001b[22m \u001b[1m\u001b[32m201 passed\u001b[39m\u001b[22m\u001b[90m (201)\u001b[39m\n' +
      '\u001b[2m      Tests \u001b[22m \u001b[1m\u001b[32m1369 passed\u001b[39m | 1 skipped (1370)\n';
    expect(vitestCount(tail)).toBe('1,370 tests in 201 files');
    expect(vitestCount('nothing here')).toBeNull();
  });

  it('reads the conformance suite and the browser suite', () => {
    expect(conformanceCount('✓ a check\n24 skipped\n318 passed, 0 failed\n')).toBe('318 cases (+24 skipped)');
    expect(browserCount('every-screen sweep: 86 screens\n  2 flaky\n  139 passed (2.4m)\n')).toBe(
      '141 tests (2 flaky), 86 screens',
    );
    expect(browserCount('  141 passed (5.5m)\n')).toBe('141 tests');
  });
});
