/**
 * Who lists what: companies list only in their trades (and more often there), individual sellers
 * and the demo seller list anything.
 */
import { AccountType } from '@badal/contracts';
import { extraAccounts } from '../accounts-extra.js';
import type { Random } from '../prng.js';

interface SellerChoice {
  userName: string;
  /** Top category slugs; empty for any. */
  focus: readonly string[];
  weight: number;
}

const SELLERS: readonly SellerChoice[] = [
  { userName: 'seller', focus: [], weight: 3 },
  { userName: 'company', focus: ['electronics', 'mobiles-tablets', 'home-appliances'], weight: 3 },
  ...extraAccounts
    .filter((a) => a.accountType !== AccountType.user)
    .map((a) => ({ userName: a.userName, focus: a.focus, weight: a.focus.length > 0 ? 4 : 1 })),
];

export const accountSellers = {
  /** User names of every account that lists products. */
  userNames: (): string[] => SELLERS.map((s) => s.userName),
  /** A seller for a product of the top category `topSlug`. */
  pick: (rng: Random, topSlug: string): string => {
    const candidates = SELLERS.filter((s) => s.focus.length === 0 || s.focus.includes(topSlug));
    const total = candidates.reduce((n, s) => n + s.weight, 0);
    let roll = rng.next() * total;
    for (const s of candidates) {
      roll -= s.weight;
      if (roll < 0) return s.userName;
    }
    return (candidates[0] as SellerChoice).userName;
  },
};
