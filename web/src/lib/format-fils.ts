/**
 * Amounts of whole fils (the cart, orders, plans) as KWD with three decimals, in the same
 * presentation as every price (./format). Intl reads the decimal text exactly, so an amount never
 * passes through a binary fraction. Kept apart from ./format because the contracts' money helpers
 * travel with zod, which the start-up chunk leaves out.
 */
import { filsToDecimal, type Locale } from '@badal/contracts';
import { formatKwd } from './format';

export const formatFils = (fils: number, locale: Locale): string =>
  formatKwd(filsToDecimal(fils) as Intl.StringNumericLiteral, locale);
