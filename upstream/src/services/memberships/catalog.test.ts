import { describe, expect, it } from 'vitest';
import { savingPercent } from './catalog.js';

describe('yearly saving', () => {
  it('is the whole percent a year saves against twelve months, rounded half up, in integers', () => {
    expect(savingPercent(10_000, 100_000, 12)).toBe(17);
    expect(savingPercent(10_000, 120_000, 12)).toBe(0);
    expect(savingPercent(10_000, 130_000, 12)).toBe(0);
    expect(savingPercent(10_000, 114_000, 12)).toBe(5);
    expect(savingPercent(1_000, 11_940, 12)).toBe(1);
    expect(savingPercent(0, 1, 12)).toBe(0);
  });
});
