// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countryName } from './country';

describe('countryName', () => {
  it("names the country in the reader's language, Kuwait when none is set", () => {
    expect(countryName('Kuwait', 'ar')).toBe('الكويت');
    expect(countryName('الكويت', 'en')).toBe('Kuwait');
    expect(countryName(null, 'ar')).toBe('الكويت');
    expect(countryName('Saudi Arabia', 'ar')).toBe('المملكة العربية السعودية');
    expect(countryName('egypt', 'ar')).toBe('مصر');
  });

  it('shows a name it does not know as written', () => {
    expect(countryName('Atlantis', 'ar')).toBe('Atlantis');
  });
});
