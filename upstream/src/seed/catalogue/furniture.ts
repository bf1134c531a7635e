/** Furniture: sofas, bedrooms, dining tables, office and outdoor furniture. */
import { choice, colour, flag, number, o, several } from './kit.js';
import type { TopCategoryPlan } from './types.js';

export const furniture: TopCategoryPlan = {
  slug: 'furniture',
  attributes: [
    colour(),
    several(
      'material',
      'Material',
      'الخامة',
      [
        o('wood', 'Wood', 'خشب'),
        o('metal', 'Metal', 'معدن'),
        o('fabric', 'Fabric', 'قماش'),
        o('leather', 'Leather', 'جلد'),
        o('glass', 'Glass', 'زجاج'),
        o('marble', 'Marble', 'رخام'),
      ],
      [1, 2],
    ),
  ],
  subs: [
    {
      slug: 'sofas',
      count: 26,
      newShare: 0.3,
      attributes: [
        number('seats', 'Seats', 'عدد المقاعد', { min: 1, max: 10 }),
        choice('sofa-type', 'Sofa type', 'نوع الكنب', [
          o('l-shape', 'L-shaped', 'زاوية'),
          o('three-seater', 'Three-seater', 'ثلاثي'),
          o('set', 'Set', 'طقم'),
          o('recliner', 'Recliner', 'ريكلاينر'),
        ]),
      ],
      items: [
        {
          en: 'L-shaped sofa',
          ar: 'كنبة زاوية',
          price: [120, 450],
          values: { 'sofa-type': 'l-shape', seats: [5, 7], material: ['fabric'] },
        },
        {
          en: 'Majlis sofa set, seven seats',
          ar: 'طقم كنب مجلس سبع مقاعد',
          price: [250, 900],
          values: { 'sofa-type': 'set', seats: [7, 7] },
        },
        {
          en: 'Electric recliner chair',
          ar: 'كرسي ريكلاينر كهربائي',
          price: [90, 260],
          values: { 'sofa-type': 'recliner', seats: [1, 1], material: ['leather'] },
        },
        {
          en: 'Three-seater velvet sofa',
          ar: 'كنبة ثلاثية مخمل',
          price: [80, 240],
          values: { 'sofa-type': 'three-seater', seats: [3, 3], material: ['fabric'] },
        },
      ],
      phrases: {
        en: [
          'Smoke free and pet free home.',
          'Covers are removable and washable.',
          'You need to arrange the pickup.',
          'Bought from Home Centre two years ago.',
        ],
        ar: [
          'من بيت بدون تدخين أو حيوانات.',
          'الأغطية قابلة للفك والغسيل.',
          'النقل على المشتري.',
          'مشترى من هوم سنتر قبل سنتين.',
        ],
      },
    },
    {
      slug: 'bedrooms',
      count: 20,
      attributes: [
        choice('bed-size', 'Bed size', 'مقاس السرير', [
          o('single', 'Single', 'مفرد'),
          o('double', 'Double', 'مزدوج'),
          o('queen', 'Queen', 'كوين'),
          o('king', 'King', 'كنج'),
        ]),
        number('pieces', 'Pieces', 'عدد القطع', { min: 1, max: 8 }),
      ],
      items: [
        {
          en: 'Complete bedroom set',
          ar: 'غرفة نوم كاملة',
          price: [250, 900],
          values: { pieces: [5, 8], 'bed-size': ['king', 'queen'] },
        },
        {
          en: 'King bed with medical mattress',
          ar: 'سرير كنج مع مرتبة طبية',
          price: [90, 260],
          values: { pieces: [2, 2], 'bed-size': 'king' },
        },
        {
          en: 'Kids bedroom with desk',
          ar: 'غرفة أطفال مع مكتب',
          price: [120, 380],
          values: { pieces: [3, 5], 'bed-size': 'single' },
        },
        { en: 'Four-door wardrobe', ar: 'كبت أربعة أبواب', price: [60, 200], values: { pieces: [1, 1] } },
      ],
      phrases: {
        en: [
          'Dismantling and delivery available for a small fee.',
          'Solid wood, very heavy.',
          'Mattress used for less than a year.',
        ],
        ar: ['الفك والتوصيل متوفر برسوم بسيطة.', 'خشب طبيعي ثقيل جداً.', 'المرتبة مستخدمة أقل من سنة.'],
      },
    },
    {
      slug: 'dining-tables',
      count: 14,
      attributes: [
        number('seats', 'Seats', 'عدد المقاعد', { min: 2, max: 12 }),
        choice('shape', 'Shape', 'الشكل', [
          o('round', 'Round', 'دائري'),
          o('rectangular', 'Rectangular', 'مستطيل'),
          o('square', 'Square', 'مربع'),
        ]),
      ],
      items: [
        {
          en: 'Dining table with six chairs',
          ar: 'طاولة طعام مع ست كراسي',
          price: [90, 320],
          values: { seats: [6, 6] },
        },
        {
          en: 'Marble dining table, eight seats',
          ar: 'طاولة طعام رخام ثمانية مقاعد',
          price: [300, 900],
          values: { seats: [8, 8], material: ['marble', 'metal'] },
        },
        {
          en: 'Round glass table for four',
          ar: 'طاولة زجاج دائرية لأربعة',
          price: [50, 150],
          values: { seats: [4, 4], shape: 'round', material: ['glass'] },
        },
      ],
      phrases: {
        en: ['Chairs are padded and the fabric is clean.', 'No scratches on the top.', 'Extendable for guests.'],
        ar: ['الكراسي مبطنة والقماش نظيف.', 'السطح بدون خدوش.', 'قابلة للتمديد للضيوف.'],
      },
    },
    {
      slug: 'office-furniture',
      count: 14,
      attributes: [
        choice('item-type', 'Item', 'النوع', [
          o('desk', 'Desk', 'مكتب'),
          o('chair', 'Chair', 'كرسي'),
          o('cabinet', 'Cabinet', 'خزانة'),
          o('meeting-table', 'Meeting table', 'طاولة اجتماعات'),
        ]),
        flag('ergonomic', 'Ergonomic', 'مريح طبياً', 0.5),
      ],
      items: [
        { en: 'Executive desk', ar: 'مكتب مدير', price: [80, 350], values: { 'item-type': 'desk' } },
        {
          en: 'Herman Miller Aeron chair',
          ar: 'كرسي هيرمان ميلر أيرون',
          price: [180, 450],
          values: { 'item-type': 'chair', ergonomic: 'true' },
        },
        {
          en: 'Standing desk, electric',
          ar: 'مكتب وقوف كهربائي',
          price: [90, 220],
          values: { 'item-type': 'desk', ergonomic: 'true' },
        },
        {
          en: 'Meeting table for ten',
          ar: 'طاولة اجتماعات لعشرة أشخاص',
          price: [150, 500],
          values: { 'item-type': 'meeting-table' },
        },
      ],
      phrases: {
        en: [
          'From an office that moved, several pieces available.',
          'Like new, used for a few months.',
          'Cable management included.',
        ],
        ar: ['من مكتب انتقل ويوجد أكثر من قطعة.', 'شبه جديد استخدام أشهر قليلة.', 'مع منظم أسلاك.'],
      },
    },
    {
      slug: 'outdoor-furniture',
      count: 14,
      attributes: [
        choice('item-type', 'Item', 'النوع', [
          o('garden-set', 'Garden set', 'جلسة حديقة'),
          o('umbrella', 'Umbrella', 'مظلة'),
          o('swing', 'Swing', 'مرجيحة'),
          o('bbq', 'Barbecue', 'شواية'),
        ]),
        flag('weatherproof', 'Weatherproof', 'مقاوم للعوامل الجوية', 0.7),
      ],
      items: [
        { en: 'Rattan garden set', ar: 'جلسة حديقة راتان', price: [80, 300], values: { 'item-type': 'garden-set' } },
        { en: 'Large garden umbrella', ar: 'مظلة حديقة كبيرة', price: [25, 90], values: { 'item-type': 'umbrella' } },
        {
          en: 'Garden swing for three',
          ar: 'مرجيحة حديقة لثلاثة أشخاص',
          price: [40, 130],
          values: { 'item-type': 'swing' },
        },
        {
          en: 'Weber gas barbecue',
          ar: 'شواية غاز ويبر',
          price: [60, 220],
          values: { 'item-type': 'bbq', material: ['metal'] },
        },
      ],
      phrases: {
        en: ['Perfect for the roof or the garden in winter.', 'Cushions included.', 'Resistant to the summer sun.'],
        ar: ['مناسبة للسطح أو الحديقة في الشتاء.', 'مع المخدات.', 'تتحمل شمس الصيف.'],
      },
    },
  ],
};
