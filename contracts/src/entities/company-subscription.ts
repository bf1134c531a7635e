/**
 * The business (company) subscription (spec §3 Company subscription, §4, §7): the account's own
 * details confirmed with its password, the company (name, address with a map location, category,
 * links, size) and a meeting with the Badal team in a slot the API offers. It is kept unpaid — one
 * per member, offered again on return, discardable — until paid; paying it (fee type 4) makes the
 * account a company account (type 3) for a year, and its company profile shows on its seller page.
 */
import { z } from 'zod';
import { KUWAIT_TIME_ZONE } from '../kuwait-time.js';
import * as rule from '../rules.js';

const invalid = { error: 'validation.invalid' } as const;

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201+'] as const;
export const companySizeSchema = z.enum(COMPANY_SIZES, invalid);
export type CompanySize = z.infer<typeof companySizeSchema>;

const latitude = rule.strictNumber().refine((n) => n >= -90 && n <= 90, invalid);
const longitude = rule.strictNumber().refine((n) => n >= -180 && n <= 180, invalid);
/** A link is optional; when given it must be an http(s) URL. */
const optionalUrl = z.preprocess((v) => (v === '' || v === null ? undefined : v), rule.url.optional());
const instant = z.iso.datetime({ offset: true, ...invalid });

/** POST /companies/subscription: the user fields, the company fields, the meeting, and `code: true`. */
export const companySubscriptionInputSchema = z
  .object({
    userEmail: rule.email,
    userPassword: rule.password,
    userPasswordConfirmation: z.string({ error: 'validation.passwordMismatch' }),
    userFullName: rule.required(100),
    userUserName: rule.userName,
    userPhone: rule.requiredAsPhone,
    userAddress: rule.required(300),
    userLatitude: latitude,
    userLongitude: longitude,
    fcmToken: rule.plainString(4096).optional(),
    companyName: rule.required(100),
    companyAddress: rule.required(300),
    companyLatitude: latitude,
    companyLongitude: longitude,
    companyCategoryId: rule.id,
    companyInstagramLink: optionalUrl,
    companyFacebookLink: optionalUrl,
    companyWebsiteLink: optionalUrl,
    companySize: companySizeSchema,
    meetingStart: instant,
    meetingEnd: instant,
    /** Always true (§7). */
    code: z.preprocess((v) => (v === 'true' || v === '1' || v === 1 ? true : v), z.literal(true, invalid)),
  })
  .refine((v) => v.userPassword === v.userPasswordConfirmation, {
    path: ['userPasswordConfirmation'],
    error: 'validation.passwordMismatch',
  })
  .refine((v) => Date.parse(v.meetingEnd) > Date.parse(v.meetingStart), {
    path: ['meetingEnd'],
    error: 'validation.meetingEnd',
  });
export type CompanySubscriptionInput = z.input<typeof companySubscriptionInputSchema>;
export type CompanySubscriptionFields = z.output<typeof companySubscriptionInputSchema>;

export const meetingSchema = z.object({ start: z.string(), end: z.string() });
export type Meeting = z.infer<typeof meetingSchema>;

export const companyProfileSchema = z.object({
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  category: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  instagramLink: z.string().nullable(),
  facebookLink: z.string().nullable(),
  websiteLink: z.string().nullable(),
  size: companySizeSchema,
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** A subscription as stored: company, user and meeting (§3 "the stored unpaid result"). */
export const companySubscriptionSchema = z.object({
  id: z.number().int(),
  status: z.enum(['unpaid', 'active']),
  user: z.object({
    email: z.string(),
    fullName: z.string(),
    userName: z.string(),
    phone: z.string(),
    address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  company: companyProfileSchema,
  /**
   * The meeting slot it holds. Badal: an unpaid subscription holds its slot for a while
   * (`heldUntil`); once that passes unpaid, the slot is free for others and this is null — the
   * form must be filled in again with a new time before it can be paid.
   */
  meeting: meetingSchema.nullable(),
  /** Badal: until when an unpaid subscription holds its meeting slot; null once paid. */
  heldUntil: z.string().nullable(),
  priceFils: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The end of the paid year; null while unpaid. */
  activeUntil: z.string().nullable(),
});
export type CompanySubscription = z.infer<typeof companySubscriptionSchema>;

/** The meeting slots still free (Kuwait working days and hours), soonest first. */
export const meetingSlotsSchema = z.object({ timeZone: z.literal(KUWAIT_TIME_ZONE), slots: z.array(meetingSchema) });
export type MeetingSlots = z.infer<typeof meetingSlotsSchema>;
