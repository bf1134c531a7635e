/**
 * Amounts of whole fils (the cart, orders, plans) as KWD with three decimals, in the same
 * presentation as every price (./format). Intl reads the decimal text exactly, so an amount never
 * passes through a binary fraction. Kept apart from ./format because the contracts' money helpers
 * travel with zod, which the start-up chunk leaves out.
 */
import { CURRENCY, CURRENCY_DECIMALS, filsToDecimal, type Locale } from '@badal/contracts';
import { intlLocale } from './format';

export const formatFils = (fils: number, locale: Locale): string =>
  new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: CURRENCY,
    currencyDisplay: 'code',
    minimumFractionDigits: CURRENCY_DECIMALS,
    maximumFractionDigits: CURRENCY_DECIMALS,
  }).format(filsToDecimal(fils) as Intl.StringNumericLiteral);
