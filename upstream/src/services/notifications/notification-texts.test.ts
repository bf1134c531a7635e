import { withoutIsolates } from '@badal/contracts/core';
import { describe, expect, it } from 'vitest';
import { notificationText, notificationTexts } from './notification-texts.js';

describe('notification texts', () => {
  it('isolate names and product names inside the sentence, in both languages', () => {
    const text = notificationText(notificationTexts.message, 'Salem Al-Kandari', 'hello');
    expect(text.titleAr).toBe('رسالة جديدة من \u2068Salem Al-Kandari\u2069');
    expect(text.titleEn).toBe('New message from \u2068Salem Al-Kandari\u2069');
    const favourite = notificationText(notificationTexts.favorite, 'سالم', 'iPhone 15 Pro');
    expect(favourite.bodyEn).toContain('\u2068سالم\u2069 added “\u2068iPhone 15 Pro\u2069”');
    expect(withoutIsolates(favourite.bodyAr)).toBe('أضاف سالم «iPhone 15 Pro» إلى مفضلته.');
  });
});
