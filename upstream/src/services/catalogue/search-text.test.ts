/** The listing weeks' terms of the text index (migrations 0027 and 0031, decision 032). */
import { describe, expect, it } from 'vitest';
import { listingWeekTerms, weeksQuery, weekTerms } from './search-text.js';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('listingWeekTerms', () => {
  it('gives a week its own term and those of its blocks of 4 and 16 weeks', () => {
    expect(listingWeekTerms(2952)).toEqual(['§week2952', '§week16.184', '§week4.738']);
    expect(listingWeekTerms(2943)).toEqual(['§week2943', '§week16.183', '§week4.735']);
  });
});

describe('weekTerms', () => {
  it('asks for whole aligned blocks with one term each, the weeks around them one by one', () => {
    // Weeks 13–26 ago, this week being 2969: 2943 … 2956.
    expect(weekTerms(range(2943, 2956))).toEqual(['§week2943', '§week4.736', '§week4.737', '§week4.738', '§week2956']);
    expect(weekTerms(range(2880, 2911))).toEqual(['§week16.180', '§week16.181']);
    expect(weekTerms(range(2878, 2900))).toEqual(['§week2878', '§week2879', '§week16.180', '§week4.724', '§week2900']);
  });

  it('covers exactly the weeks given, in any order, with gaps and repeats', () => {
    const weeks = [2905, 2896, 2897, 2898, 2899, 2899, 2901];
    const terms = weekTerms(weeks);
    expect(terms).toEqual(['§week4.724', '§week2901', '§week2905']);
    // Each week given is under exactly one term; no other week is.
    for (const week of range(2890, 2910)) {
      const under = terms.filter((term) => listingWeekTerms(week).includes(term)).length;
      expect(under).toBe(weeks.includes(week) ? 1 : 0);
    }
  });

  it('has no term for no week, and one for a single week', () => {
    expect(weekTerms([])).toEqual([]);
    expect(weekTerms([2896])).toEqual(['§week2896']);
  });
});

describe('weeksQuery', () => {
  it('is the tsquery of the terms, any of them', () => {
    expect(weeksQuery(range(2896, 2900))).toBe("'§week4.724' | '§week2900'");
  });
});
