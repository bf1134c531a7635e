/**
 * What settlement needs to know about one kind of cart line. Each kind of contracts'
 * CART_ITEM_KINDS has exactly one ItemKind in item-kind-registry.ts (the type makes a missing one a
 * compile error), and settlement calls its `activate` for each paid line, inside the transaction
 * that marks the order paid — so what was bought takes effect exactly once, or not at all.
 *
 * A new paid feature (banners, company subscriptions, …) adds its kind to CART_ITEM_KINDS with
 * its line data schema in contracts, puts its lines in the cart (or builds them for a direct
 * payment), and registers an ItemKind here.
 */
import type { CartItemKind } from '@badal/contracts';
import type { Db } from '../../db/database.js';
import type { OrderItemRow, OrderRow } from '../../db/schema.js';

/** A cart line as stored: priced and titled when it was added. */
export interface PurchaseLine {
  kind: CartItemKind;
  feeTypeId: number;
  titleEn: string;
  titleAr: string;
  amountFils: number;
  data: Record<string, unknown>;
}

/**
 * What `activate` answers when the line could not be given any more — the thing was already
 * bought by another payment (charged twice), or it is gone — so settlement refunds the line.
 */
export const UNDELIVERABLE = 'undeliverable';
// biome-ignore lint/suspicious/noConfusingVoidType: most kinds' `activate` return nothing; only a refusal is named.
export type Activation = void | typeof UNDELIVERABLE;

export interface ItemKind {
  /**
   * Checked again when the payment starts, before the customer is charged (the cart may be old):
   * throws an HttpError to refuse, e.g. a membership of another plan became active meanwhile.
   */
  checkPayable?(tx: Db, line: PurchaseLine, userId: number, now: Date): Promise<void>;
  /**
   * Makes one paid line take effect; runs once per line, inside the settlement transaction.
   * Answers UNDELIVERABLE when nothing could be given (see above).
   */
  activate(tx: Db, line: OrderItemRow, order: OrderRow, now: Date): Promise<Activation>;
  /**
   * The one thing a line pays for, when it is more than the cart line itself (a banner, a
   * subscription): a thing has one open payment at a time, and paid twice the later is refunded.
   * Default: the cart line.
   */
  payableKey?(line: PurchaseLine): string;
  /**
   * What an unpaid booking holds (a meeting slot) is held at least `until`, the end of the
   * payment just started, so it cannot lapse while the customer pays. In the start's transaction.
   */
  holdUntil?(tx: Db, line: PurchaseLine, until: Date): Promise<void>;
  /**
   * Query parameters the customer's return URL carries for this kind, which the §2
   * payment-return guard reads: a banner's `customService`, a company subscription's `company`.
   */
  returnQuery?(line: PurchaseLine): Record<string, string>;
}

export type ItemKinds = Readonly<Record<CartItemKind, ItemKind>>;
