/**
 * The marketplace's other members: companies, individual sellers and plain users with Kuwaiti
 * names, each written in the language its owner would use. Companies keep to their trade; sellers
 * sell a bit of everything. All share the password below (demo data).
 */
import { AccountType } from '@badal/contracts';

export const EXTRA_ACCOUNT_PASSWORD = 'badal1234';

export interface ExtraAccount {
  userName: string;
  fullName: string;
  accountType: AccountType;
  gender: 'male' | 'female';
  /** An area key of catalogue/areas.ts. */
  area: string;
  /** Top category slugs a company trades in; empty for sellers who sell anything. */
  focus: readonly string[];
}

const company = (userName: string, fullName: string, area: string, focus: string[]): ExtraAccount => ({
  userName,
  fullName,
  accountType: AccountType.company,
  gender: 'male',
  area,
  focus,
});
const seller = (userName: string, fullName: string, gender: 'male' | 'female', area: string): ExtraAccount => ({
  userName,
  fullName,
  accountType: AccountType.seller,
  gender,
  area,
  focus: [],
});
const user = (userName: string, fullName: string, gender: 'male' | 'female', area: string): ExtraAccount => ({
  userName,
  fullName,
  accountType: AccountType.user,
  gender,
  area,
  focus: [],
});

export const extraAccounts: readonly ExtraAccount[] = [
  company('albahar.motors', 'Al-Bahar Motors', 'shuwaikh', ['vehicles']),
  company('alsaqer.cars', 'معرض الصقر للسيارات', 'jahra', ['vehicles']),
  company('gulf.horizon', 'Gulf Horizon Real Estate', 'sharq', ['real-estate']),
  company('dar.alkhaleej', 'دار الخليج العقارية', 'hawalli', ['real-estate']),
  company('techno.point', 'Techno Point Electronics', 'farwaniya', ['electronics', 'mobiles-tablets']),
  company('smart.phones', 'مركز الهواتف الذكية', 'salmiya', ['mobiles-tablets']),
  company('kuwait.home', 'Kuwait Home Furniture', 'shuwaikh', ['furniture', 'home-appliances']),
  company('perfume.house', 'بيت العطور', 'kuwait-city', ['fashion']),
  company('sea.breeze', 'Sea Breeze Marine', 'fintas', ['vehicles', 'sports']),
  company('elite.services', 'شركة النخبة للخدمات', 'jabriya', ['services']),
  seller('fahad.mutairi', 'Fahad Al-Mutairi', 'male', 'jahra'),
  seller('abdullah.enezi', 'عبدالله العنزي', 'male', 'farwaniya'),
  seller('mariam.shammari', 'Mariam Al-Shammari', 'female', 'salwa'),
  seller('yousef.awadhi', 'يوسف العوضي', 'male', 'rumaithiya'),
  seller('hessa.failakawi', 'Hessa Al-Failakawi', 'female', 'kaifan'),
  seller('khaled.otaibi', 'خالد العتيبي', 'male', 'mangaf'),
  seller('noura.hajri', 'Noura Al-Hajri', 'female', 'fahaheel'),
  seller('ahmad.behbehani', 'أحمد بهبهاني', 'male', 'surra'),
  seller('sara.ghanim', 'Sara Al-Ghanim', 'female', 'mishref'),
  seller('mohammad.qattan', 'محمد القطان', 'male', 'salmiya'),
  seller('ali.dashti', 'Ali Dashti', 'male', 'hawalli'),
  seller('reem.roumi', 'ريم الرومي', 'female', 'qurain'),
  seller('bader.sayer', 'Bader Al-Sayer', 'male', 'sabah-al-salem'),
  seller('dalal.khaled', 'دلال الخالد', 'female', 'egaila'),
  user('hamad.azmi', 'Hamad Al-Azmi', 'male', 'jahra'),
  user('lulwa.mutawa', 'لولوة المطوع', 'female', 'jabriya'),
  user('jassim.kharafi', 'Jassim Al-Kharafi', 'male', 'kaifan'),
  user('shaikha.badr', 'شيخة البدر', 'female', 'salmiya'),
  user('omar.rifai', 'Omar Al-Rifai', 'male', 'khaitan'),
  user('fatma.kandari', 'فاطمة الكندري', 'female', 'abu-halifa'),
];

/** 8-digit phones of their own range (the demo accounts use 5000000x). */
export const extraPhone = (index: number): string => String(65_000_000 + index * 7 + 11);
