/** A company subscription and a company profile as the API answers them. */
import type { CompanyProfile, CompanySize, CompanySubscription, Locale } from '@badal/contracts';
import type { CategoryRow, CompanySubscriptionRow } from '../../db/schema.js';
import { inLocale } from '../catalogue/in-locale.js';
import { holds } from './meeting-slots.js';

export const toCompanyProfile = (
  row: CompanySubscriptionRow,
  category: Pick<CategoryRow, 'id' | 'slug' | 'nameEn' | 'nameAr'>,
  locale: Locale,
): CompanyProfile => ({
  name: row.companyName,
  address: row.companyAddress,
  latitude: row.companyLatitude,
  longitude: row.companyLongitude,
  category: { id: category.id, slug: category.slug, name: inLocale(locale, category.nameEn, category.nameAr) },
  instagramLink: row.instagramLink,
  facebookLink: row.facebookLink,
  websiteLink: row.websiteLink,
  size: row.companySize as CompanySize,
});

export const toCompanySubscription = (
  row: CompanySubscriptionRow,
  category: Pick<CategoryRow, 'id' | 'slug' | 'nameEn' | 'nameAr'>,
  locale: Locale,
  now: Date,
): CompanySubscription => ({
  id: row.id,
  status: row.status as CompanySubscription['status'],
  user: {
    email: row.contactEmail,
    fullName: row.contactFullName,
    userName: row.contactUserName,
    phone: row.contactPhone,
    address: row.contactAddress,
    latitude: row.contactLatitude,
    longitude: row.contactLongitude,
  },
  company: toCompanyProfile(row, category, locale),
  meeting:
    row.meetingStart && row.meetingEnd && holds(row, now)
      ? { start: row.meetingStart.toISOString(), end: row.meetingEnd.toISOString() }
      : null,
  heldUntil: row.status === 'unpaid' ? (row.heldUntil?.toISOString() ?? null) : null,
  priceFils: row.priceFils,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  activeUntil: row.activeUntil?.toISOString() ?? null,
});
