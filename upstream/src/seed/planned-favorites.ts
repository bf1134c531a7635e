/** Who favourites what among the planned products (the seed's favourites). */
import { AccountType } from '@badal/contracts';
import { extraAccounts } from './accounts-extra.js';
import type { PlannedProduct } from './catalogue/product-plan.js';
import { random } from './prng.js';

/** Who favourites what: the demo user a dozen products, the plain extra users a few each. */
export const plannedFavorites = (plan: readonly PlannedProduct[]): { userName: string; slug: string }[] => {
  const fans = ['demo', ...extraAccounts.filter((a) => a.accountType === AccountType.user).map((a) => a.userName)];
  return fans.flatMap((userName) => {
    const rng = random(`favorites:${userName}`);
    return rng.some(plan, userName === 'demo' ? 12 : rng.int(3, 8)).map((p) => ({ userName, slug: p.slug }));
  });
};
