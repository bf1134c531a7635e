// @vitest-environment node
import { messages } from '@badal/contracts/core';
import { describe, expect, it } from 'vitest';
import { messageTextsSource } from './message-texts-plugin';

const textsOf = (source: string): Record<string, string> =>
  JSON.parse(/^export const texts = (.*);$/m.exec(source)?.[1] ?? 'null') as Record<string, string>;

describe('each language its own message texts', () => {
  it('holds every contract message in that language only', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const texts = textsOf(await messageTextsSource(locale));
      expect(Object.keys(texts).sort()).toEqual(Object.keys(messages).sort());
      for (const [key, byLocale] of Object.entries(messages)) expect(texts[key], key).toBe(byLocale[locale]);
    }
  });

  it('refuses a language the messages do not have', async () => {
    await expect(messageTextsSource('fr')).rejects.toThrow(/has no fr text/);
  });
});
