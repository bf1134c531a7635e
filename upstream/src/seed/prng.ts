/**
 * A small seeded pseudo-random generator (mulberry32) so the demo data is the same on every run
 * and every machine. Each product draws from its own stream, seeded by a stable name, so adding
 * products to one category does not reshuffle the others.
 */
import { createHash } from 'node:crypto';

export interface Random {
  /** [0, 1) */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in their original order. */
  some<T>(items: readonly T[], count: number): T[];
}

const seedOf = (name: string): number => createHash('sha256').update(name).digest().readUInt32LE(0);

export const random = (name: string): Random => {
  let state = seedOf(name);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    some: <T>(items: readonly T[], count: number): T[] => {
      const indexes = items.map((_, i) => i);
      for (let i = indexes.length - 1; i > 0; i--) {
        const j = int(0, i);
        [indexes[i], indexes[j]] = [indexes[j] as number, indexes[i] as number];
      }
      return indexes
        .slice(0, Math.min(count, items.length))
        .sort((a, b) => a - b)
        .map((i) => items[i] as T);
    },
  };
};
