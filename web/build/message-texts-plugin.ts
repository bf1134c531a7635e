/**
 * `virtual:badal/message-texts/<locale>`: the contracts' message texts (validation and error
 * wording of spec §5 and §8) of one language, as `texts`. Each language's texts travel in that
 * language's catalog chunk, so a reader downloads only their own (the contracts keep both side by
 * side, for every client).
 *
 * `virtual:badal/message-texts/<locale>/forms` holds apart the texts that only answer what a
 * person did — a form's validation, a request, coupon or refund refused — and the plain module the
 * rest: a first page can be drawn without the former, which follow once the app has started
 * (src/lib/i18n.ts), out of the start's download.
 */
import type { Plugin } from 'vite';
import { CONTRACTS_SRC, contracts, forget, MESSAGES_MODULE } from './contracts-source';

const PREFIX = 'virtual:badal/message-texts/';
const RESOLVED = `\0${PREFIX}`;

/**
 * The key prefixes of the texts that only answer a person's action (forms and their refusals;
 * reporting and the operator's actions, issue #31; an ad's life and ratings, issue #32).
 */
const FORM_TEXT = /^(validation|request|coupon|refund|report|moderation|adLife|rating)\./;

/** Which of a language's texts a module holds. */
export type TextsPart = 'start' | 'forms';

/** The module's source text for one locale and part. */
export const messageTextsSource = async (locale: string, part: TextsPart = 'start'): Promise<string> => {
  const { messages } = await contracts();
  const entries = Object.entries(messages as Record<string, Record<string, string>>).filter(
    ([key]) => FORM_TEXT.test(key) === (part === 'forms'),
  );
  const texts = Object.fromEntries(
    entries.map(([key, byLocale]) => {
      const text = byLocale[locale];
      if (text === undefined) throw new Error(`message ${key} has no ${locale} text`);
      return [key, text];
    }),
  );
  return `export const texts = ${JSON.stringify(texts)};\n`;
};

export const messageTextsPlugin = (): Plugin => ({
  name: 'badal-message-texts',
  resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
  async load(id) {
    if (!id.startsWith(RESOLVED)) return undefined;
    this.addWatchFile(MESSAGES_MODULE);
    const [locale = '', part] = id.slice(RESOLVED.length).split('/');
    return messageTextsSource(locale, part === 'forms' ? 'forms' : 'start');
  },
  watchChange: (id) => {
    if (id.startsWith(CONTRACTS_SRC)) forget();
  },
});
