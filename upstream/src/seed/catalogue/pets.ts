/** Pets: cats, dogs, birds, fish and pet supplies. */
import { choice, colour, flag, MONTHS, number, o, several } from './kit.js';
import type { TopCategoryPlan } from './types.js';

const SEX = choice('sex', 'Sex', 'الجنس', [o('male', 'Male', 'ذكر'), o('female', 'Female', 'أنثى')]);
const AGE = number('age', 'Age', 'العمر', { min: 2, max: 96, unit: MONTHS });

export const pets: TopCategoryPlan = {
  slug: 'pets',
  attributes: [],
  subs: [
    {
      slug: 'cats',
      count: 20,
      newShare: 0,
      attributes: [
        choice('breed', 'Breed', 'السلالة', [
          o('persian', 'Persian', 'شيرازي'),
          o('british-shorthair', 'British Shorthair', 'بريتش شورت هير'),
          o('scottish-fold', 'Scottish Fold', 'سكوتش فولد'),
          o('maine-coon', 'Maine Coon', 'ماين كون'),
          o('siamese', 'Siamese', 'سيامي'),
        ]),
        AGE,
        SEX,
        flag('vaccinated', 'Vaccinated', 'مطعم', 0.85),
        colour(),
      ],
      items: [
        { en: 'Persian kitten', ar: 'قطو شيرازي صغير', price: [40, 150], values: { breed: 'persian', age: [2, 5] } },
        {
          en: 'British Shorthair cat',
          ar: 'قطة بريتش شورت هير',
          price: [60, 220],
          values: { breed: 'british-shorthair', colour: ['grey', 'silver'] },
        },
        {
          en: 'Scottish Fold kitten',
          ar: 'قطو سكوتش فولد صغير',
          price: [80, 250],
          values: { breed: 'scottish-fold', age: [2, 6] },
        },
        {
          en: 'Maine Coon cat',
          ar: 'قطة ماين كون',
          price: [120, 350],
          values: { breed: 'maine-coon', colour: ['brown', 'grey'] },
        },
        {
          en: 'Siamese cat for adoption',
          ar: 'قطة سيامي للتبني',
          price: [0, 20],
          values: { breed: 'siamese', colour: ['beige'] },
        },
      ],
      phrases: {
        en: [
          'Litter trained and very playful.',
          'Vaccination card and passport available.',
          'Looking for a loving home.',
        ],
        ar: ['متعود على الرمل ولعوب جداً.', 'مع كرت التطعيم والجواز.', 'أبحث له عن بيت يهتم فيه.'],
      },
    },
    {
      slug: 'dogs',
      count: 12,
      newShare: 0,
      attributes: [
        choice('breed', 'Breed', 'السلالة', [
          o('german-shepherd', 'German Shepherd', 'جيرمن شيبرد'),
          o('husky', 'Husky', 'هاسكي'),
          o('golden-retriever', 'Golden Retriever', 'جولدن ريتريفر'),
          o('pomeranian', 'Pomeranian', 'بومرينيان'),
          o('saluki', 'Saluki', 'سلوقي'),
        ]),
        AGE,
        SEX,
        flag('vaccinated', 'Vaccinated', 'مطعم', 0.9),
      ],
      items: [
        {
          en: 'German Shepherd puppy',
          ar: 'جرو جيرمن شيبرد',
          price: [150, 450],
          values: { breed: 'german-shepherd', age: [2, 5] },
        },
        { en: 'Husky with blue eyes', ar: 'هاسكي بعيون زرقاء', price: [200, 500], values: { breed: 'husky' } },
        { en: 'Golden Retriever', ar: 'جولدن ريتريفر', price: [180, 450], values: { breed: 'golden-retriever' } },
        {
          en: 'Pomeranian puppy',
          ar: 'جرو بومرينيان',
          price: [150, 400],
          values: { breed: 'pomeranian', age: [2, 4] },
        },
        { en: 'Saluki hunting dog', ar: 'كلب صيد سلوقي', price: [250, 900], values: { breed: 'saluki' } },
      ],
      phrases: {
        en: ['Microchipped with a health certificate.', 'Friendly with children.', 'Comes with his bed and toys.'],
        ar: ['عليه شريحة وشهادة صحية.', 'أليف مع الأطفال.', 'مع فراشه وألعابه.'],
      },
    },
    {
      slug: 'birds',
      count: 18,
      newShare: 0,
      attributes: [
        choice('species', 'Species', 'النوع', [
          o('african-grey', 'African grey', 'كاسكو'),
          o('cockatiel', 'Cockatiel', 'كوكتيل'),
          o('lovebird', 'Lovebird', 'طيور الحب'),
          o('canary', 'Canary', 'كناري'),
          o('falcon', 'Falcon', 'صقر'),
          o('pigeon', 'Pigeon', 'حمام'),
        ]),
        AGE,
        flag('with-cage', 'Comes with cage', 'مع القفص', 0.5),
      ],
      items: [
        {
          en: 'African grey parrot that talks',
          ar: 'ببغاء كاسكو متكلم',
          price: [250, 650],
          values: { species: 'african-grey' },
        },
        { en: 'Pair of cockatiels', ar: 'جوز كوكتيل', price: [15, 45], values: { species: 'cockatiel' } },
        { en: 'Lovebirds pair', ar: 'جوز طيور الحب', price: [10, 35], values: { species: 'lovebird' } },
        { en: 'Singing canary', ar: 'كناري مغرد', price: [8, 30], values: { species: 'canary' } },
        { en: 'Saker falcon', ar: 'صقر حر', price: [800, 4500], values: { species: 'falcon' } },
        { en: 'Racing pigeons', ar: 'حمام زاجل', price: [20, 120], values: { species: 'pigeon' } },
      ],
      phrases: {
        en: ['Hand fed and tame.', 'Healthy and active, eats well.', 'Swap for another bird considered.'],
        ar: ['مربى على اليد وأليف.', 'صحته ممتازة ونشيط وياكل زين.', 'أقبل البدل بطير ثاني.'],
      },
    },
    {
      slug: 'fish-aquariums',
      count: 12,
      attributes: [
        choice('item-type', 'Item', 'النوع', [
          o('aquarium', 'Aquarium', 'حوض'),
          o('fish', 'Fish', 'أسماك'),
          o('filter', 'Filter', 'فلتر'),
        ]),
        number('tank-size', 'Tank size', 'حجم الحوض', { min: 20, max: 1000, step: 10, unit: { en: 'L', ar: 'لتر' } }),
        flag('with-accessories', 'Accessories included', 'مع الملحقات', 0.5),
      ],
      items: [
        {
          en: 'Aquarium 200 litres with stand',
          ar: 'حوض أسماك 200 لتر مع قاعدة',
          price: [45, 140],
          values: { 'item-type': 'aquarium', 'tank-size': [200, 200] },
        },
        {
          en: 'Marine reef tank',
          ar: 'حوض مرجاني بحري',
          price: [250, 900],
          values: { 'item-type': 'aquarium', 'tank-size': [300, 700] },
        },
        { en: 'Discus fish', ar: 'أسماك ديسكس', price: [10, 60], values: { 'item-type': 'fish' } },
        { en: 'Canister filter', ar: 'فلتر خارجي', price: [20, 70], values: { 'item-type': 'filter' } },
      ],
      phrases: {
        en: ['Full setup with lights and heater.', 'Water parameters stable.', 'Pickup from my place only.'],
        ar: ['مع الإضاءة والسخان كامل.', 'قراءات الماء مستقرة.', 'الاستلام من عندي فقط.'],
      },
    },
    {
      slug: 'pet-supplies',
      count: 14,
      newShare: 0.7,
      attributes: [
        several(
          'for-pet',
          'For',
          'مناسب لـ',
          [
            o('cats', 'Cats', 'قطط'),
            o('dogs', 'Dogs', 'كلاب'),
            o('birds', 'Birds', 'طيور'),
            o('fish', 'Fish', 'أسماك'),
          ],
          [1, 2],
        ),
        choice('item-type', 'Item', 'النوع', [
          o('food', 'Food', 'طعام'),
          o('cage', 'Cage', 'قفص'),
          o('carrier', 'Carrier', 'حقيبة نقل'),
          o('litter', 'Litter', 'رمل'),
          o('toys', 'Toys', 'ألعاب'),
        ]),
        flag('unopened', 'Unopened', 'غير مفتوح', 0.5),
      ],
      items: [
        {
          en: 'Royal Canin cat food 10 kg',
          ar: 'أكل قطط رويال كانين 10 كيلو',
          price: [18, 30],
          values: { 'for-pet': ['cats'], 'item-type': 'food' },
        },
        {
          en: 'Large bird cage',
          ar: 'قفص طيور كبير',
          price: [20, 80],
          values: { 'for-pet': ['birds'], 'item-type': 'cage' },
        },
        {
          en: 'Airline approved pet carrier',
          ar: 'حقيبة نقل حيوانات معتمدة للطيران',
          price: [12, 40],
          values: { 'for-pet': ['cats', 'dogs'], 'item-type': 'carrier' },
        },
        {
          en: 'Cat tree tower',
          ar: 'برج خدش للقطط',
          price: [15, 60],
          values: { 'for-pet': ['cats'], 'item-type': 'toys' },
        },
      ],
      phrases: {
        en: ['Sealed bag, expiry next year.', 'Easy to clean.', 'Delivery in Kuwait available.'],
        ar: ['كيس مغلق والصلاحية السنة القادمة.', 'سهل التنظيف.', 'التوصيل متوفر داخل الكويت.'],
      },
    },
  ],
};
