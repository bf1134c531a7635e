/**
 * The sandbox's test cards (documented in the root README). Any holder name, any expiry date in
 * the future and any 3-digit security code (4 for American Express) are accepted; the number
 * decides what happens. A valid number that is not a test card is declined: no real card is ever
 * taken for a sandbox one.
 */

/** What paying with a card does. */
export type CardBehaviour = 'approve' | 'decline' | 'threeDSecure' | 'timeout' | 'unknown';

export const TEST_CARDS: Readonly<Record<string, { behaviour: CardBehaviour; what: string }>> = {
  '5123450000000008': { behaviour: 'approve', what: 'succeeds' },
  '4000000000000002': { behaviour: 'decline', what: 'is declined (insufficient funds)' },
  '4000000000003220': { behaviour: 'threeDSecure', what: 'asks for 3-D Secure (code 1234)' },
  '4000000000000119': { behaviour: 'timeout', what: 'times out: ExecutePayment never answers' },
};

/** The one-time code the 3-D Secure page accepts. */
export const SANDBOX_OTP = '1234';
/** Wrong codes allowed before the payment fails. */
export const OTP_ATTEMPTS = 3;

export const behaviourOf = (number: string): CardBehaviour => TEST_CARDS[number]?.behaviour ?? 'unknown';

/** The Luhn check every real card number passes. */
export const passesLuhn = (number: string): boolean => {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

/** The brand names MyFatoorah's `submit()` answers with. */
export type CardBrand = 'Visa' | 'Master' | 'Amex' | 'Mada';

export const brandOf = (number: string): CardBrand | null => {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'Master';
  if (/^3[47]/.test(number)) return 'Amex';
  return null;
};

/** MM/YY (or MM/YYYY) not before the current month. */
export const expiryIsValid = (expiry: string, now: Date): boolean => {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
};
