// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lowerScriptPriority } from './script-priority-plugin';

describe('lowerScriptPriority', () => {
  it('marks module scripts and module preloads low, once', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/a.js">\n<link rel="stylesheet" href="/assets/index.css">';
    const lowered = lowerScriptPriority(html);
    expect(lowered).toBe(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>\n<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/a.js">\n<link rel="stylesheet" href="/assets/index.css">',
    );
    expect(lowerScriptPriority(lowered)).toBe(lowered);
  });
});

describe('optionalFontDisplay', () => {
  it('turns swap into optional in @font-face rules', async () => {
    const { optionalFontDisplay } = await import('./font-display-plugin');
    expect(optionalFontDisplay('@font-face{font-family:X;font-display: swap;src:url(a.woff2)}')).toBe(
      '@font-face{font-family:X;font-display: optional;src:url(a.woff2)}',
    );
  });
});
