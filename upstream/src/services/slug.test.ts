import { describe, expect, it } from 'vitest';
import { slugify } from './slug.js';

describe('slugify', () => {
  it('makes lower-case ASCII words joined by dashes', () => {
    expect(slugify('Ford Mustang GT 2019 – like new!')).toBe('ford-mustang-gt-2019-like-new');
    expect(slugify("De'Longhi espresso")).toBe('de-longhi-espresso');
  });

  it('leaves nothing of a name without Latin letters or digits, and keeps 60 characters at most', () => {
    expect(slugify('سيارة للبيع')).toBe('');
    expect(slugify(`${'a'.repeat(59)} b c`)).toBe('a'.repeat(59));
  });
});
