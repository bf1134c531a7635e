/** Hobbies & books: books, musical instruments, collectibles and arts & crafts. */
import { bi, choice, flag, number, o, text } from './kit.js';
import type { TopCategoryPlan } from './types.js';

export const hobbiesBooks: TopCategoryPlan = {
  slug: 'hobbies-books',
  attributes: [],
  subs: [
    {
      slug: 'books',
      count: 20,
      newShare: 0.4,
      attributes: [
        choice('language', 'Language', 'اللغة', [o('arabic', 'Arabic', 'عربي'), o('english', 'English', 'إنجليزي')]),
        choice('genre', 'Genre', 'التصنيف', [
          o('novel', 'Novel', 'رواية'),
          o('history', 'History', 'تاريخ'),
          o('religion', 'Religion', 'ديني'),
          o('kids', 'Children', 'أطفال'),
          o('self-help', 'Self-help', 'تطوير الذات'),
          o('textbook', 'Textbook', 'كتب دراسية'),
        ]),
        text('author', 'Author', 'المؤلف', [
          bi('Saud Alsanousi', 'سعود السنعوسي'),
          bi('Ismail Fahd Ismail', 'إسماعيل فهد إسماعيل'),
          bi('J. K. Rowling', 'ج. ك. رولينغ'),
          bi('Paulo Coelho', 'باولو كويلو'),
        ]),
      ],
      items: [
        {
          en: 'The Bamboo Stalk by Saud Alsanousi',
          ar: 'رواية ساق البامبو لسعود السنعوسي',
          price: [3, 8],
          values: { language: 'arabic', genre: 'novel', author: bi('Saud Alsanousi', 'سعود السنعوسي') },
        },
        {
          en: 'Ismail Fahd Ismail novels collection',
          ar: 'مجموعة روايات إسماعيل فهد إسماعيل',
          price: [10, 30],
          values: { language: 'arabic', genre: 'novel', author: bi('Ismail Fahd Ismail', 'إسماعيل فهد إسماعيل') },
        },
        {
          en: 'Harry Potter complete box set',
          ar: 'مجموعة هاري بوتر كاملة',
          price: [15, 40],
          values: { language: 'english', genre: 'kids', author: bi('J. K. Rowling', 'ج. ك. رولينغ') },
        },
        { en: 'History of Kuwait, illustrated', ar: 'تاريخ الكويت مصور', price: [5, 20], values: { genre: 'history' } },
        {
          en: 'IELTS preparation books',
          ar: 'كتب تحضير آيلتس',
          price: [4, 15],
          values: { language: 'english', genre: 'textbook' },
        },
        {
          en: 'The Alchemist',
          ar: 'رواية الخيميائي',
          price: [2, 6],
          values: { genre: 'novel', author: bi('Paulo Coelho', 'باولو كويلو') },
        },
      ],
      phrases: {
        en: ['Pages clean, no notes or highlights.', 'Hardcover edition.', 'Bought from a book fair.'],
        ar: ['الصفحات نظيفة بدون كتابة أو تظليل.', 'طبعة بغلاف مقوى.', 'مشترى من معرض الكتاب.'],
      },
    },
    {
      slug: 'musical-instruments',
      count: 14,
      attributes: [
        choice('instrument', 'Instrument', 'الآلة', [
          o('oud', 'Oud', 'عود'),
          o('guitar', 'Guitar', 'جيتار'),
          o('piano', 'Piano', 'بيانو'),
          o('keyboard', 'Keyboard', 'أورج'),
          o('drums', 'Drums', 'طبول'),
          o('violin', 'Violin', 'كمان'),
        ]),
        flag('with-case', 'Case included', 'مع حقيبة', 0.6),
        flag('beginner', 'Suits beginners', 'مناسب للمبتدئين', 0.5),
      ],
      items: [
        { en: 'Handmade Iraqi oud', ar: 'عود عراقي صناعة يدوية', price: [80, 450], values: { instrument: 'oud' } },
        {
          en: 'Yamaha acoustic guitar',
          ar: 'جيتار ياماها أكوستيك',
          price: [40, 160],
          values: { instrument: 'guitar' },
        },
        { en: 'Yamaha digital piano', ar: 'بيانو رقمي ياماها', price: [200, 700], values: { instrument: 'piano' } },
        { en: 'Korg arranger keyboard', ar: 'أورج كورج', price: [250, 900], values: { instrument: 'keyboard' } },
        { en: 'Electronic drum kit', ar: 'طقم طبول إلكترونية', price: [150, 500], values: { instrument: 'drums' } },
      ],
      phrases: {
        en: ['Comes with a hard case.', 'Strings changed recently.', 'Suitable for beginners and professionals.'],
        ar: ['مع شنطة صلبة.', 'تم تغيير الأوتار مؤخراً.', 'يناسب المبتدئين والمحترفين.'],
      },
    },
    {
      slug: 'collectibles',
      count: 14,
      newShare: 0,
      attributes: [
        choice('collectible-type', 'Type', 'النوع', [
          o('coins', 'Coins', 'عملات'),
          o('stamps', 'Stamps', 'طوابع'),
          o('antiques', 'Antiques', 'تحف'),
          o('cards', 'Trading cards', 'بطاقات'),
        ]),
        number('year', 'Year', 'السنة', { min: 1900, max: 2024 }),
        flag('certificate', 'Certificate of authenticity', 'شهادة أصالة', 0.4),
      ],
      items: [
        {
          en: 'Old Kuwaiti coins collection',
          ar: 'مجموعة عملات كويتية قديمة',
          price: [30, 400],
          values: { 'collectible-type': 'coins', year: [1961, 1990] },
        },
        {
          en: 'Kuwait stamps from the sixties',
          ar: 'طوابع كويتية من الستينات',
          price: [20, 250],
          values: { 'collectible-type': 'stamps', year: [1960, 1969] },
        },
        {
          en: 'Antique brass dallah',
          ar: 'دلة نحاس قديمة',
          price: [40, 300],
          values: { 'collectible-type': 'antiques', year: [1920, 1970] },
        },
        {
          en: 'Pokémon card collection',
          ar: 'مجموعة بطاقات بوكيمون',
          price: [20, 350],
          values: { 'collectible-type': 'cards', year: [1999, 2023] },
        },
      ],
      phrases: {
        en: ['Kept in albums, excellent condition.', 'A rare piece for collectors.', 'Serious collectors only.'],
        ar: ['محفوظة بألبومات وبحالة ممتازة.', 'قطعة نادرة للهواة.', 'للهواة الجادين فقط.'],
      },
    },
    {
      slug: 'arts-crafts',
      count: 14,
      attributes: [
        choice('art-type', 'Type', 'النوع', [
          o('painting', 'Painting', 'لوحة'),
          o('calligraphy', 'Calligraphy', 'خط عربي'),
          o('sadu', 'Sadu weaving', 'سدو'),
          o('pottery', 'Pottery', 'فخار'),
          o('supplies', 'Art supplies', 'أدوات رسم'),
        ]),
        flag('handmade', 'Handmade', 'صناعة يدوية', 0.8),
        flag('framed', 'Framed', 'مؤطّر', 0.5),
      ],
      items: [
        {
          en: 'Oil painting of old Kuwait',
          ar: 'لوحة زيتية للكويت القديمة',
          price: [60, 450],
          values: { 'art-type': 'painting' },
        },
        {
          en: 'Arabic calligraphy framed',
          ar: 'لوحة خط عربي مع برواز',
          price: [30, 250],
          values: { 'art-type': 'calligraphy' },
        },
        {
          en: 'Traditional Sadu cushion set',
          ar: 'طقم مساند سدو تراثي',
          price: [25, 120],
          values: { 'art-type': 'sadu', handmade: 'true' },
        },
        {
          en: 'Handmade pottery vases',
          ar: 'مزهريات فخار صناعة يدوية',
          price: [10, 60],
          values: { 'art-type': 'pottery', handmade: 'true' },
        },
        {
          en: 'Winsor & Newton paint set',
          ar: 'طقم ألوان وينسور آند نيوتن',
          price: [15, 60],
          values: { 'art-type': 'supplies', handmade: 'false' },
        },
      ],
      phrases: {
        en: ['Signed by the artist.', 'Made in a studio in Shuwaikh.', 'Can be customised on request.'],
        ar: ['موقعة من الفنان.', 'مصنوعة في مرسم بالشويخ.', 'يمكن التعديل حسب الطلب.'],
      },
    },
  ],
};
