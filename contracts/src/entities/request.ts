/**
 * Barter and trade requests (spec §3 Request, §4 request status and the second sell-type
 * enumeration). A request carries what a screen shows without further calls: both products as
 * cards, the other person, my part in it, and when it was made and last changed.
 */
import { z } from 'zod';
import { requestStatusSchema, requestTypeSchema } from '../enum-schemas.js';
import { pageMetaSchema, productCardSchema } from './product.js';
import { type Person, personSchema } from './user.js';

export const requestRoleSchema = z.enum(['sender', 'receiver']);

/** A person as a request shows them. */
export const requestUserSchema = personSchema;
export type RequestUser = Person;

/**
 * A product of a request. `available` is false once it is no longer published (sold, withdrawn,
 * in review): the card still shows what was offered, but its page cannot be opened and the
 * request cannot be accepted.
 */
export const requestProductSchema = productCardSchema.extend({ available: z.boolean() });
export type RequestProduct = z.infer<typeof requestProductSchema>;

/**
 * Issue #32: the offer on the table of a request and where its negotiation stands for the reader.
 * A sale's `priceFils` is the price offered (never above the listed price); a barter's `cashFils`
 * is money added to it, positive when the sender pays it, negative when the receiver does.
 */
export const negotiationSchema = z.object({
  priceFils: z.number().int().nonnegative().nullable(),
  cashFils: z.number().int().nullable(),
  /** Whose turn it is to accept, counter or reject the offer on the table. */
  turn: requestRoleSchema,
  /** When the offer on the table expires unanswered (a pending request only; null otherwise). */
  expiresAt: z.string().nullable(),
  /** The offer expired unanswered: nobody can accept, counter or reject it any more. */
  expired: z.boolean(),
  /** How many more offers (counters) the reader may make. */
  offersLeft: z.number().int().nonnegative(),
});
export type Negotiation = z.infer<typeof negotiationSchema>;

/** Issue #32: one step of a negotiation, oldest first: the opening offer, each counter, its end. */
export const requestStepSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['offer', 'counter', 'accept', 'reject', 'expire']),
  /** Who took the step (null: the offer expired). */
  by: requestRoleSchema.nullable(),
  priceFils: z.number().int().nonnegative().nullable(),
  cashFils: z.number().int().nullable(),
  /** A barter's offered product at this step. */
  senderProductId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type RequestStep = z.infer<typeof requestStepSchema>;

export const requestSchema = z.object({
  id: z.number().int(),
  /** `bartering`: the sender offers `senderProduct` for `receiverProduct`; `sale`: the sender asks to buy it at its price. */
  type: requestTypeSchema,
  /** 1 pending, 2 approved (shown as accepted), 3 rejected. */
  status: requestStatusSchema,
  senderId: z.number().int(),
  receiverId: z.number().int(),
  receiverProductId: z.number().int(),
  /** Null for a sale request. */
  senderProductId: z.number().int().nullable(),
  /** The reader's part in it. */
  role: requestRoleSchema,
  /** The other person: the receiver when I sent it, the sender when I received it. */
  otherUser: requestUserSchema,
  receiverProduct: requestProductSchema,
  senderProduct: requestProductSchema.nullable(),
  createdAt: z.string(),
  /** When it was made or its status last changed. */
  updatedAt: z.string(),
  /** Issue #32 (Badal extension): the offer on the table and whose turn it is. */
  negotiation: negotiationSchema,
});
/** Named apart from the fetch API's Request. */
export type TradeRequest = z.infer<typeof requestSchema>;

export const requestPageSchema = z.object({ data: z.array(requestSchema), meta: pageMetaSchema });
export type TradeRequestPage = z.infer<typeof requestPageSchema>;

const count = z.number().int().nonnegative();

/** GET /requests/users: one person I have requests with. */
export const requestPartnerSchema = z.object({
  user: requestUserSchema,
  /** Requests between us in each status, both directions. */
  counts: z.object({ pending: count, approved: count, rejected: count }),
  /** How many of them I sent, and how many I received. */
  sent: count,
  received: count,
  /** My part across them: sender of all, receiver of all, or both. */
  role: z.enum(['sender', 'receiver', 'both']),
  /** The request between us that changed last. */
  latest: requestSchema.pick({ id: true, type: true, status: true, role: true, updatedAt: true }),
});
export type RequestPartner = z.infer<typeof requestPartnerSchema>;

/** GET /requests/users/{userId}: that person and every request between us, newest change first. */
export const requestThreadSchema = z.object({ user: requestUserSchema, requests: z.array(requestSchema) });
export type RequestThread = z.infer<typeof requestThreadSchema>;
