/** Electronics: laptops, desktops, TVs, cameras, audio and video games. */
import { bi, choice, flag, INCH, number, o, several, text } from './kit.js';
import type { TopCategoryPlan } from './types.js';

const RAM = [
  o('8', '8 GB', '8 جيجا'),
  o('16', '16 GB', '16 جيجا'),
  o('32', '32 GB', '32 جيجا'),
  o('64', '64 GB', '64 جيجا'),
];
const DISK = [
  o('256', '256 GB SSD', '256 جيجا SSD'),
  o('512', '512 GB SSD', '512 جيجا SSD'),
  o('1024', '1 TB SSD', '1 تيرا SSD'),
  o('2048', '2 TB SSD', '2 تيرا SSD'),
];

export const electronics: TopCategoryPlan = {
  slug: 'electronics',
  attributes: [flag('warranty', 'Under warranty', 'عليه ضمان', 0.4)],
  subs: [
    {
      slug: 'laptops',
      count: 32,
      attributes: [
        choice('brand', 'Brand', 'الماركة', [
          o('apple', 'Apple', 'أبل'),
          o('dell', 'Dell', 'ديل'),
          o('hp', 'HP', 'إتش بي'),
          o('lenovo', 'Lenovo', 'لينوفو'),
          o('asus', 'ASUS', 'أسوس'),
          o('msi', 'MSI', 'إم إس آي'),
          o('microsoft', 'Microsoft', 'مايكروسوفت'),
        ]),
        choice('ram', 'Memory (RAM)', 'الذاكرة العشوائية', RAM),
        choice('storage', 'Storage', 'التخزين', DISK),
        number('screen', 'Screen size', 'حجم الشاشة', { min: 13, max: 18, unit: INCH }),
        text('processor', 'Processor', 'المعالج', [
          bi('Apple M3 Pro', 'Apple M3 Pro'),
          bi('Intel Core i7-13700H', 'Intel Core i7-13700H'),
          bi('AMD Ryzen 9 7940HS', 'AMD Ryzen 9 7940HS'),
          bi('Intel Core Ultra 7', 'Intel Core Ultra 7'),
        ]),
      ],
      items: [
        {
          en: 'MacBook Pro 14 M3',
          ar: 'ماك بوك برو 14 M3',
          price: [480, 750],
          values: { brand: 'apple', screen: [14, 14] },
        },
        {
          en: 'MacBook Air 13 M2',
          ar: 'ماك بوك اير 13 M2',
          price: [260, 380],
          values: { brand: 'apple', screen: [13, 13], ram: ['8', '16'] },
        },
        { en: 'Dell XPS 15', ar: 'ديل XPS 15', price: [350, 620], values: { brand: 'dell', screen: [15, 15] } },
        {
          en: 'HP Spectre x360',
          ar: 'إتش بي سبكتر x360',
          price: [280, 480],
          values: { brand: 'hp', screen: [14, 16] },
        },
        {
          en: 'Lenovo ThinkPad X1 Carbon',
          ar: 'لينوفو ثينك باد X1 كاربون',
          price: [300, 520],
          values: { brand: 'lenovo', screen: [14, 14] },
        },
        {
          en: 'ASUS ROG Zephyrus G14 gaming laptop',
          ar: 'لابتوب ألعاب أسوس ROG زفيروس G14',
          price: [380, 650],
          values: { brand: 'asus', screen: [14, 14] },
        },
        {
          en: 'MSI Raider gaming laptop',
          ar: 'لابتوب ألعاب MSI رايدر',
          price: [600, 1100],
          values: { brand: 'msi', screen: [17, 18] },
        },
        {
          en: 'Microsoft Surface Laptop 5',
          ar: 'مايكروسوفت سيرفس لابتوب 5',
          price: [220, 380],
          values: { brand: 'microsoft', screen: [13, 15] },
        },
      ],
      phrases: {
        en: [
          'Battery cycle count is low.',
          'Keyboard in English and Arabic.',
          'Perfect for university students and designers.',
          'Comes with the original charger and a sleeve.',
        ],
        ar: [
          'عدد دورات البطارية قليل.',
          'الكيبورد عربي وإنجليزي.',
          'ممتاز لطلاب الجامعة والمصممين.',
          'معه الشاحن الأصلي وشنطة.',
        ],
      },
    },
    {
      slug: 'desktop-computers',
      count: 16,
      attributes: [
        choice('ram', 'Memory (RAM)', 'الذاكرة العشوائية', RAM),
        choice('storage', 'Storage', 'التخزين', DISK),
        text('gpu', 'Graphics card', 'كرت الشاشة', [
          bi('RTX 4090', 'RTX 4090'),
          bi('RTX 4070 Ti', 'RTX 4070 Ti'),
          bi('Radeon RX 7800 XT', 'Radeon RX 7800 XT'),
          bi('Integrated', 'مدمج'),
        ]),
      ],
      items: [
        {
          en: 'Gaming PC with RTX 4080',
          ar: 'كمبيوتر ألعاب مع RTX 4080',
          price: [700, 1400],
          values: { ram: ['32', '64'] },
        },
        { en: 'iMac 24 M3', ar: 'آي ماك 24 M3', price: [380, 560] },
        { en: 'Mac Studio M2 Max', ar: 'ماك ستوديو M2 ماكس', price: [700, 1100], values: { ram: ['32', '64'] } },
        {
          en: 'Dell OptiPlex office PC',
          ar: 'كمبيوتر مكتبي ديل أوبتي بليكس',
          price: [70, 160],
          values: { ram: ['8', '16'] },
        },
        { en: 'Mac mini M2', ar: 'ماك ميني M2', price: [170, 260], values: { ram: ['8', '16'] } },
      ],
      phrases: {
        en: [
          'Monitor, keyboard and mouse can be added.',
          'Clean Windows installation.',
          'Runs every new game on high settings.',
        ],
        ar: ['يمكن إضافة الشاشة والكيبورد والماوس.', 'ويندوز نظيف.', 'يشغل كل الألعاب الجديدة على إعدادات عالية.'],
      },
    },
    {
      slug: 'tvs',
      count: 26,
      attributes: [
        choice('brand', 'Brand', 'الماركة', [
          o('samsung', 'Samsung', 'سامسونج'),
          o('lg', 'LG', 'إل جي'),
          o('sony', 'Sony', 'سوني'),
          o('tcl', 'TCL', 'تي سي إل'),
          o('hisense', 'Hisense', 'هايسنس'),
        ]),
        number('screen', 'Screen size', 'حجم الشاشة', { min: 32, max: 100, unit: INCH }),
        several('resolution', 'Resolution', 'الدقة', [
          o('full-hd', 'Full HD', 'فل إتش دي'),
          o('4k', '4K', '4K'),
          o('8k', '8K', '8K'),
        ]),
        flag('smart', 'Smart TV', 'تلفزيون ذكي', 0.85),
      ],
      items: [
        {
          en: 'Samsung 65 inch QLED',
          ar: 'شاشة سامسونج 65 بوصة QLED',
          price: [220, 380],
          values: { brand: 'samsung', screen: [65, 65], resolution: ['4k'] },
        },
        {
          en: 'LG OLED C3 55 inch',
          ar: 'شاشة إل جي OLED C3 مقاس 55',
          price: [260, 400],
          values: { brand: 'lg', screen: [55, 55], resolution: ['4k'] },
        },
        {
          en: 'Sony Bravia 75 inch',
          ar: 'شاشة سوني برافيا 75 بوصة',
          price: [380, 650],
          values: { brand: 'sony', screen: [75, 75], resolution: ['4k'] },
        },
        {
          en: 'TCL 50 inch smart TV',
          ar: 'شاشة تي سي إل 50 بوصة ذكية',
          price: [70, 120],
          values: { brand: 'tcl', screen: [50, 50], resolution: ['4k'] },
        },
        {
          en: 'Samsung Neo QLED 8K 85 inch',
          ar: 'شاشة سامسونج نيو QLED 8K مقاس 85',
          price: [900, 1600],
          values: { brand: 'samsung', screen: [85, 85], resolution: ['8k'] },
        },
        {
          en: 'Hisense 43 inch TV',
          ar: 'شاشة هايسنس 43 بوصة',
          price: [45, 80],
          values: { brand: 'hisense', screen: [43, 43], resolution: ['full-hd'] },
        },
      ],
      phrases: {
        en: ['Wall mount included.', 'No dead pixels, remote included.', 'Moving out, must go this week.'],
        ar: ['معها قاعدة تعليق على الجدار.', 'بدون بكسلات ميتة ومعها الريموت.', 'بسبب السفر لازم تطلع هذا الأسبوع.'],
      },
    },
    {
      slug: 'cameras',
      count: 16,
      attributes: [
        choice('brand', 'Brand', 'الماركة', [
          o('canon', 'Canon', 'كانون'),
          o('nikon', 'Nikon', 'نيكون'),
          o('sony', 'Sony', 'سوني'),
          o('fujifilm', 'Fujifilm', 'فوجي فيلم'),
          o('gopro', 'GoPro', 'جو برو'),
          o('dji', 'DJI', 'دي جي آي'),
        ]),
        choice('camera-type', 'Camera type', 'نوع الكاميرا', [
          o('dslr', 'DSLR', 'DSLR'),
          o('mirrorless', 'Mirrorless', 'ميرورلس'),
          o('action', 'Action camera', 'كاميرا أكشن'),
          o('drone', 'Drone', 'درون'),
        ]),
        number('megapixels', 'Resolution', 'الدقة', { min: 12, max: 61, unit: bi('MP', 'ميجابكسل') }),
      ],
      items: [
        {
          en: 'Canon EOS R6 Mark II',
          ar: 'كانون EOS R6 مارك 2',
          price: [550, 800],
          values: { brand: 'canon', 'camera-type': 'mirrorless', megapixels: [24, 24] },
        },
        {
          en: 'Sony A7 IV',
          ar: 'سوني A7 IV',
          price: [550, 780],
          values: { brand: 'sony', 'camera-type': 'mirrorless', megapixels: [33, 33] },
        },
        {
          en: 'Nikon D750 with 24-120 lens',
          ar: 'نيكون D750 مع عدسة 24-120',
          price: [250, 400],
          values: { brand: 'nikon', 'camera-type': 'dslr', megapixels: [24, 24] },
        },
        {
          en: 'Fujifilm X-T5',
          ar: 'فوجي فيلم X-T5',
          price: [450, 620],
          values: { brand: 'fujifilm', 'camera-type': 'mirrorless', megapixels: [40, 40] },
        },
        {
          en: 'GoPro HERO12 Black',
          ar: 'جو برو هيرو 12 بلاك',
          price: [90, 140],
          values: { brand: 'gopro', 'camera-type': 'action', megapixels: [27, 27] },
        },
        {
          en: 'DJI Mini 4 Pro drone',
          ar: 'درون دي جي آي ميني 4 برو',
          price: [220, 330],
          values: { brand: 'dji', 'camera-type': 'drone', megapixels: [48, 48] },
        },
      ],
      phrases: {
        en: ['Low shutter count.', 'Two batteries and a 128 GB card included.', 'Sensor cleaned last month.'],
        ar: ['عدد اللقطات قليل.', 'معها بطاريتين وكرت 128 جيجا.', 'تم تنظيف الحساس الشهر الماضي.'],
      },
    },
    {
      slug: 'audio',
      count: 20,
      attributes: [
        choice('brand', 'Brand', 'الماركة', [
          o('bose', 'Bose', 'بوز'),
          o('sony', 'Sony', 'سوني'),
          o('jbl', 'JBL', 'جي بي إل'),
          o('marshall', 'Marshall', 'مارشال'),
          o('sonos', 'Sonos', 'سونوس'),
          o('sennheiser', 'Sennheiser', 'سنهايزر'),
        ]),
        choice('audio-type', 'Type', 'النوع', [
          o('headphones', 'Headphones', 'سماعات رأس'),
          o('speaker', 'Speaker', 'سماعة'),
          o('soundbar', 'Soundbar', 'ساوند بار'),
        ]),
        flag('wireless', 'Wireless', 'لاسلكي', 0.8),
      ],
      items: [
        {
          en: 'Bose QuietComfort Ultra headphones',
          ar: 'سماعات بوز كوايت كومفورت ألترا',
          price: [90, 140],
          values: { brand: 'bose', 'audio-type': 'headphones' },
        },
        {
          en: 'Sony WH-1000XM5',
          ar: 'سماعات سوني WH-1000XM5',
          price: [80, 125],
          values: { brand: 'sony', 'audio-type': 'headphones' },
        },
        {
          en: 'JBL PartyBox 310',
          ar: 'سماعة جي بي إل بارتي بوكس 310',
          price: [110, 170],
          values: { brand: 'jbl', 'audio-type': 'speaker' },
        },
        {
          en: 'Marshall Stanmore III speaker',
          ar: 'سماعة مارشال ستانمور 3',
          price: [90, 140],
          values: { brand: 'marshall', 'audio-type': 'speaker' },
        },
        {
          en: 'Sonos Arc soundbar',
          ar: 'ساوند بار سونوس آرك',
          price: [200, 300],
          values: { brand: 'sonos', 'audio-type': 'soundbar' },
        },
        {
          en: 'Sennheiser Momentum 4',
          ar: 'سماعات سنهايزر مومنتم 4',
          price: [70, 110],
          values: { brand: 'sennheiser', 'audio-type': 'headphones' },
        },
      ],
      phrases: {
        en: ['Crystal clear sound, no crackle.', 'Charging case and cables included.', 'Used at home only.'],
        ar: ['صوت نقي بدون تشويش.', 'معها علبة الشحن والأسلاك.', 'استخدام منزلي فقط.'],
      },
    },
    {
      slug: 'video-games',
      count: 32,
      newShare: 0.4,
      attributes: [
        several(
          'platform',
          'Platform',
          'المنصة',
          [
            o('ps5', 'PlayStation 5', 'بلايستيشن 5'),
            o('xbox', 'Xbox Series', 'إكس بوكس'),
            o('switch', 'Nintendo Switch', 'نينتندو سويتش'),
            o('pc', 'PC', 'كمبيوتر'),
          ],
          [1, 2],
        ),
        choice('item-type', 'Item', 'النوع', [
          o('console', 'Console', 'جهاز'),
          o('game', 'Game', 'لعبة'),
          o('controller', 'Controller', 'يد تحكم'),
          o('vr', 'VR headset', 'نظارة واقع افتراضي'),
        ]),
      ],
      items: [
        {
          en: 'PlayStation 5 Slim',
          ar: 'بلايستيشن 5 سليم',
          price: [120, 170],
          values: { platform: ['ps5'], 'item-type': 'console' },
        },
        {
          en: 'Xbox Series X',
          ar: 'إكس بوكس سيريس X',
          price: [110, 160],
          values: { platform: ['xbox'], 'item-type': 'console' },
        },
        {
          en: 'Nintendo Switch OLED',
          ar: 'نينتندو سويتش OLED',
          price: [80, 120],
          values: { platform: ['switch'], 'item-type': 'console' },
        },
        {
          en: 'EA Sports FC 24',
          ar: 'لعبة EA Sports FC 24',
          price: [8, 16],
          values: { platform: ['ps5'], 'item-type': 'game' },
        },
        {
          en: 'Call of Duty: Modern Warfare III',
          ar: 'لعبة كول أوف ديوتي مودرن وارفير 3',
          price: [9, 18],
          values: { platform: ['ps5', 'xbox'], 'item-type': 'game' },
        },
        {
          en: 'DualSense controller',
          ar: 'يد تحكم دول سنس',
          price: [14, 24],
          values: { platform: ['ps5'], 'item-type': 'controller' },
        },
        {
          en: 'Meta Quest 3 VR headset',
          ar: 'نظارة ميتا كويست 3',
          price: [130, 190],
          values: { platform: ['pc'], 'item-type': 'vr' },
        },
      ],
      phrases: {
        en: [
          'Two controllers and three games included.',
          'Disc in perfect condition, no scratches.',
          'Swap for another game is welcome.',
        ],
        ar: ['معه يدين وثلاث ألعاب.', 'السي دي بحالة ممتازة بدون خدوش.', 'أقبل التبديل بلعبة ثانية.'],
      },
    },
  ],
};
