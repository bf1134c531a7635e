/** Fashion: clothing, watches, bags, perfumes and shoes. */
import { bi, choice, colour, number, o, several, yesNo } from './kit.js';
import type { TopCategoryPlan } from './types.js';

const SIZES = [o('s', 'S', 'S'), o('m', 'M', 'M'), o('l', 'L', 'L'), o('xl', 'XL', 'XL'), o('xxl', 'XXL', 'XXL')];

export const fashion: TopCategoryPlan = {
  slug: 'fashion',
  attributes: [colour()],
  subs: [
    {
      slug: 'mens-clothing',
      count: 20,
      newShare: 0.6,
      attributes: [
        several('size', 'Size', 'المقاس', SIZES),
        choice('clothing-type', 'Type', 'النوع', [
          o('dishdasha', 'Dishdasha', 'دشداشة'),
          o('bisht', 'Bisht', 'بشت'),
          o('suit', 'Suit', 'بدلة'),
          o('jacket', 'Jacket', 'جاكيت'),
          o('ghutra', 'Ghutra', 'غترة'),
        ]),
      ],
      items: [
        {
          en: 'Bisht with gold embroidery',
          ar: 'بشت مزري ذهبي',
          price: [80, 450],
          values: { 'clothing-type': 'bisht', colour: ['black', 'brown', 'beige'] },
        },
        {
          en: 'Winter dishdasha, tailored',
          ar: 'دشداشة شتوية تفصيل',
          price: [18, 45],
          values: { 'clothing-type': 'dishdasha', colour: ['grey', 'brown', 'navy'] },
        },
        {
          en: 'Hugo Boss suit',
          ar: 'بدلة هوغو بوس',
          price: [70, 180],
          values: { 'clothing-type': 'suit', colour: ['navy', 'black', 'grey'] },
        },
        { en: 'Leather jacket', ar: 'جاكيت جلد', price: [35, 120], values: { 'clothing-type': 'jacket' } },
        {
          en: 'Shemagh and ghutra set',
          ar: 'طقم شماغ وغترة',
          price: [10, 35],
          values: { 'clothing-type': 'ghutra', colour: ['white', 'red'] },
        },
      ],
      phrases: {
        en: ['Worn once for a wedding.', 'Tailored in Kuwait from Japanese fabric.', 'Dry cleaned and ready to wear.'],
        ar: ['ملبوس مرة واحدة في عرس.', 'تفصيل بالكويت من قماش ياباني.', 'مغسول بالبخار وجاهز للبس.'],
      },
    },
    {
      slug: 'womens-clothing',
      count: 20,
      newShare: 0.6,
      attributes: [
        several('size', 'Size', 'المقاس', SIZES),
        choice('clothing-type', 'Type', 'النوع', [
          o('abaya', 'Abaya', 'عباية'),
          o('dress', 'Dress', 'فستان'),
          o('jalabiya', 'Jalabiya', 'جلابية'),
          o('jacket', 'Jacket', 'جاكيت'),
        ]),
      ],
      items: [
        {
          en: 'Embroidered abaya',
          ar: 'عباية مطرزة',
          price: [25, 120],
          values: { 'clothing-type': 'abaya', colour: ['black', 'navy', 'beige'] },
        },
        { en: 'Evening dress', ar: 'فستان سهرة', price: [40, 300], values: { 'clothing-type': 'dress' } },
        { en: 'Ramadan jalabiya', ar: 'جلابية رمضانية', price: [15, 60], values: { 'clothing-type': 'jalabiya' } },
        { en: 'Designer blazer', ar: 'بليزر ماركة', price: [30, 140], values: { 'clothing-type': 'jacket' } },
      ],
      phrases: {
        en: ['Worn once to a wedding.', 'Made by a Kuwaiti designer.', 'Perfect for Eid and Ramadan gatherings.'],
        ar: ['ملبوس مرة واحدة بعرس.', 'من تصميم مصممة كويتية.', 'مناسب للعيد وغبقات رمضان.'],
      },
    },
    {
      slug: 'watches',
      count: 22,
      newShare: 0.3,
      attributes: [
        choice('brand', 'Brand', 'الماركة', [
          o('rolex', 'Rolex', 'رولكس'),
          o('omega', 'Omega', 'أوميغا'),
          o('cartier', 'Cartier', 'كارتييه'),
          o('tag-heuer', 'TAG Heuer', 'تاغ هوير'),
          o('casio', 'Casio', 'كاسيو'),
          o('seiko', 'Seiko', 'سيكو'),
        ]),
        choice('movement', 'Movement', 'الحركة', [
          o('automatic', 'Automatic', 'أوتوماتيك'),
          o('quartz', 'Quartz', 'كوارتز'),
        ]),
        yesNo('box-papers', 'Box and papers', 'العلبة والأوراق'),
      ],
      items: [
        {
          en: 'Rolex Submariner Date',
          ar: 'رولكس صب مارينر ديت',
          price: [3500, 6500],
          values: { brand: 'rolex', movement: 'automatic' },
        },
        {
          en: 'Rolex Day-Date 40 gold',
          ar: 'رولكس داي ديت 40 ذهب',
          price: [9000, 16000],
          values: { brand: 'rolex', movement: 'automatic', colour: 'gold' },
        },
        {
          en: 'Omega Seamaster 300M',
          ar: 'أوميغا سي ماستر 300M',
          price: [1200, 2200],
          values: { brand: 'omega', movement: 'automatic' },
        },
        {
          en: 'Cartier Santos',
          ar: 'كارتييه سانتوس',
          price: [1800, 3200],
          values: { brand: 'cartier', movement: 'automatic' },
        },
        { en: 'TAG Heuer Carrera', ar: 'تاغ هوير كاريرا', price: [700, 1500], values: { brand: 'tag-heuer' } },
        { en: 'Casio G-Shock', ar: 'كاسيو جي شوك', price: [15, 60], values: { brand: 'casio', movement: 'quartz' } },
        { en: 'Seiko Presage', ar: 'سيكو بريساج', price: [90, 220], values: { brand: 'seiko', movement: 'automatic' } },
      ],
      phrases: {
        en: [
          'Bought from the official dealer in Kuwait.',
          'Serviced last year.',
          'Original bracelet, all links included.',
        ],
        ar: ['مشتراة من الوكيل الرسمي بالكويت.', 'تمت صيانتها السنة الماضية.', 'السوار أصلي مع جميع الحلقات.'],
      },
    },
    {
      slug: 'bags',
      count: 16,
      newShare: 0.4,
      attributes: [
        choice('brand', 'Brand', 'الماركة', [
          o('louis-vuitton', 'Louis Vuitton', 'لويس فيتون'),
          o('gucci', 'Gucci', 'غوتشي'),
          o('chanel', 'Chanel', 'شانيل'),
          o('hermes', 'Hermès', 'هيرميس'),
          o('dior', 'Dior', 'ديور'),
          o('coach', 'Coach', 'كوتش'),
        ]),
        choice('bag-type', 'Type', 'النوع', [
          o('handbag', 'Handbag', 'شنطة يد'),
          o('backpack', 'Backpack', 'حقيبة ظهر'),
          o('wallet', 'Wallet', 'محفظة'),
          o('travel', 'Travel bag', 'حقيبة سفر'),
        ]),
      ],
      items: [
        {
          en: 'Louis Vuitton Neverfull',
          ar: 'لويس فيتون نيفرفول',
          price: [350, 650],
          values: { brand: 'louis-vuitton', 'bag-type': 'handbag' },
        },
        {
          en: 'Chanel Classic Flap',
          ar: 'شانيل كلاسيك فلاب',
          price: [1800, 3500],
          values: { brand: 'chanel', 'bag-type': 'handbag' },
        },
        {
          en: 'Hermès Birkin 30',
          ar: 'هيرميس بيركن 30',
          price: [5000, 9500],
          values: { brand: 'hermes', 'bag-type': 'handbag' },
        },
        {
          en: 'Gucci backpack',
          ar: 'حقيبة ظهر غوتشي',
          price: [250, 500],
          values: { brand: 'gucci', 'bag-type': 'backpack' },
        },
        { en: 'Coach wallet', ar: 'محفظة كوتش', price: [25, 70], values: { brand: 'coach', 'bag-type': 'wallet' } },
      ],
      phrases: {
        en: [
          'Authentic with receipt and dust bag.',
          'Corners in excellent condition.',
          'Can be checked at any authentication store.',
        ],
        ar: ['أصلية مع الفاتورة والكيس.', 'الزوايا بحالة ممتازة.', 'يمكن فحصها في أي محل توثيق.'],
      },
    },
    {
      slug: 'perfumes',
      count: 22,
      newShare: 0.8,
      attributes: [
        choice('brand', 'Brand', 'الماركة', [
          o('ajmal', 'Ajmal', 'أجمل'),
          o('arabian-oud', 'Arabian Oud', 'العربية للعود'),
          o('abdul-samad-al-qurashi', 'Abdul Samad Al Qurashi', 'عبدالصمد القرشي'),
          o('dior', 'Dior', 'ديور'),
          o('chanel', 'Chanel', 'شانيل'),
          o('creed', 'Creed', 'كريد'),
        ]),
        number('volume', 'Volume', 'الحجم', { min: 3, max: 200, unit: bi('ml', 'مل') }),
        choice('concentration', 'Concentration', 'التركيز', [
          o('parfum', 'Parfum', 'بارفان'),
          o('edp', 'Eau de parfum', 'أو دو بارفان'),
          o('edt', 'Eau de toilette', 'أو دو تواليت'),
          o('oil', 'Perfume oil', 'دهن'),
        ]),
      ],
      items: [
        {
          en: 'Cambodian oud oil',
          ar: 'دهن عود كمبودي',
          price: [40, 220],
          values: { brand: 'abdul-samad-al-qurashi', concentration: 'oil', volume: [3, 12] },
        },
        {
          en: 'Creed Aventus 100 ml',
          ar: 'كريد أفينتوس 100 مل',
          price: [70, 110],
          values: { brand: 'creed', concentration: 'edp', volume: [100, 100] },
        },
        {
          en: 'Arabian Oud Kalemat',
          ar: 'العربية للعود كلمات',
          price: [25, 45],
          values: { brand: 'arabian-oud', concentration: 'edp', volume: [100, 100] },
        },
        {
          en: 'Dior Sauvage Elixir',
          ar: 'ديور سوفاج إليكسير',
          price: [40, 70],
          values: { brand: 'dior', concentration: 'parfum', volume: [60, 100] },
        },
        {
          en: 'Chanel Coco Mademoiselle',
          ar: 'شانيل كوكو مادموزيل',
          price: [35, 60],
          values: { brand: 'chanel', concentration: 'edp', volume: [50, 100] },
        },
        {
          en: 'Ajmal Dahn Al Oudh',
          ar: 'أجمل دهن العود',
          price: [30, 90],
          values: { brand: 'ajmal', concentration: 'oil', volume: [3, 6] },
        },
      ],
      phrases: {
        en: ['Sealed box, bought from the mall.', 'Long lasting, the scent stays all day.', 'Only a few sprays used.'],
        ar: ['مغلف بالكرتون ومشترى من المجمع.', 'ثابت والريحة تدوم طول اليوم.', 'مستخدم رشات قليلة فقط.'],
      },
    },
    {
      slug: 'shoes',
      count: 16,
      newShare: 0.55,
      attributes: [
        number('size', 'Size (EU)', 'المقاس (أوروبي)', { min: 36, max: 47 }),
        choice('brand', 'Brand', 'الماركة', [
          o('nike', 'Nike', 'نايكي'),
          o('adidas', 'Adidas', 'أديداس'),
          o('new-balance', 'New Balance', 'نيو بالانس'),
          o('louboutin', 'Christian Louboutin', 'كريستيان لوبوتان'),
          o('najdi', 'Najdi', 'نجدي'),
        ]),
      ],
      items: [
        { en: 'Nike Air Jordan 1', ar: 'نايكي إير جوردن 1', price: [45, 160], values: { brand: 'nike' } },
        { en: 'Adidas Samba', ar: 'أديداس سامبا', price: [20, 45], values: { brand: 'adidas' } },
        { en: 'New Balance 550', ar: 'نيو بالانس 550', price: [25, 50], values: { brand: 'new-balance' } },
        {
          en: 'Christian Louboutin heels',
          ar: 'كعب كريستيان لوبوتان',
          price: [120, 280],
          values: { brand: 'louboutin', size: [36, 41] },
        },
        {
          en: 'Najdi leather sandals',
          ar: 'نعال نجدي جلد',
          price: [15, 45],
          values: { brand: 'najdi', size: [40, 46] },
        },
      ],
      phrases: {
        en: ['Worn twice, like new.', 'Original box included.', 'Wrong size, that is why I am selling.'],
        ar: ['ملبوس مرتين وشبه جديد.', 'مع الكرتون الأصلي.', 'المقاس ما ناسبني لذلك للبيع.'],
      },
    },
  ],
};
