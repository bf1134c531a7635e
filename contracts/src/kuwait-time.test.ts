import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  isKuwaitWorkingDay,
  kuwaitDay,
  kuwaitDayFrom,
  kuwaitMidnight,
  MEETING_HOURS,
  offeredMeetingSlots,
} from './kuwait-time.js';

describe('Kuwait time', () => {
  it('a day starts at 21:00 UTC the evening before', () => {
    expect(kuwaitDay(new Date('2026-03-11T20:59:59Z'))).toBe('2026-03-11');
    expect(kuwaitDay(new Date('2026-03-11T21:00:00Z'))).toBe('2026-03-12');
    expect(kuwaitMidnight('2026-03-12').toISOString()).toBe('2026-03-11T21:00:00.000Z');
  });

  it('counts days and moves by them', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2026-03-02', '2026-02-27')).toBe(-3);
    expect(addDays(new Date('2026-03-01T00:00:00Z'), 2).toISOString()).toBe('2026-03-03T00:00:00.000Z');
    expect(kuwaitDayFrom(new Date('2026-03-11T22:00:00Z'), -1)).toBe('2026-03-11');
  });

  it('Friday and Saturday are the weekend', () => {
    expect(['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'].map(isKuwaitWorkingDay)).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });

  it('offers meeting hours on working days from tomorrow, in Kuwait time', () => {
    // Thursday 26 November 2026, 23:30 in Kuwait: tomorrow is Friday, so the first slot is Sunday 10:00.
    const slots = offeredMeetingSlots(new Date('2026-11-26T20:30:00Z'));
    expect(slots[0]?.start.toISOString()).toBe('2026-11-29T07:00:00.000Z');
    expect(slots[0]?.end.toISOString()).toBe('2026-11-29T08:00:00.000Z');
    expect(new Set(slots.map((s) => kuwaitDay(s.start))).size * MEETING_HOURS.length).toBe(slots.length);
    expect(slots.every((s) => isKuwaitWorkingDay(kuwaitDay(s.start)))).toBe(true);
  });
});
