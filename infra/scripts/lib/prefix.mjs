/**
 * Prefixes every line of a child's output with its name ([upstream], [bff]) so two interleaved
 * logs stay readable. Output arrives in arbitrary chunks, so a partial last line is held back
 * until its end arrives (or the stream ends).
 */

/**
 * @param {string} prefix e.g. '[bff] '
 * @returns {{ push: (chunk: string) => string, flush: () => string }}
 */
export const createLinePrefixer = (prefix) => {
  let pending = '';
  return {
    push(chunk) {
      const text = pending + chunk;
      const lastNewline = text.lastIndexOf('\n');
      if (lastNewline === -1) {
        pending = text;
        return '';
      }
      pending = text.slice(lastNewline + 1);
      return text
        .slice(0, lastNewline + 1)
        .split(/(?<=\n)/)
        .map((line) => prefix + line)
        .join('');
    },
    flush() {
      const rest = pending;
      pending = '';
      return rest === '' ? '' : `${prefix}${rest}\n`;
    },
  };
};

const COLORS = { upstream: 36, bff: 35 };

/**
 * '[name] ', coloured when the output is a terminal and NO_COLOR is not set.
 * @param {string} name
 * @param {boolean} color
 * @returns {string}
 */
export const formatPrefix = (name, color) => {
  const code = /** @type {Record<string, number>} */ (COLORS)[name] ?? 33;
  return color ? `\u001b[${code}m[${name}]\u001b[0m ` : `[${name}] `;
};
