/** Throw-away identities for the checks that create accounts, random so runs never collide. */

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export const randomTag = (length: number): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(length)), (b) => ALPHABET[b % ALPHABET.length]).join('');

export const randomDigits = (length: number): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(length)), (b) => String(b % 10)).join('');

export interface FreshAccount {
  fullName: string;
  userName: string;
  email: string;
  phone: string;
  password: string;
}

/** A registration the API has never seen; e-mail on the reserved example.com domain. */
export const freshAccount = (): FreshAccount => {
  const tag = randomTag(10);
  return {
    fullName: 'Conformance Check',
    userName: `conf_${tag}`,
    email: `conf.${tag}@example.com`,
    // Kuwaiti mobile numbers start with 5, 6 or 9.
    phone: `9${randomDigits(7)}`,
    password: `Cc-${randomTag(12)}`,
  };
};

/** An 8-digit number no account is registered with (Kuwaiti numbers never start with 1). */
export const unknownPhone = (): string => `1${randomDigits(7)}`;
