/** Sports: fitness equipment, bicycles, camping and water sports. */
import { bi, choice, colour, flag, INCH, KG, number, o } from './kit.js';
import type { TopCategoryPlan } from './types.js';

export const sports: TopCategoryPlan = {
  slug: 'sports',
  attributes: [],
  subs: [
    {
      slug: 'fitness-equipment',
      count: 20,
      attributes: [
        choice('equipment', 'Equipment', 'الجهاز', [
          o('treadmill', 'Treadmill', 'سير مشي'),
          o('dumbbells', 'Dumbbells', 'دمبلز'),
          o('bike', 'Exercise bike', 'دراجة ثابتة'),
          o('bench', 'Bench', 'بنش'),
          o('multi-gym', 'Multi gym', 'جهاز متعدد'),
        ]),
        number('max-weight', 'Maximum weight', 'أقصى وزن', { min: 20, max: 200, step: 5, unit: KG }),
        flag('foldable', 'Foldable', 'قابل للطي', 0.4),
      ],
      items: [
        {
          en: 'Technogym treadmill',
          ar: 'سير مشي تكنوجيم',
          price: [400, 1500],
          values: { equipment: 'treadmill', 'max-weight': [130, 180] },
        },
        {
          en: 'Adjustable dumbbells 2–24 kg',
          ar: 'دمبلز قابلة للتعديل 2–24 كيلو',
          price: [60, 160],
          values: { equipment: 'dumbbells', 'max-weight': [24, 24] },
        },
        {
          en: 'Peloton exercise bike',
          ar: 'دراجة بيلوتون ثابتة',
          price: [350, 800],
          values: { equipment: 'bike', 'max-weight': [130, 140] },
        },
        {
          en: 'Adjustable weight bench',
          ar: 'بنش أوزان قابل للتعديل',
          price: [35, 110],
          values: { equipment: 'bench' },
        },
        {
          en: 'Home multi gym station',
          ar: 'جهاز رياضي متعدد للبيت',
          price: [180, 650],
          values: { equipment: 'multi-gym' },
        },
      ],
      phrases: {
        en: ['Used at home, in excellent condition.', 'Buyer arranges transport.', 'Manual and tools included.'],
        ar: ['مستخدم بالبيت وبحالة ممتازة.', 'النقل على المشتري.', 'مع الكتيب والعدة.'],
      },
    },
    {
      slug: 'bicycles',
      count: 18,
      attributes: [
        choice('bike-type', 'Bike type', 'نوع الدراجة', [
          o('road', 'Road', 'طريق'),
          o('mountain', 'Mountain', 'جبلية'),
          o('kids', 'Kids', 'أطفال'),
          o('electric', 'Electric', 'كهربائية'),
        ]),
        number('wheel', 'Wheel size', 'مقاس العجلة', { min: 12, max: 29, unit: INCH }),
        colour(),
      ],
      items: [
        {
          en: 'Trek road bike',
          ar: 'دراجة طريق تريك',
          price: [250, 900],
          values: { 'bike-type': 'road', wheel: [28, 28] },
        },
        {
          en: 'Giant mountain bike',
          ar: 'دراجة جبلية جاينت',
          price: [150, 500],
          values: { 'bike-type': 'mountain', wheel: [27, 29] },
        },
        {
          en: 'Kids bike with training wheels',
          ar: 'دراجة أطفال مع عجلات مساعدة',
          price: [15, 45],
          values: { 'bike-type': 'kids', wheel: [12, 16] },
        },
        {
          en: 'Electric city bike',
          ar: 'دراجة كهربائية للمدينة',
          price: [220, 600],
          values: { 'bike-type': 'electric', wheel: [26, 28] },
        },
      ],
      phrases: {
        en: [
          'Serviced at the bike shop last month.',
          'Perfect for rides on the Gulf Road.',
          'Helmet and lock included.',
        ],
        ar: ['تمت صيانتها بمحل الدراجات الشهر الماضي.', 'ممتازة للمشي على شارع الخليج.', 'مع خوذة وقفل.'],
      },
    },
    {
      slug: 'camping',
      count: 22,
      attributes: [
        choice('item-type', 'Item', 'النوع', [
          o('tent', 'Tent', 'خيمة'),
          o('generator', 'Generator', 'مولد'),
          o('grill', 'Grill', 'منقلة'),
          o('cooler', 'Cooler', 'ثلاجة رحلات'),
          o('lantern', 'Lantern', 'فانوس'),
        ]),
        number('capacity', 'Capacity', 'السعة', { min: 1, max: 30, unit: bi('people', 'أشخاص') }),
        flag('with-bag', 'Carry bag included', 'مع حقيبة حمل', 0.5),
      ],
      items: [
        {
          en: 'Winter camp tent 6×6 m',
          ar: 'خيمة مخيم شتوي 6×6 متر',
          price: [120, 450],
          values: { 'item-type': 'tent', capacity: [15, 30] },
        },
        {
          en: 'Honda generator 3 kVA',
          ar: 'مولد هوندا 3 كيلو فولت',
          price: [180, 420],
          values: { 'item-type': 'generator', capacity: [1, 1] },
        },
        {
          en: 'Charcoal grill with stand',
          ar: 'منقلة فحم مع حامل',
          price: [10, 40],
          values: { 'item-type': 'grill', capacity: [4, 10] },
        },
        {
          en: 'Igloo cooler 100 litres',
          ar: 'ثلاجة رحلات إيجلو 100 لتر',
          price: [25, 60],
          values: { 'item-type': 'cooler', capacity: [6, 12] },
        },
        {
          en: 'Rechargeable camping lantern',
          ar: 'فانوس رحلات قابل للشحن',
          price: [5, 20],
          values: { 'item-type': 'lantern', capacity: [1, 4] },
        },
      ],
      phrases: {
        en: [
          'Used for one camping season in Subiya.',
          'Easy to set up, stakes and ropes included.',
          'Ready for the spring camping season.',
        ],
        ar: ['مستخدم موسم كشتة واحد في الصبية.', 'سهل التركيب مع الأوتاد والحبال.', 'جاهز لموسم المخيمات الربيعي.'],
      },
    },
    {
      slug: 'water-sports',
      count: 14,
      attributes: [
        choice('item-type', 'Item', 'النوع', [
          o('diving-gear', 'Diving gear', 'معدات غوص'),
          o('kayak', 'Kayak', 'كاياك'),
          o('paddle-board', 'Paddle board', 'لوح تجديف'),
          o('fishing-gear', 'Fishing gear', 'معدات صيد'),
        ]),
        colour(),
        flag('with-bag', 'Carry bag included', 'مع حقيبة حمل', 0.5),
      ],
      items: [
        {
          en: 'Complete scuba diving set',
          ar: 'عدة غوص كاملة',
          price: [250, 700],
          values: { 'item-type': 'diving-gear' },
        },
        { en: 'Two-person kayak', ar: 'كاياك لشخصين', price: [120, 320], values: { 'item-type': 'kayak' } },
        {
          en: 'Inflatable paddle board',
          ar: 'لوح تجديف قابل للنفخ',
          price: [60, 180],
          values: { 'item-type': 'paddle-board' },
        },
        {
          en: 'Shimano fishing rods and reels',
          ar: 'سنارات وبكرات شيمانو',
          price: [30, 150],
          values: { 'item-type': 'fishing-gear' },
        },
      ],
      phrases: {
        en: [
          'Rinsed with fresh water after every trip.',
          'Great for Kubbar and Qaruh island trips.',
          'Bag and pump included.',
        ],
        ar: ['يغسل بماء عذب بعد كل طلعة.', 'ممتاز لرحلات جزيرة كبر وقاروه.', 'مع الشنطة والمنفاخ.'],
      },
    },
  ],
};
