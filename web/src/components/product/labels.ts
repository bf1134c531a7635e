/**
 * Words for the catalogue's enumerations (spec §4), as Lingui descriptors: components render them
 * with `i18n._(…)` in the current language.
 */
import { type AccountType, SellType } from '@badal/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const sellTypeLabel: Record<SellType, MessageDescriptor> = {
  [SellType.sell]: msg`For sale`,
  [SellType.barter]: msg`For barter`,
  [SellType.sellBarter]: msg`Sale or barter`,
};

export const conditionLabel = (isNew: boolean): MessageDescriptor => (isNew ? msg`New` : msg`Used`);

export const accountTypeLabel: Record<AccountType, MessageDescriptor> = {
  1: msg`Individual`,
  2: msg`Seller`,
  3: msg`Company`,
};

/** True when the listing takes a swap (barter or sale-or-barter). */
export const takesBarter = (sellType: SellType): boolean => sellType !== SellType.sell;
