// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { optionalFontDisplay } from './font-display-plugin';

describe('optionalFontDisplay', () => {
  it('turns swap into optional in @font-face rules', () => {
    expect(optionalFontDisplay('@font-face{font-family:X;font-display: swap;src:url(a.woff2)}')).toBe(
      '@font-face{font-family:X;font-display: optional;src:url(a.woff2)}',
    );
  });
});
