/** The bilingual category tree of the demo marketplace; each top category has an icon glyph and a colour. */
import type { IconGlyph } from './category-icons.js';

export interface SeedCategory {
  slug: string;
  en: string;
  ar: string;
}

export interface SeedTopCategory extends SeedCategory {
  glyph: IconGlyph;
  colour: string;
  children: readonly SeedCategory[];
}

const c = (slug: string, en: string, ar: string): SeedCategory => ({ slug, en, ar });

export const seedCategories: readonly SeedTopCategory[] = [
  {
    ...c('vehicles', 'Vehicles', 'مركبات'),
    glyph: 'car',
    colour: '#55033e',
    children: [
      c('cars', 'Cars', 'سيارات'),
      c('motorcycles', 'Motorcycles', 'دراجات نارية'),
      c('boats', 'Boats', 'قوارب'),
      c('spare-parts', 'Spare parts', 'قطع غيار'),
      c('car-accessories', 'Car accessories', 'إكسسوارات السيارات'),
    ],
  },
  {
    ...c('real-estate', 'Real estate', 'عقارات'),
    glyph: 'house',
    colour: '#1565c0',
    children: [
      c('apartments-for-rent', 'Apartments for rent', 'شقق للإيجار'),
      c('houses-for-sale', 'Houses for sale', 'بيوت للبيع'),
      c('land', 'Land', 'أراضٍ'),
      c('chalets', 'Chalets', 'شاليهات'),
      c('commercial-property', 'Commercial property', 'عقارات تجارية'),
    ],
  },
  {
    ...c('mobiles-tablets', 'Mobiles & tablets', 'هواتف وأجهزة لوحية'),
    glyph: 'phone',
    colour: '#f36247',
    children: [
      c('mobile-phones', 'Mobile phones', 'هواتف محمولة'),
      c('tablets', 'Tablets', 'أجهزة لوحية'),
      c('smart-watches', 'Smart watches', 'ساعات ذكية'),
      c('mobile-accessories', 'Mobile accessories', 'إكسسوارات الهواتف'),
    ],
  },
  {
    ...c('electronics', 'Electronics', 'إلكترونيات'),
    glyph: 'screen',
    colour: '#00838f',
    children: [
      c('laptops', 'Laptops', 'حواسيب محمولة'),
      c('desktop-computers', 'Desktop computers', 'حواسيب مكتبية'),
      c('tvs', 'TVs', 'تلفزيونات'),
      c('cameras', 'Cameras', 'كاميرات'),
      c('audio', 'Audio', 'صوتيات'),
      c('video-games', 'Video games', 'ألعاب فيديو'),
    ],
  },
  {
    ...c('furniture', 'Furniture', 'أثاث'),
    glyph: 'sofa',
    colour: '#6d4c41',
    children: [
      c('sofas', 'Sofas', 'كنب'),
      c('bedrooms', 'Beds & bedrooms', 'أسرّة وغرف نوم'),
      c('dining-tables', 'Dining tables', 'طاولات طعام'),
      c('office-furniture', 'Office furniture', 'أثاث مكتبي'),
      c('outdoor-furniture', 'Outdoor furniture', 'أثاث خارجي'),
    ],
  },
  {
    ...c('home-appliances', 'Home appliances', 'أجهزة منزلية'),
    glyph: 'washer',
    colour: '#2e7d32',
    children: [
      c('air-conditioners', 'Air conditioners', 'مكيفات'),
      c('refrigerators', 'Refrigerators', 'ثلاجات'),
      c('washing-machines', 'Washing machines', 'غسالات'),
      c('kitchen-appliances', 'Kitchen appliances', 'أجهزة المطبخ'),
    ],
  },
  {
    ...c('fashion', 'Fashion', 'أزياء'),
    glyph: 'shirt',
    colour: '#ad1457',
    children: [
      c('mens-clothing', "Men's clothing", 'ملابس رجالية'),
      c('womens-clothing', "Women's clothing", 'ملابس نسائية'),
      c('watches', 'Watches', 'ساعات'),
      c('bags', 'Bags', 'حقائب'),
      c('perfumes', 'Perfumes', 'عطور'),
      c('shoes', 'Shoes', 'أحذية'),
    ],
  },
  {
    ...c('kids-babies', 'Kids & babies', 'أطفال ورضّع'),
    glyph: 'bear',
    colour: '#ef6c00',
    children: [
      c('toys', 'Toys', 'ألعاب أطفال'),
      c('strollers-car-seats', 'Strollers & car seats', 'عربات ومقاعد سيارة'),
      c('kids-clothing', "Kids' clothing", 'ملابس أطفال'),
      c('baby-care', 'Baby care', 'مستلزمات الرضّع'),
    ],
  },
  {
    ...c('sports', 'Sports', 'رياضة'),
    glyph: 'ball',
    colour: '#283593',
    children: [
      c('fitness-equipment', 'Fitness equipment', 'معدات لياقة'),
      c('bicycles', 'Bicycles', 'دراجات هوائية'),
      c('camping', 'Camping', 'تخييم'),
      c('water-sports', 'Water sports', 'رياضات مائية'),
    ],
  },
  {
    ...c('pets', 'Pets', 'حيوانات أليفة'),
    glyph: 'paw',
    colour: '#8e24aa',
    children: [
      c('cats', 'Cats', 'قطط'),
      c('dogs', 'Dogs', 'كلاب'),
      c('birds', 'Birds', 'طيور'),
      c('fish-aquariums', 'Fish & aquariums', 'أسماك وأحواض'),
      c('pet-supplies', 'Pet supplies', 'مستلزمات الحيوانات'),
    ],
  },
  {
    ...c('services', 'Services', 'خدمات'),
    glyph: 'wrench',
    colour: '#455a64',
    children: [
      c('moving', 'Moving', 'نقل عفش'),
      c('cleaning', 'Cleaning', 'تنظيف'),
      c('maintenance', 'Maintenance', 'صيانة'),
      c('tutoring', 'Tutoring', 'دروس خصوصية'),
    ],
  },
  {
    ...c('hobbies-books', 'Hobbies & books', 'هوايات وكتب'),
    glyph: 'book',
    colour: '#c62828',
    children: [
      c('books', 'Books', 'كتب'),
      c('musical-instruments', 'Musical instruments', 'آلات موسيقية'),
      c('collectibles', 'Collectibles', 'مقتنيات'),
      c('arts-crafts', 'Arts & crafts', 'فنون وحرف'),
    ],
  },
];
