import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as core from './core.js';
import * as everything from './index.js';

const src = import.meta.dirname;

/** Every module the given one reaches through runtime imports (type-only imports are erased). */
const runtimeGraph = (entry: string): Map<string, string[]> => {
  const graph = new Map<string, string[]>();
  const visit = (file: string) => {
    if (graph.has(file)) return;
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms)].map(
      (m) => m[1]!,
    );
    graph.set(file, specifiers);
    for (const spec of specifiers)
      if (spec.startsWith('.')) visit(path.resolve(path.dirname(file), spec.replace(/\.js$/, '.ts')));
  };
  visit(path.join(src, entry));
  return graph;
};

describe('the zod-free entry (@badal/contracts/core)', () => {
  it('reaches no zod and no module of ours that builds schemas', () => {
    const graph = runtimeGraph('core.ts');
    const external = [...graph.values()].flat().filter((spec) => !spec.startsWith('.'));
    expect(external).toEqual([]);
    expect(graph.size).toBeGreaterThan(5);
  });

  it('is re-exported whole by the full entry', () => {
    const all = new Map(Object.entries(everything));
    for (const [name, value] of Object.entries(core)) expect(all.get(name), name).toBe(value);
  });
});
