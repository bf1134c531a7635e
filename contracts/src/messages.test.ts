import { describe, expect, it } from 'vitest';
import { isMessageKey, type MessageKey, messages, messageText } from './messages.js';
import * as rule from './rules.js';

const ARABIC_LETTER = /[\u0621-\u064A]/;

describe('messages', () => {
  it('every message has non-empty English and Arabic text, the Arabic in Arabic script', () => {
    for (const [key, text] of Object.entries(messages)) {
      expect(text.en.trim(), `${key}.en`).not.toBe('');
      expect(text.ar.trim(), `${key}.ar`).not.toBe('');
      expect(text.ar, `${key}.ar`).toMatch(ARABIC_LETTER);
      expect(text.ar, `${key}.ar is translated`).not.toBe(text.en);
    }
  });

  // The §5 table, word for word, for every rule the spec gives a message.
  const section5: Record<string, string> = {
    'validation.required': 'This field is required.',
    'validation.nonNegativeNumber': 'This field requires a non-negative number.',
    'validation.url': 'Invalid URL.',
    'validation.date': "Invalid date. Date must be 'yyyy-mm-dd'.",
    'validation.password': 'Password must be at least 6 characters.',
    'validation.email': 'Invalid e-mail.',
    'validation.file': 'This file is required.',
  };

  it('English texts of the §5 rules are the spec wording', () => {
    for (const [key, en] of Object.entries(section5)) expect(messages[key as MessageKey].en, key).toBe(en);
  });

  it('each §5 rule fails with the text the table gives it', () => {
    const textOf = (schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }, v: unknown) =>
      messageText(schema.safeParse(v).error?.issues[0]?.message ?? '');
    expect(textOf(rule.required(), '')).toBe('This field is required.');
    expect(textOf(rule.name(), '')).toBe('This field is required.');
    expect(textOf(rule.number, 0)).toBe('This field requires a non-negative number.');
    expect(textOf(rule.requiredAsNumber, '')).toBe('This field is required.');
    expect(textOf(rule.requiredAsPhone, '123')).toBe('This field is required.');
    expect(textOf(rule.url, 'nope')).toBe('Invalid URL.');
    expect(textOf(rule.date, '2000-1-1')).toBe("Invalid date. Date must be 'yyyy-mm-dd'.");
    expect(textOf(rule.password, 'abc')).toBe('Password must be at least 6 characters.');
    expect(textOf(rule.email, 'nope')).toBe('Invalid e-mail.');
    expect(textOf(rule.file, undefined)).toBe('This file is required.');
  });

  // The §8 user messages and the other §8/§2/§6 texts quoted by the spec.
  const section8: Record<string, string> = {
    'error.noItems': 'no items to show',
    'error.checkInternetConnection': 'check your internet connection',
    'error.sessionEnded': 'your session is end, please login',
    'error.invalidCredentials': 'invalid username or password',
    'error.accountBlocked': 'your account is blocked',
    'error.verifyAccount': 'please verify your account',
    'error.enterSmsOtp': 'please enter sms otp',
    'error.emailExists': 'email already exists',
    'error.invalidNumber': 'invalid number, check the phone number',
    'error.codeInvalid': 'the code is invalid',
    'error.paymentFailed': 'payment failed, please check the data you entered',
    'error.bannerDimensions': 'please check banner image dimensions',
    'error.accountDisabled': 'your account is disabled',
    'error.checkConnection': 'check your connection',
    'error.couponCheck': 'An error occurred while checking the coupon.',
    'error.pushPermission': 'please make sure you gave the app notification permission then reload',
    'error.clipboard': 'Sorry, Clipboard not available in your browser',
    'error.notFound': '404 Not Found',
    'notFound.alternative': 'This page could not be found',
    'error.occurred': 'An error occurred',
    'session.loggingOut': 'logging out',
    'session.loggedOut': 'you just logged out',
    'session.businessLoginRequired': 'You need to log in first to upgrade to business account',
  };

  it('English texts of §8 (and the quoted §2/§6 texts) are the spec wording', () => {
    for (const [key, en] of Object.entries(section8)) expect(messages[key as MessageKey].en, key).toBe(en);
  });

  it('messageText renders a key in a language and passes other strings through', () => {
    expect(messageText('error.invalidCredentials')).toBe('invalid username or password');
    expect(messageText('error.invalidCredentials', 'ar')).toBe(messages['error.invalidCredentials'].ar);
    expect(messageText('The server said no')).toBe('The server said no');
    expect(messageText('toString')).toBe('toString');
  });

  it('isMessageKey knows own keys only', () => {
    expect(isMessageKey('validation.required')).toBe(true);
    expect(isMessageKey('constructor')).toBe(false);
    expect(isMessageKey('__proto__')).toBe(false);
    expect(isMessageKey(42)).toBe(false);
  });
});
