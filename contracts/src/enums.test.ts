import { describe, expect, it } from 'vitest';
import {
  accountStatusSchema,
  accountTypeSchema,
  attributeTypeSchema,
  genderSchema,
  localeSchema,
  messageStateSchema,
  notificationTypeSchema,
  requestAnswerSchema,
  requestStatusSchema,
  requestTypeSchema,
  sellTypeSchema,
} from './enum-schemas.js';
import {
  AccountStatus,
  AccountType,
  AttributeType,
  ContactKind,
  FilterType,
  Gender,
  Locale,
  localeDirection,
  MessageState,
  NotificationType,
  PushType,
  RequestStatus,
  RequestType,
  requestStatusLabel,
  SellType,
} from './enums.js';

describe('§4 enumerations', () => {
  it('attribute types', () => {
    expect(AttributeType).toEqual({
      boolean: 0,
      number: 1,
      multiChoice: 2,
      multiOptions: 3,
      yesNoMultiChoice: 4,
      color: 5,
      string: 6,
    });
    for (const v of Object.values(AttributeType)) expect(attributeTypeSchema.parse(v)).toBe(v);
    expect(attributeTypeSchema.safeParse(7).error?.issues[0]?.message).toBe('validation.invalid');
  });

  it('filter types', () => {
    expect(FilterType).toEqual({
      boolean: 0,
      range: 1,
      multiOptions: 2,
      multiChoice: 3,
      yesNoMultiChoice: 4,
      color: 5,
      input: 6,
    });
  });

  it('sell types and the second enumeration', () => {
    expect(Object.values(SellType)).toEqual(['sell', 'barter', 'sell/barter']);
    expect(Object.values(RequestType)).toEqual(['bartering', 'sale']);
    expect(sellTypeSchema.options).toEqual(['sell', 'barter', 'sell/barter']);
    expect(requestTypeSchema.options).toEqual(['bartering', 'sale']);
  });

  it('gender and message states', () => {
    expect(Object.values(Gender)).toEqual(['male', 'female']);
    expect(genderSchema.options).toEqual(['male', 'female']);
    expect(Object.values(MessageState)).toEqual(['sent', 'receive', 'read']);
    expect(messageStateSchema.options).toEqual(['sent', 'receive', 'read']);
  });

  it("request status: pending 1, approved 2, rejected 3 and Badal's closed 4, shown as pending, accepted, rejected, closed", () => {
    expect(RequestStatus).toEqual({ pending: 1, approved: 2, rejected: 3, closed: 4 });
    expect(requestStatusLabel).toEqual({ 1: 'pending', 2: 'accepted', 3: 'rejected', 4: 'closed' });
    for (const v of [1, 2, 3, 4]) expect(requestStatusSchema.parse(v)).toBe(v);
    // A person asks for the spec's three only.
    expect(requestAnswerSchema.safeParse(4).success).toBe(false);
    for (const v of [0, 5, '1', 'pending', null]) {
      expect(requestStatusSchema.safeParse(v).error?.issues.map((i) => i.message)).toEqual(['validation.invalid']);
    }
  });

  it('contact kinds and account types', () => {
    expect(ContactKind).toEqual({ phone: 0, email: 1 });
    expect(AccountType).toEqual({ user: 1, seller: 2, company: 3 });
    for (const v of [1, 2, 3]) expect(accountTypeSchema.parse(v)).toBe(v);
    expect(accountTypeSchema.safeParse(4).success).toBe(false);
  });

  it('notification types and push types', () => {
    expect(new Set(Object.values(NotificationType))).toEqual(
      new Set([
        'favorite',
        'follow',
        'message',
        'products',
        'request',
        'welcome',
        'moderation',
        'saved_search',
        'price_drop',
        'rating',
      ]),
    );
    expect(new Set(notificationTypeSchema.options)).toEqual(new Set(Object.values(NotificationType)));
    expect(PushType).toEqual({
      products: 1,
      request: 2,
      welcome: 3,
      follow: 4,
      favorite: 5,
      message: 6,
      moderation: 7,
      saved_search: 8,
      price_drop: 9,
      rating: 10,
    });
    // Every push type is a notification type and the other way round.
    expect(new Set(Object.keys(PushType))).toEqual(new Set(Object.values(NotificationType)));
  });

  it('account states of §6', () => {
    expect(new Set(Object.values(AccountStatus))).toEqual(
      new Set(['active', 'unverified', 'banned', 'blocked', 'disabled']),
    );
    expect(accountStatusSchema.options).toEqual(Object.values(AccountStatus));
  });

  it('locales and directions of §9', () => {
    expect(Object.values(Locale)).toEqual(['en', 'ar']);
    expect(localeSchema.options).toEqual(['en', 'ar']);
    expect(localeDirection).toEqual({ en: 'ltr', ar: 'rtl' });
  });

  it('every enum schema fails with a message key', () => {
    const schemas = [
      attributeTypeSchema,
      sellTypeSchema,
      requestTypeSchema,
      genderSchema,
      messageStateSchema,
      accountTypeSchema,
      notificationTypeSchema,
      accountStatusSchema,
      localeSchema,
    ];
    for (const schema of schemas) {
      for (const junk of [undefined, null, 'nope', 99, {}]) {
        expect(schema.safeParse(junk).error?.issues.map((i) => i.message)).toEqual(['validation.invalid']);
      }
    }
  });
});
