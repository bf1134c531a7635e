/** Translated names of enumerations shown on the profile (contracts hold the codes). */
import { AccountType, Gender } from '@badal/contracts';
import { msg } from '@lingui/core/macro';

export const accountTypeLabel = {
  [AccountType.user]: msg`User`,
  [AccountType.seller]: msg`Seller`,
  [AccountType.company]: msg`Company`,
} as const;

export const genderLabel = {
  [Gender.male]: msg`Male`,
  [Gender.female]: msg`Female`,
} as const;
