// @vitest-environment node
/**
 * The layout mirrors for Arabic only if no style sheet pins a physical side. This keeps
 * left/right out of every CSS file (use inline-start/inline-end and friends instead).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = `${resolve(import.meta.dirname, '..')}/`;
const cssFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });

const PHYSICAL =
  /(^|[\s;{])(margin|padding|border)-(left|right)\b|(^|[\s;{])(left|right)\s*:|text-align\s*:\s*(left|right)|float\s*:\s*(left|right)|border-(top|bottom)-(left|right)-radius/m;

describe('style sheets', () => {
  const files = cssFiles(root);
  it('exist', () => expect(files.length).toBeGreaterThan(5));
  it.each(files.map((f) => [f.slice(root.length)]))('%s uses logical properties only', (file) => {
    const css = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(css).not.toMatch(PHYSICAL);
  });
});
