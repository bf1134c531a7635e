/**
 * zod schemas of the enumerations in enums.ts (which stays free of zod, for clients that need only
 * the values). Every failure carries a message key (messages.ts), like the rules of §5.
 */
import { z } from 'zod';
import {
  AccountStatus,
  AccountType,
  AttributeType,
  Gender,
  Locale,
  MessageState,
  NotificationType,
  RequestStatus,
  RequestType,
  SellType,
} from './enums.js';

const values = <T extends Record<string, number | string>>(o: T) => Object.values(o) as T[keyof T][];
const invalid = { error: 'validation.invalid' } as const;

export const attributeTypeSchema = z.union(
  values(AttributeType).map((v) => z.literal(v)) as [z.ZodLiteral<AttributeType>, ...z.ZodLiteral<AttributeType>[]],
  invalid,
);

export const sellTypeSchema = z.enum([SellType.sell, SellType.barter, SellType.sellBarter], invalid);

export const requestTypeSchema = z.enum([RequestType.bartering, RequestType.sale], invalid);

/** A status a person may set or filter by (spec §4's three). */
export const requestAnswerSchema = z.union(
  [z.literal(RequestStatus.pending), z.literal(RequestStatus.approved), z.literal(RequestStatus.rejected)],
  invalid,
);

/** A request's status as the API reports it: the three, or Badal's 'closed' (issue #32). */
export const requestStatusSchema = z.union(
  [
    z.literal(RequestStatus.pending),
    z.literal(RequestStatus.approved),
    z.literal(RequestStatus.rejected),
    z.literal(RequestStatus.closed),
  ],
  invalid,
);

export const genderSchema = z.enum([Gender.male, Gender.female], invalid);

export const messageStateSchema = z.enum([MessageState.sent, MessageState.receive, MessageState.read], invalid);

export const accountTypeSchema = z.union(
  [z.literal(AccountType.user), z.literal(AccountType.seller), z.literal(AccountType.company)],
  invalid,
);

export const notificationTypeSchema = z.enum(
  values(NotificationType) as [NotificationType, ...NotificationType[]],
  invalid,
);

export const accountStatusSchema = z.enum(values(AccountStatus) as [AccountStatus, ...AccountStatus[]], invalid);

export const localeSchema = z.enum([Locale.en, Locale.ar], invalid);
