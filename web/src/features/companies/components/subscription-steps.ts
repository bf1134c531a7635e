import type { CompanySize, SelfUser } from '@badal/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { coordinate, DEFAULT_POSITION } from '../../../lib/map-point';

/** What the company subscription form's inputs hold, the schema's fields as text. */
export interface SubscriptionValues {
  userEmail: string;
  userPassword: string;
  userPasswordConfirmation: string;
  userFullName: string;
  userUserName: string;
  userPhone: string;
  userAddress: string;
  userLatitude: string;
  userLongitude: string;
  companyName: string;
  companyAddress: string;
  companyLatitude: string;
  companyLongitude: string;
  companyCategoryId: string;
  companyInstagramLink: string;
  companyFacebookLink: string;
  companyWebsiteLink: string;
  companySize: string;
  meetingStart: string;
  meetingEnd: string;
}
type Field = keyof SubscriptionValues;

/** The form's steps, each with the fields checked before the next. */
export const STEPS: readonly { name: MessageDescriptor; fields: readonly Field[] }[] = [
  {
    name: msg`Account`,
    fields: [
      'userEmail',
      'userUserName',
      'userPhone',
      'userFullName',
      'userAddress',
      'userLatitude',
      'userLongitude',
      'userPassword',
      'userPasswordConfirmation',
    ],
  },
  {
    name: msg`Company`,
    fields: ['companyName', 'companyCategoryId', 'companyAddress', 'companyLatitude', 'companyLongitude'],
  },
  { name: msg`Links`, fields: ['companyInstagramLink', 'companyFacebookLink', 'companyWebsiteLink'] },
  { name: msg`Size`, fields: ['companySize'] },
  { name: msg`Meeting`, fields: ['meetingStart', 'meetingEnd'] },
];

export const SIZE_NAMES: Record<CompanySize, MessageDescriptor> = {
  '1-10': msg`1 to 10 people`,
  '11-50': msg`11 to 50 people`,
  '51-200': msg`51 to 200 people`,
  '201+': msg`More than 200 people`,
};

export const ALL_FIELDS = STEPS.flatMap((step) => step.fields);

/** The step a field is on (the first for a field of none). */
export const stepOf = (field: string): number =>
  Math.max(
    0,
    STEPS.findIndex((s) => (s.fields as readonly string[]).includes(field)),
  );

/** Kuwait City, where the maps open. */
const KUWAIT_CITY = {
  latitude: coordinate(DEFAULT_POSITION.latitude),
  longitude: coordinate(DEFAULT_POSITION.longitude),
};

/** The account's own details as they are; the rest to fill in. */
export const startValues = (self: SelfUser): SubscriptionValues => ({
  userEmail: self.email,
  userPassword: '',
  userPasswordConfirmation: '',
  userFullName: self.fullName,
  userUserName: self.userName,
  userPhone: self.phone ?? '',
  userAddress: self.addresses[0] ?? '',
  userLatitude: KUWAIT_CITY.latitude,
  userLongitude: KUWAIT_CITY.longitude,
  companyName: '',
  companyAddress: '',
  companyLatitude: KUWAIT_CITY.latitude,
  companyLongitude: KUWAIT_CITY.longitude,
  companyCategoryId: '',
  companyInstagramLink: '',
  companyFacebookLink: '',
  companyWebsiteLink: '',
  companySize: '',
  meetingStart: '',
  meetingEnd: '',
});
