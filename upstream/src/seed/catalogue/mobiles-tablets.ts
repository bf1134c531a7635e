/** Mobiles & tablets: phones, tablets, smart watches and accessories. */
import { bi, choice, colour, flag, number, o, several, yesNo } from './kit.js';
import type { TitleInput, TopCategoryPlan } from './types.js';

const STORAGE = [
  o('64', '64 GB', '64 جيجا'),
  o('128', '128 GB', '128 جيجا'),
  o('256', '256 GB', '256 جيجا'),
  o('512', '512 GB', '512 جيجا'),
  o('1024', '1 TB', '1 تيرا'),
];

const storage = (from: number, to: number) =>
  STORAGE.map((s) => s.value).filter((v) => Number(v) >= from && Number(v) <= to);

const withStorage = ({ item, value, lang }: TitleInput) => {
  const gb = value('storage');
  if (!gb) return item[lang];
  const size = gb === '1024' ? (lang === 'en' ? '1TB' : '1 تيرا') : lang === 'en' ? `${gb}GB` : `${gb} جيجا`;
  return `${item[lang]} ${size}`;
};

const DEVICE_COLOURS = [
  o('black', 'Black', 'أسود', '#111111'),
  o('white', 'White', 'أبيض', '#ffffff'),
  o('silver', 'Silver', 'فضي', '#c0c0c0'),
  o('gold', 'Gold', 'ذهبي', '#d4af37'),
  o('blue', 'Blue', 'أزرق', '#1565c0'),
  o('titanium', 'Natural titanium', 'تيتانيوم طبيعي', '#8a8580'),
  o('purple', 'Purple', 'بنفسجي', '#6a1b9a'),
];

export const mobilesTablets: TopCategoryPlan = {
  slug: 'mobiles-tablets',
  attributes: [
    choice('brand', 'Brand', 'الماركة', [
      o('apple', 'Apple', 'أبل'),
      o('samsung', 'Samsung', 'سامسونج'),
      o('huawei', 'Huawei', 'هواوي'),
      o('xiaomi', 'Xiaomi', 'شاومي'),
      o('google', 'Google', 'جوجل'),
      o('oneplus', 'OnePlus', 'ون بلس'),
      o('honor', 'Honor', 'هونر'),
      o('anker', 'Anker', 'أنكر'),
    ]),
    yesNo('warranty', 'Under warranty', 'عليه ضمان'),
  ],
  subs: [
    {
      slug: 'mobile-phones',
      count: 70,
      newShare: 0.35,
      attributes: [
        choice('storage', 'Storage', 'سعة التخزين', STORAGE),
        colour('colour', DEVICE_COLOURS),
        number('battery', 'Battery health', 'صحة البطارية', { min: 78, max: 100, unit: bi('%', '%') }),
        flag('dual-sim', 'Dual SIM', 'شريحتين', 0.5),
      ],
      items: [
        {
          en: 'iPhone 15 Pro Max',
          ar: 'آيفون 15 برو ماكس',
          price: [320, 460],
          values: { brand: 'apple', storage: storage(256, 1024) },
        },
        { en: 'iPhone 15', ar: 'آيفون 15', price: [210, 290], values: { brand: 'apple', storage: storage(128, 512) } },
        {
          en: 'iPhone 14 Pro',
          ar: 'آيفون 14 برو',
          price: [220, 320],
          values: { brand: 'apple', storage: storage(128, 1024) },
        },
        { en: 'iPhone 13', ar: 'آيفون 13', price: [140, 200], values: { brand: 'apple', storage: storage(128, 512) } },
        {
          en: 'Samsung Galaxy S24 Ultra',
          ar: 'سامسونج جالكسي S24 ألترا',
          price: [290, 420],
          values: { brand: 'samsung', storage: storage(256, 1024) },
        },
        {
          en: 'Samsung Galaxy Z Fold5',
          ar: 'سامسونج جالكسي زد فولد 5',
          price: [340, 520],
          values: { brand: 'samsung', storage: storage(256, 1024) },
        },
        {
          en: 'Samsung Galaxy A54',
          ar: 'سامسونج جالكسي A54',
          price: [70, 115],
          values: { brand: 'samsung', storage: storage(128, 256) },
        },
        {
          en: 'Huawei Mate 60 Pro',
          ar: 'هواوي ميت 60 برو',
          price: [250, 360],
          values: { brand: 'huawei', storage: storage(256, 512) },
        },
        {
          en: 'Xiaomi 14 Ultra',
          ar: 'شاومي 14 ألترا',
          price: [260, 350],
          values: { brand: 'xiaomi', storage: storage(256, 512) },
        },
        {
          en: 'Google Pixel 8 Pro',
          ar: 'جوجل بكسل 8 برو',
          price: [200, 300],
          values: { brand: 'google', storage: storage(128, 512) },
        },
        {
          en: 'OnePlus 12',
          ar: 'ون بلس 12',
          price: [180, 260],
          values: { brand: 'oneplus', storage: storage(256, 512) },
        },
        {
          en: 'Honor Magic6 Pro',
          ar: 'هونر ماجيك 6 برو',
          price: [200, 290],
          values: { brand: 'honor', storage: storage(256, 512) },
        },
      ],
      title: withStorage,
      phrases: {
        en: [
          'Screen protector and case applied since day one.',
          'Comes with the original box and cable.',
          'Face ID and all sensors working perfectly.',
          'Never opened or repaired.',
          'Middle East version with FaceTime.',
        ],
        ar: [
          'عليه حماية شاشة وكفر من أول يوم.',
          'معه الكرتون والشاحن الأصلي.',
          'البصمة وجميع الحساسات شغالة بشكل ممتاز.',
          'لم يفتح ولم يصلح أبداً.',
          'نسخة الشرق الأوسط مع فيس تايم.',
        ],
      },
    },
    {
      slug: 'tablets',
      count: 26,
      attributes: [
        choice('storage', 'Storage', 'سعة التخزين', STORAGE),
        colour('colour', DEVICE_COLOURS),
        several(
          'connectivity',
          'Connectivity',
          'الاتصال',
          [o('wifi', 'Wi-Fi', 'واي فاي'), o('cellular', 'Cellular', 'شريحة')],
          [1, 2],
        ),
      ],
      items: [
        { en: 'iPad Pro 12.9 M2', ar: 'آيباد برو 12.9 M2', price: [260, 420], values: { brand: 'apple' } },
        {
          en: 'iPad Air 5',
          ar: 'آيباد اير 5',
          price: [150, 230],
          values: { brand: 'apple', storage: storage(64, 256) },
        },
        {
          en: 'iPad mini 6',
          ar: 'آيباد ميني 6',
          price: [120, 180],
          values: { brand: 'apple', storage: storage(64, 256) },
        },
        {
          en: 'Samsung Galaxy Tab S9',
          ar: 'سامسونج جالكسي تاب S9',
          price: [190, 300],
          values: { brand: 'samsung', storage: storage(128, 512) },
        },
        {
          en: 'Xiaomi Pad 6',
          ar: 'شاومي باد 6',
          price: [80, 120],
          values: { brand: 'xiaomi', storage: storage(128, 256) },
        },
        {
          en: 'Huawei MatePad 11',
          ar: 'هواوي ميت باد 11',
          price: [90, 140],
          values: { brand: 'huawei', storage: storage(128, 256) },
        },
      ],
      title: withStorage,
      phrases: {
        en: ['Used mostly for reading and school work.', 'Apple Pencil included.', 'Battery lasts a full day.'],
        ar: ['استخدام خفيف للقراءة والدراسة.', 'معه قلم أبل.', 'البطارية تكفي يوم كامل.'],
      },
    },
    {
      slug: 'smart-watches',
      count: 20,
      attributes: [
        colour('colour', DEVICE_COLOURS),
        number('case-size', 'Case size', 'حجم الساعة', { min: 40, max: 49, unit: bi('mm', 'ملم') }),
      ],
      items: [
        {
          en: 'Apple Watch Ultra 2',
          ar: 'ساعة أبل ألترا 2',
          price: [180, 260],
          values: { brand: 'apple', 'case-size': [49, 49] },
        },
        {
          en: 'Apple Watch Series 9',
          ar: 'ساعة أبل الإصدار 9',
          price: [100, 160],
          values: { brand: 'apple', 'case-size': [41, 45] },
        },
        {
          en: 'Samsung Galaxy Watch6 Classic',
          ar: 'ساعة سامسونج جالكسي 6 كلاسيك',
          price: [80, 130],
          values: { brand: 'samsung', 'case-size': [43, 47] },
        },
        {
          en: 'Huawei Watch GT 4',
          ar: 'ساعة هواوي GT 4',
          price: [50, 85],
          values: { brand: 'huawei', 'case-size': [41, 46] },
        },
      ],
      phrases: {
        en: ['Extra straps included.', 'Health and sleep tracking working well.', 'No scratches on the screen.'],
        ar: ['معها أحزمة إضافية.', 'تتبع الصحة والنوم شغال بشكل ممتاز.', 'الشاشة بدون خدوش.'],
      },
    },
    {
      slug: 'mobile-accessories',
      count: 22,
      newShare: 0.7,
      attributes: [
        choice('accessory-type', 'Accessory', 'نوع الإكسسوار', [
          o('case', 'Case', 'كفر'),
          o('charger', 'Charger', 'شاحن'),
          o('earphones', 'Earphones', 'سماعات'),
          o('power-bank', 'Power bank', 'باور بنك'),
          o('screen-protector', 'Screen protector', 'حماية شاشة'),
        ]),
      ],
      items: [
        {
          en: 'AirPods Pro 2',
          ar: 'إيربودز برو 2',
          price: [45, 75],
          values: { brand: 'apple', 'accessory-type': 'earphones' },
        },
        {
          en: 'Anker power bank 20000mAh',
          ar: 'باور بنك أنكر 20000 مللي أمبير',
          price: [10, 22],
          values: { brand: 'anker', 'accessory-type': 'power-bank' },
        },
        {
          en: 'Samsung 45W fast charger',
          ar: 'شاحن سامسونج سريع 45 واط',
          price: [8, 16],
          values: { brand: 'samsung', 'accessory-type': 'charger' },
        },
        {
          en: 'MagSafe charger',
          ar: 'شاحن ماغ سيف',
          price: [9, 18],
          values: { brand: 'apple', 'accessory-type': 'charger' },
        },
        {
          en: 'Leather case for iPhone 15 Pro',
          ar: 'كفر جلد لآيفون 15 برو',
          price: [4, 15],
          values: { brand: 'apple', 'accessory-type': 'case' },
        },
        {
          en: 'Galaxy Buds2 Pro',
          ar: 'سماعات جالكسي بودز 2 برو',
          price: [30, 50],
          values: { brand: 'samsung', 'accessory-type': 'earphones' },
        },
      ],
      phrases: {
        en: ['Original, not a copy.', 'Sealed in the box.', 'Delivery possible within Kuwait.'],
        ar: ['أصلي وليس تقليد.', 'مغلف بالكرتون.', 'التوصيل متوفر داخل الكويت.'],
      },
    },
  ],
};
