import { describe, expect, it } from 'vitest';
import { addMonths, monthlyCycle } from './calendar.js';

const at = (iso: string) => new Date(iso);

describe('membership months', () => {
  it('adds calendar months, ending on the last day of shorter months', () => {
    expect(addMonths(at('2026-01-15T10:30:00Z'), 1).toISOString()).toBe('2026-02-15T10:30:00.000Z');
    expect(addMonths(at('2026-01-31T10:30:00Z'), 1).toISOString()).toBe('2026-02-28T10:30:00.000Z');
    expect(addMonths(at('2028-01-31T00:00:00Z'), 1).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(addMonths(at('2026-11-30T00:00:00Z'), 3).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(addMonths(at('2026-03-10T00:00:00Z'), 12).toISOString()).toBe('2027-03-10T00:00:00.000Z');
  });

  it('finds the monthly cycle holding a moment, anchored on the start', () => {
    const start = at('2026-01-31T12:00:00Z');
    expect(monthlyCycle(start, at('2026-01-31T12:00:00Z'))).toEqual({
      startsAt: at('2026-01-31T12:00:00Z'),
      endsAt: at('2026-02-28T12:00:00Z'),
    });
    expect(monthlyCycle(start, at('2026-02-28T11:59:59Z')).startsAt).toEqual(at('2026-01-31T12:00:00Z'));
    expect(monthlyCycle(start, at('2026-02-28T12:00:00Z'))).toEqual({
      startsAt: at('2026-02-28T12:00:00Z'),
      endsAt: at('2026-03-31T12:00:00Z'),
    });
    expect(monthlyCycle(start, at('2026-03-02T00:00:00Z')).startsAt).toEqual(at('2026-02-28T12:00:00Z'));
    expect(monthlyCycle(start, at('2027-01-31T12:00:00Z')).startsAt).toEqual(at('2027-01-31T12:00:00Z'));
  });
});
