import { decimalToFils, MoneyError } from '@badal/contracts';

/** An amount typed in KWD (at most three decimals) as whole fils above nothing, or the message key that says why not: the money fields of offers, counters, the offer floor and refunds. */
export const typedFils = (text: string): number | { error: string } => {
  if (!text.trim()) return { error: 'validation.required' };
  try {
    const fils = decimalToFils(text.trim());
    return fils > 0 ? fils : { error: 'validation.invalid' };
  } catch (error) {
    if (error instanceof MoneyError) return { error: 'validation.invalid' };
    throw error;
  }
};
