import { describe, expect, it } from 'vitest';
import { parseTsquery, savedSearchKeys } from './search-keys.js';

describe('saved search keys', () => {
  it('keys a search by the most selective word of an AND, four letters of it', () => {
    expect(savedSearchKeys("'land':* & 'cruiser':*", 4)).toEqual(['w:crui']);
    expect(savedSearchKeys("'tv':* & 'samsung':*", null)).toEqual(['w:sams']);
  });

  it('needs every part of an OR, and reads Arabic letters as letters', () => {
    expect(savedSearchKeys("( 'ايفون':* | 'iphone':* ) & '15':*", null)).toEqual(['w:ipho', 'w:ايفو']);
  });

  it('falls back to the category, then to every ad, without a usable word', () => {
    expect(savedSearchKeys(null, 12)).toEqual(['c:12']);
    expect(savedSearchKeys('', null)).toEqual(['all']);
    expect(savedSearchKeys("!'old':*", 3)).toEqual(['c:3']);
    expect(savedSearchKeys("'a':* | !'b':*", null)).toEqual(['all']);
  });

  it('keys a search without words by its narrowest exact attribute filter', () => {
    expect(
      savedSearchKeys(null, 4, [
        { id: 7, values: ['toyota', 'nissan'] },
        { id: 9, values: ['white'] },
      ]),
    ).toEqual(['a:9=white']);
    expect(savedSearchKeys("'patrol':*", 4, [{ id: 7, values: ['nissan'] }])).toEqual(['w:patr']);
  });

  it('reads quotes, weights and phrases', () => {
    expect(parseTsquery("'it''s':*A <-> 'x'")).toEqual({
      kind: 'and',
      nodes: [
        { kind: 'word', lexeme: "it's" },
        { kind: 'word', lexeme: 'x' },
      ],
    });
  });
});
