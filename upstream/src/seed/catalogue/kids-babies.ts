/** Kids & babies: toys, strollers and car seats, clothing and baby care. */
import { choice, colour, flag, o, several } from './kit.js';
import type { TopCategoryPlan } from './types.js';

export const kidsBabies: TopCategoryPlan = {
  slug: 'kids-babies',
  attributes: [
    several(
      'age-group',
      'Age group',
      'الفئة العمرية',
      [
        o('0-1', '0–1 years', '0–1 سنة'),
        o('1-3', '1–3 years', '1–3 سنوات'),
        o('3-6', '3–6 years', '3–6 سنوات'),
        o('6-12', '6–12 years', '6–12 سنة'),
      ],
      [1, 2],
    ),
  ],
  subs: [
    {
      slug: 'toys',
      count: 24,
      newShare: 0.5,
      attributes: [
        choice('toy-type', 'Toy type', 'نوع اللعبة', [
          o('lego', 'Building sets', 'مكعبات'),
          o('dolls', 'Dolls', 'دمى'),
          o('ride-on', 'Ride-on', 'سيارات أطفال'),
          o('educational', 'Educational', 'تعليمية'),
          o('outdoor', 'Outdoor', 'ألعاب خارجية'),
        ]),
        flag('batteries', 'Battery powered', 'يعمل بالبطارية', 0.35),
      ],
      items: [
        {
          en: 'LEGO Technic set',
          ar: 'مجموعة ليغو تكنيك',
          price: [15, 90],
          values: { 'toy-type': 'lego', 'age-group': ['6-12'] },
        },
        {
          en: 'Electric ride-on car',
          ar: 'سيارة أطفال كهربائية',
          price: [40, 150],
          values: { 'toy-type': 'ride-on', batteries: 'true', 'age-group': ['3-6'] },
        },
        {
          en: 'Barbie dream house',
          ar: 'بيت باربي الحلم',
          price: [25, 70],
          values: { 'toy-type': 'dolls', 'age-group': ['3-6', '6-12'] },
        },
        {
          en: 'Wooden kitchen play set',
          ar: 'مطبخ ألعاب خشبي',
          price: [20, 55],
          values: { 'toy-type': 'educational', 'age-group': ['1-3', '3-6'] },
        },
        {
          en: 'Trampoline with safety net',
          ar: 'ترامبولين مع شبك أمان',
          price: [35, 110],
          values: { 'toy-type': 'outdoor', 'age-group': ['3-6', '6-12'] },
        },
      ],
      phrases: {
        en: ['All pieces complete.', 'Kids grew out of it.', 'Clean and sanitised.'],
        ar: ['جميع القطع كاملة.', 'الأطفال كبروا عليها.', 'نظيفة ومعقمة.'],
      },
    },
    {
      slug: 'strollers-car-seats',
      count: 16,
      attributes: [
        choice('item-type', 'Item', 'النوع', [
          o('stroller', 'Stroller', 'عربة'),
          o('car-seat', 'Car seat', 'كرسي سيارة'),
          o('travel-system', 'Travel system', 'نظام سفر'),
        ]),
        choice('brand', 'Brand', 'الماركة', [
          o('chicco', 'Chicco', 'شيكو'),
          o('joie', 'Joie', 'جوي'),
          o('cybex', 'Cybex', 'سايبكس'),
          o('maxi-cosi', 'Maxi-Cosi', 'ماكسي كوزي'),
          o('bugaboo', 'Bugaboo', 'بوغابو'),
        ]),
      ],
      items: [
        {
          en: 'Bugaboo Fox stroller',
          ar: 'عربة بوغابو فوكس',
          price: [150, 320],
          values: { brand: 'bugaboo', 'item-type': 'stroller', 'age-group': ['0-1', '1-3'] },
        },
        {
          en: 'Cybex car seat with Isofix',
          ar: 'كرسي سيارة سايبكس مع أيزوفكس',
          price: [60, 160],
          values: { brand: 'cybex', 'item-type': 'car-seat' },
        },
        {
          en: 'Chicco travel system',
          ar: 'نظام سفر شيكو',
          price: [80, 200],
          values: { brand: 'chicco', 'item-type': 'travel-system', 'age-group': ['0-1'] },
        },
        {
          en: 'Joie lightweight stroller',
          ar: 'عربة جوي خفيفة',
          price: [35, 90],
          values: { brand: 'joie', 'item-type': 'stroller' },
        },
      ],
      phrases: {
        en: ['Folds with one hand, fits any car boot.', 'Never been in an accident.', 'Rain cover included.'],
        ar: ['تنطوي بيد واحدة وتدخل أي شنطة سيارة.', 'لم تتعرض لأي حادث.', 'مع غطاء المطر.'],
      },
    },
    {
      slug: 'kids-clothing',
      count: 14,
      newShare: 0.6,
      attributes: [colour(), choice('for', 'For', 'لـ', [o('boys', 'Boys', 'أولاد'), o('girls', 'Girls', 'بنات')])],
      items: [
        {
          en: 'Eid outfit for girls',
          ar: 'ملابس عيد للبنات',
          price: [8, 35],
          values: { for: 'girls', 'age-group': ['3-6', '6-12'] },
        },
        {
          en: 'Kids dishdasha',
          ar: 'دشداشة أطفال',
          price: [6, 18],
          values: { for: 'boys', 'age-group': ['3-6', '6-12'] },
        },
        { en: 'Newborn clothes bundle', ar: 'مجموعة ملابس مواليد', price: [10, 30], values: { 'age-group': ['0-1'] } },
      ],
      phrases: {
        en: ['Worn once or twice.', 'Bought in London.', 'Washed and ironed.'],
        ar: ['ملبوسة مرة أو مرتين.', 'مشتراة من لندن.', 'مغسولة ومكوية.'],
      },
    },
    {
      slug: 'baby-care',
      count: 14,
      attributes: [
        choice('item-type', 'Item', 'النوع', [
          o('cot', 'Cot', 'سرير أطفال'),
          o('high-chair', 'High chair', 'كرسي طعام'),
          o('monitor', 'Baby monitor', 'جهاز مراقبة'),
          o('bath', 'Baby bath', 'حوض استحمام'),
        ]),
        colour(),
        flag('with-manual', 'Manual included', 'مع دليل الاستخدام', 0.6),
      ],
      items: [
        {
          en: 'Wooden baby cot with mattress',
          ar: 'سرير أطفال خشب مع مرتبة',
          price: [35, 110],
          values: { 'item-type': 'cot', 'age-group': ['0-1', '1-3'] },
        },
        {
          en: 'Stokke high chair',
          ar: 'كرسي طعام ستوكي',
          price: [60, 140],
          values: { 'item-type': 'high-chair', 'age-group': ['1-3'] },
        },
        {
          en: 'Video baby monitor',
          ar: 'جهاز مراقبة أطفال بالفيديو',
          price: [20, 60],
          values: { 'item-type': 'monitor', 'age-group': ['0-1'] },
        },
        {
          en: 'Foldable baby bath',
          ar: 'حوض استحمام أطفال قابل للطي',
          price: [5, 15],
          values: { 'item-type': 'bath', 'age-group': ['0-1'] },
        },
      ],
      phrases: {
        en: ['Sterilised and ready.', 'From a smoke free home.', 'Instructions included.'],
        ar: ['معقم وجاهز.', 'من بيت بدون تدخين.', 'مع الكتيب.'],
      },
    },
  ],
};
