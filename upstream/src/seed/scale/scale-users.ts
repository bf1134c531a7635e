/**
 * Members of a large catalogue (`npm run seed -- --users N`): deterministic, numbered accounts
 * (`member00001` …) with Kuwaiti names in English or Arabic, verified, all with the password
 * `badal1234`. About one in five lists products (seller), one in fifty is a company.
 */
import { AccountType } from '@badal/contracts';
import { random } from '../prng.js';

export const SCALE_USER_PASSWORD = 'badal1234';

type Name = readonly [en: string, ar: string];

const FIRST: Record<'male' | 'female', readonly Name[]> = {
  male: [
    ['Ahmad', 'أحمد'],
    ['Fahad', 'فهد'],
    ['Khaled', 'خالد'],
    ['Mohammad', 'محمد'],
    ['Abdullah', 'عبدالله'],
    ['Bader', 'بدر'],
    ['Talal', 'طلال'],
    ['Nasser', 'ناصر'],
    ['Saud', 'سعود'],
    ['Yousef', 'يوسف'],
  ],
  female: [
    ['Fatma', 'فاطمة'],
    ['Noura', 'نورة'],
    ['Mariam', 'مريم'],
    ['Dana', 'دانة'],
    ['Shaikha', 'شيخة'],
    ['Hessa', 'حصة'],
    ['Lulwa', 'لولوة'],
    ['Sara', 'سارة'],
    ['Aisha', 'عائشة'],
    ['Reem', 'ريم'],
  ],
};

const FAMILY: readonly Name[] = [
  ['Al-Mutairi', 'المطيري'],
  ['Al-Enezi', 'العنزي'],
  ['Al-Ajmi', 'العجمي'],
  ['Al-Rashidi', 'الرشيدي'],
  ['Al-Shammari', 'الشمري'],
  ['Al-Kandari', 'الكندري'],
  ['Al-Awadhi', 'العوضي'],
  ['Al-Sabah', 'الصباح'],
  ['Al-Kharafi', 'الخرافي'],
  ['Al-Hajri', 'الهاجري'],
  ['Al-Azmi', 'العازمي'],
  ['Al-Otaibi', 'العتيبي'],
];

export interface ScaleUser {
  userName: string;
  email: string;
  phone: string;
  fullName: string;
  gender: 'male' | 'female';
  accountType: AccountType;
}

/** The n-th member (from 1); the same n always gives the same member. */
export const scaleUser = (n: number): ScaleUser => {
  const rng = random(`scale-user:${n}`);
  const gender = rng.chance(0.5) ? 'male' : 'female';
  const arabic = rng.chance(0.5) ? 1 : 0;
  const first = rng.pick(FIRST[gender])[arabic];
  const family = rng.pick(FAMILY)[arabic];
  const roll = rng.next();
  const userName = `member${String(n).padStart(5, '0')}`;
  return {
    userName,
    email: `${userName}@badal.test`,
    // 9xxxxxxx numbers: apart from the demo accounts' 5xxxxxxx and the other members' 65xxxxxx.
    phone: String(90_000_000 + n),
    fullName: `${first} ${family}`,
    gender,
    accountType: roll < 0.02 ? AccountType.company : roll < 0.2 ? AccountType.seller : AccountType.user,
  };
};

/** Members 1 … count. */
export const planScaleUsers = (count: number): ScaleUser[] => Array.from({ length: count }, (_, i) => scaleUser(i + 1));
