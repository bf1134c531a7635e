import { describe, expect, it } from 'vitest';
import { arabicDays } from './line-titles.js';

describe('Arabic day counts', () => {
  it('follows the Arabic number agreement', () => {
    expect([1, 2, 3, 10, 11, 14, 30, 99, 100, 103, 111].map(arabicDays)).toEqual([
      'يوم واحد',
      'يومان',
      '3 أيام',
      '10 أيام',
      '11 يومًا',
      '14 يومًا',
      '30 يومًا',
      '99 يومًا',
      '100 يوم',
      '103 أيام',
      '111 يومًا',
    ]);
  });
});
