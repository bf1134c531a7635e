import { describe, expect, it } from 'vitest';
import { createLinePrefixer, formatPrefix } from './prefix.mjs';

describe('createLinePrefixer', () => {
  it('prefixes whole lines and holds a partial line until it ends', () => {
    const p = createLinePrefixer('[bff] ');
    expect(p.push('one\ntw')).toBe('[bff] one\n');
    expect(p.push('o\nthree\n')).toBe('[bff] two\n[bff] three\n');
    expect(p.push('four')).toBe('');
    expect(p.flush()).toBe('[bff] four\n');
    expect(p.flush()).toBe('');
  });

  it('keeps empty lines', () => {
    expect(createLinePrefixer('> ').push('a\n\nb\n')).toBe('> a\n> \n> b\n');
  });
});

describe('formatPrefix', () => {
  it('colours only when asked', () => {
    expect(formatPrefix('upstream', false)).toBe('[upstream] ');
    expect(formatPrefix('upstream', true)).toBe('\u001b[36m[upstream]\u001b[0m ');
  });
});
