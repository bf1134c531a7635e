/**
 * `virtual:badal/message-texts/<locale>`: the contracts' message texts (validation and error
 * wording of spec §5 and §8) of one language, as `texts`. Each language's texts travel in that
 * language's catalog chunk, so a reader downloads only their own (the contracts keep both side by
 * side, for every client).
 */
import type { Plugin } from 'vite';
import { CONTRACTS_SRC, contracts, forget, MESSAGES_MODULE } from './contracts-source';

const PREFIX = 'virtual:badal/message-texts/';
const RESOLVED = `\0${PREFIX}`;

/** The module's source text for one locale. */
export const messageTextsSource = async (locale: string): Promise<string> => {
  const { messages } = await contracts();
  const texts = Object.fromEntries(
    Object.entries(messages as Record<string, Record<string, string>>).map(([key, byLocale]) => {
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
    return messageTextsSource(id.slice(RESOLVED.length));
  },
  watchChange: (id) => {
    if (id.startsWith(CONTRACTS_SRC)) forget();
  },
});
