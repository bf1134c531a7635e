import { describe, expect, it } from 'vitest';
import { isolateText, withoutIsolates } from './bidi.js';

describe('bidirectional isolation', () => {
  it('wraps a value in first-strong or left-to-right isolates, and strips them again', () => {
    expect(isolateText('Salem Al-Kandari')).toBe('\u2068Salem Al-Kandari\u2069');
    expect(isolateText('+965 68552059', 'ltr')).toBe('\u2066+965 68552059\u2069');
    expect(withoutIsolates(`رسالة جديدة من ${isolateText('Salem Al-Kandari')}`)).toBe(
      'رسالة جديدة من Salem Al-Kandari',
    );
  });
});
