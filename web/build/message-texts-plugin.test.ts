// @vitest-environment node
import { messages } from '@badal/contracts/core';
import { describe, expect, it } from 'vitest';
import { messageTextsSource } from './message-texts-plugin';

const textsOf = (source: string): Record<string, string> =>
  JSON.parse(/^export const texts = (.*);$/m.exec(source)?.[1] ?? 'null') as Record<string, string>;

describe('each language its own message texts', () => {
  it('holds every contract message in that language only, across its two parts', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const start = textsOf(await messageTextsSource(locale));
      const forms = textsOf(await messageTextsSource(locale, 'forms'));
      expect(Object.keys({ ...start, ...forms }).sort()).toEqual(Object.keys(messages).sort());
      expect(Object.keys(start).filter((key) => Object.hasOwn(forms, key))).toEqual([]);
      const texts = { ...start, ...forms };
      for (const [key, byLocale] of Object.entries(messages)) expect(texts[key], key).toBe(byLocale[locale]);
    }
  });

  it("leaves what only answers a person's action (validation, requests, coupons, refunds, reports, moderation) to the forms part", async () => {
    const start = Object.keys(textsOf(await messageTextsSource('en')));
    const forms = Object.keys(textsOf(await messageTextsSource('en', 'forms')));
    expect(forms).toContain('validation.required');
    expect(forms).toContain('request.duplicate');
    expect(forms).toContain('coupon.expired');
    expect(forms).toContain('refund.alreadyPaid');
    expect(forms).toContain('report.alreadyReported');
    expect(forms).toContain('moderation.alreadyDone');
    expect(start).toContain('error.occurred');
    // An ad's page after an operator hid it is drawn before the app has started.
    expect(start).toContain('product.removed');
    expect(start.filter((key) => /^(validation|request|coupon|refund|report|moderation)\./.test(key))).toEqual([]);
  });

  it('refuses a language the messages do not have', async () => {
    await expect(messageTextsSource('fr')).rejects.toThrow(/has no fr text/);
  });
});
