/**
 * Badal extension, the operator's refunds (issue #31): paid orders as an operator finds them (with
 * their customer) and what an operator sends to refund one in full or in part.
 */
import { z } from 'zod';
import { MAX_FILS } from '../money.js';
import * as rule from '../rules.js';
import { orderSchema } from './payment.js';
import { pageMetaSchema } from './product.js';
import { personSchema } from './user.js';

/** A paid order with the customer who paid it. */
export const operatorOrderSchema = orderSchema.extend({ customer: personSchema });
export type OperatorOrder = z.infer<typeof operatorOrderSchema>;

export const operatorOrdersPageSchema = z.object({ data: z.array(operatorOrderSchema), meta: pageMetaSchema });
export type OperatorOrdersPage = z.infer<typeof operatorOrdersPageSchema>;

export const refundOrderInputSchema = z.object({
  /** Whole fils, at most what is left of the order after its pending and done refunds. */
  amountFils: rule.integer(1, MAX_FILS),
  /** In the operator's words: the customer reads it as written on their payment. */
  reason: rule.required(300),
  /**
   * Chosen by the client once per refund it means to make (a UUID): sending it again — a double
   * click, a retry after a lost answer — answers the same refund instead of making a second.
   */
  key: z.string({ error: 'validation.required' }).regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'validation.invalid' }),
});
export type RefundOrderInput = z.infer<typeof refundOrderInputSchema>;
