/** Demo accounts, one per kind and state the product handles (spec §6). Passwords are public: dev data. */
import { type AccountStatus, AccountType } from '@badal/contracts';

export interface SeedAccount {
  userName: string;
  password: string;
  fullName: string;
  email: string;
  phone: string;
  accountType: AccountType;
  status: AccountStatus;
  gender: 'male' | 'female';
  address: string;
  /** The marketplace's own staff: reviews booked banners. */
  role?: 'operator';
}

export const seedAccounts: readonly SeedAccount[] = [
  {
    userName: 'demo',
    password: 'demo1234',
    fullName: 'Dana Al-Sabah',
    email: 'demo@badal.test',
    phone: '50000001',
    accountType: AccountType.user,
    status: 'active',
    gender: 'female',
    address: 'Salmiya, Block 10',
  },
  {
    userName: 'seller',
    password: 'seller1234',
    fullName: 'Salem Al-Kandari',
    email: 'seller@badal.test',
    phone: '50000002',
    accountType: AccountType.seller,
    status: 'active',
    gender: 'male',
    address: 'Hawalli, Tunis Street',
  },
  {
    userName: 'company',
    password: 'company1234',
    fullName: 'Gulf Trading Company',
    email: 'company@badal.test',
    phone: '50000003',
    accountType: AccountType.company,
    status: 'active',
    gender: 'male',
    address: 'Kuwait City, Sharq',
  },
  {
    userName: 'unverified',
    password: 'unverified1234',
    fullName: 'Noura Al-Ajmi',
    email: 'unverified@badal.test',
    phone: '50000004',
    accountType: AccountType.user,
    status: 'unverified',
    gender: 'female',
    address: 'Jabriya, Block 8',
  },
  {
    userName: 'banned',
    password: 'banned1234',
    fullName: 'Badr Al-Rashidi',
    email: 'banned@badal.test',
    phone: '50000005',
    accountType: AccountType.user,
    status: 'banned',
    gender: 'male',
    address: 'Farwaniya, Block 2',
  },
  {
    userName: 'operator',
    password: 'operator1234',
    fullName: 'Badal Review Team',
    email: 'operator@badal.test',
    phone: '50000006',
    accountType: AccountType.user,
    status: 'active',
    gender: 'female',
    address: 'Kuwait City, Qibla',
    role: 'operator',
  },
];
