/** Home appliances: air conditioners, refrigerators, washing machines and kitchen appliances. */
import { bi, choice, colour, flag, KG, number, o, yesNo } from './kit.js';
import type { TopCategoryPlan } from './types.js';

export const homeAppliances: TopCategoryPlan = {
  slug: 'home-appliances',
  attributes: [
    choice('brand', 'Brand', 'الماركة', [
      o('samsung', 'Samsung', 'سامسونج'),
      o('lg', 'LG', 'إل جي'),
      o('bosch', 'Bosch', 'بوش'),
      o('whirlpool', 'Whirlpool', 'ويرلبول'),
      o('gree', 'Gree', 'جري'),
      o('general', 'General', 'جنرال'),
      o('panasonic', 'Panasonic', 'باناسونيك'),
      o('delonghi', "De'Longhi", 'ديلونجي'),
      o('philips', 'Philips', 'فيليبس'),
    ]),
    yesNo('warranty', 'Under warranty', 'عليه ضمان'),
  ],
  subs: [
    {
      slug: 'air-conditioners',
      count: 26,
      attributes: [
        choice('ac-type', 'AC type', 'نوع المكيف', [
          o('split', 'Split', 'سبليت'),
          o('window', 'Window', 'شباك'),
          o('central', 'Central', 'مركزي'),
          o('portable', 'Portable', 'متنقل'),
        ]),
        number('capacity', 'Capacity', 'القدرة', { min: 1, max: 5, step: 0.5, unit: bi('ton', 'طن') }),
        flag('inverter', 'Inverter', 'إنفرتر', 0.5),
      ],
      items: [
        {
          en: 'Gree split AC 2 ton',
          ar: 'مكيف سبليت جري 2 طن',
          price: [120, 220],
          values: { brand: 'gree', 'ac-type': 'split', capacity: [2, 2] },
        },
        {
          en: 'General window AC',
          ar: 'مكيف شباك جنرال',
          price: [70, 140],
          values: { brand: 'general', 'ac-type': 'window', capacity: [1.5, 2] },
        },
        {
          en: 'LG dual inverter split AC',
          ar: 'مكيف سبليت إل جي دوال إنفرتر',
          price: [150, 260],
          values: { brand: 'lg', 'ac-type': 'split', inverter: 'true', capacity: [1.5, 2.5] },
        },
        {
          en: 'Portable AC for small rooms',
          ar: 'مكيف متنقل للغرف الصغيرة',
          price: [50, 110],
          values: { 'ac-type': 'portable', capacity: [1, 1] },
        },
        {
          en: 'Central AC unit 5 ton',
          ar: 'وحدة تكييف مركزي 5 طن',
          price: [450, 900],
          values: { 'ac-type': 'central', capacity: [5, 5] },
        },
      ],
      phrases: {
        en: [
          'Gas refilled and cleaned before the summer.',
          'Installation available.',
          'Very quiet, cools the room in minutes.',
        ],
        ar: ['تمت تعبئة الفريون والتنظيف قبل الصيف.', 'التركيب متوفر.', 'هادئ جداً ويبرد الغرفة بدقائق.'],
      },
    },
    {
      slug: 'refrigerators',
      count: 18,
      attributes: [
        number('capacity', 'Capacity', 'السعة', { min: 100, max: 900, step: 10, unit: bi('L', 'لتر') }),
        choice('fridge-type', 'Type', 'النوع', [
          o('side-by-side', 'Side by side', 'جنب إلى جنب'),
          o('top-freezer', 'Top freezer', 'فريزر علوي'),
          o('french-door', 'French door', 'بابين فرنسي'),
          o('mini', 'Mini fridge', 'ثلاجة صغيرة'),
        ]),
        colour('colour', [
          o('silver', 'Silver', 'فضي', '#c0c0c0'),
          o('white', 'White', 'أبيض', '#ffffff'),
          o('black', 'Black', 'أسود', '#111111'),
        ]),
      ],
      items: [
        {
          en: 'Samsung side-by-side refrigerator',
          ar: 'ثلاجة سامسونج بابين جنب إلى جنب',
          price: [180, 380],
          values: { brand: 'samsung', 'fridge-type': 'side-by-side', capacity: [600, 700] },
        },
        {
          en: 'LG French door refrigerator',
          ar: 'ثلاجة إل جي بابين فرنسي',
          price: [250, 480],
          values: { brand: 'lg', 'fridge-type': 'french-door', capacity: [700, 850] },
        },
        {
          en: 'Whirlpool top freezer fridge',
          ar: 'ثلاجة ويرلبول فريزر علوي',
          price: [70, 150],
          values: { brand: 'whirlpool', 'fridge-type': 'top-freezer', capacity: [300, 450] },
        },
        {
          en: 'Mini fridge for the office',
          ar: 'ثلاجة صغيرة للمكتب',
          price: [25, 60],
          values: { 'fridge-type': 'mini', capacity: [100, 120] },
        },
      ],
      phrases: {
        en: ['Cools perfectly, water dispenser working.', 'No rust, no dents.', 'Moving house sale.'],
        ar: ['تبريد ممتاز وموزع الماء شغال.', 'بدون صدأ أو ضربات.', 'للبيع بسبب الانتقال.'],
      },
    },
    {
      slug: 'washing-machines',
      count: 18,
      attributes: [
        number('capacity', 'Capacity', 'السعة', { min: 5, max: 20, unit: KG }),
        choice('load', 'Loading', 'طريقة التحميل', [
          o('front-load', 'Front load', 'تحميل أمامي'),
          o('top-load', 'Top load', 'تحميل علوي'),
        ]),
        flag('dryer', 'With dryer', 'مع نشافة', 0.35),
      ],
      items: [
        {
          en: 'Bosch front load washer 9 kg',
          ar: 'غسالة بوش تحميل أمامي 9 كيلو',
          price: [90, 180],
          values: { brand: 'bosch', load: 'front-load', capacity: [9, 9] },
        },
        {
          en: 'LG washer dryer 12 kg',
          ar: 'غسالة ونشافة إل جي 12 كيلو',
          price: [150, 260],
          values: { brand: 'lg', load: 'front-load', capacity: [12, 12], dryer: 'true' },
        },
        {
          en: 'Samsung top load washer',
          ar: 'غسالة سامسونج تحميل علوي',
          price: [60, 130],
          values: { brand: 'samsung', load: 'top-load', capacity: [10, 16] },
        },
      ],
      phrases: {
        en: ['All programmes working.', 'Drum and filter cleaned.', 'Delivery to Hawalli governorate is free.'],
        ar: ['جميع البرامج شغالة.', 'تم تنظيف الحلة والفلتر.', 'التوصيل مجاني داخل محافظة حولي.'],
      },
    },
    {
      slug: 'kitchen-appliances',
      count: 24,
      newShare: 0.5,
      attributes: [
        choice('appliance', 'Appliance', 'الجهاز', [
          o('coffee-machine', 'Coffee machine', 'مكينة قهوة'),
          o('microwave', 'Microwave', 'مايكروويف'),
          o('oven', 'Oven', 'فرن'),
          o('blender', 'Blender', 'خلاط'),
          o('air-fryer', 'Air fryer', 'قلاية هوائية'),
          o('dishwasher', 'Dishwasher', 'غسالة صحون'),
        ]),
        colour('colour', [
          o('silver', 'Silver', 'فضي', '#c0c0c0'),
          o('white', 'White', 'أبيض', '#ffffff'),
          o('black', 'Black', 'أسود', '#111111'),
          o('red', 'Red', 'أحمر', '#c62828'),
        ]),
      ],
      items: [
        {
          en: "De'Longhi espresso machine",
          ar: 'مكينة إسبريسو ديلونجي',
          price: [60, 250],
          values: { brand: 'delonghi', appliance: 'coffee-machine' },
        },
        {
          en: 'Philips air fryer XXL',
          ar: 'قلاية هوائية فيليبس XXL',
          price: [35, 80],
          values: { brand: 'philips', appliance: 'air-fryer' },
        },
        {
          en: 'Panasonic microwave',
          ar: 'مايكروويف باناسونيك',
          price: [20, 55],
          values: { brand: 'panasonic', appliance: 'microwave' },
        },
        {
          en: 'Bosch built-in dishwasher',
          ar: 'غسالة صحون بوش بلت إن',
          price: [110, 230],
          values: { brand: 'bosch', appliance: 'dishwasher' },
        },
        { en: 'Electric oven with grill', ar: 'فرن كهربائي مع شواية', price: [30, 90], values: { appliance: 'oven' } },
        { en: 'High speed blender', ar: 'خلاط عالي السرعة', price: [15, 60], values: { appliance: 'blender' } },
      ],
      phrases: {
        en: ['Used a handful of times.', 'All parts and the manual included.', 'Gift that we do not need.'],
        ar: ['مستخدم مرات قليلة.', 'مع جميع القطع والكتيب.', 'هدية ولا نحتاجها.'],
      },
    },
  ],
};
