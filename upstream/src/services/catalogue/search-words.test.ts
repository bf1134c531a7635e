/** The pure half of matching a search text: bounds, candidate spellings and edit distance. */
import { describe, expect, it } from 'vitest';
import {
  allowedEdits,
  candidates,
  cleanSearchText,
  editDistance,
  letterSwaps,
  MAX_COMPLETIONS,
  MAX_TEXT_LENGTH,
  quoteLexeme,
  splits,
  typedForm,
} from './search-words.js';

describe('cleanSearchText', () => {
  it('cuts long input and turns invisible marks into spaces', () => {
    expect(Array.from(cleanSearchText('ا'.repeat(2000))).length).toBe(MAX_TEXT_LENGTH);
    expect(cleanSearchText('\u200fايفون\u200e')).toBe(' ايفون ');
    expect(cleanSearchText('i\u200dphone\ufeff')).toBe('i phone ');
    // Emoji are whole code points: cutting never leaves half of one.
    expect(cleanSearchText('😀'.repeat(600))).toBe('😀'.repeat(MAX_TEXT_LENGTH));
  });
});

describe('candidates', () => {
  it('offers phrases of up to three words, joined neighbours, letter swaps and plurals', () => {
    const keys = candidates(['play', 'station', '5']).map((c) => `${c.how}:${c.key}`);
    expect(keys).toEqual(
      expect.arrayContaining(['phrase:play station 5', 'phrase:play station', 'joined:playstation', 'plural:plays']),
    );
    expect(candidates(['سامسونغ']).map((c) => c.key)).toEqual(expect.arrayContaining(['سامسونج', 'سامسونك']));
  });
});

describe('letterSwaps and splits', () => {
  it('swaps ج/غ/ك/ق in loanwords', () => {
    expect(letterSwaps('جالكسي').sort()).toEqual(['غالكسي', 'كالكسي', 'قالكسي', 'جالجسي', 'جالغسي', 'جالقسي'].sort());
    expect(letterSwaps('iphone')).toEqual([]);
  });
  it('cuts words of five letters and more in two parts of two letters or more', () => {
    expect(splits('macbook')).toContainEqual(['mac', 'book']);
    expect(splits('ماكبوك')).toContainEqual(['ماك', 'بوك']);
    expect(splits('ipad')).toEqual([]);
  });
});

describe('editDistance and allowedEdits', () => {
  it('counts a swap of neighbours as one edit, in both scripts', () => {
    expect(editDistance('iphnoe', 'iphone')).toBe(1);
    expect(editDistance('samsumg', 'samsung')).toBe(1);
    expect(editDistance('تيوتا', 'تويوتا')).toBe(1);
    expect(editDistance('porshe', 'porsche')).toBe(1);
    expect(editDistance('kayen', 'cayenne')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
  it('allows one edit for 4–7 letters, two for longer, none for short words and numbers', () => {
    expect(allowedEdits('ps5')).toBe(0);
    expect(allowedEdits('2020')).toBe(0);
    expect(allowedEdits('toyta')).toBe(1);
    expect(allowedEdits('cheverolet')).toBe(2);
  });
});

describe('quoteLexeme', () => {
  it('quotes a lexeme for a tsquery, doubling quotes', () => {
    expect(quoteLexeme("o'neil")).toBe("'o''neil'");
  });
});

describe('typedForm', () => {
  it('matches a word followed by another whole, and the last word as typed so far', () => {
    expect(typedForm('15', { last: false })).toBe("'15'");
    expect(typedForm('في', { last: false })).toBe("'في'");
    // The last word: the start of any word, unless it is a known word with few known continuations.
    expect(typedForm('toyo', { last: true })).toBe("'toyo':*");
    expect(typedForm('15', { last: true })).toBe("'15'");
    expect(typedForm('sofa', { last: true, completions: [] })).toBe("'sofa'");
    expect(typedForm('sofa', { last: true, completions: ['sofas', 'sofabed'] })).toBe("('sofa' | 'sofas' | 'sofabed')");
    const many = Array.from({ length: MAX_COMPLETIONS + 1 }, (_, i) => `car${i}`);
    expect(typedForm('car', { last: true, completions: many })).toBe("'car':*");
  });
});
