/** Real estate: rentals, houses, land, chalets and commercial property. */
import { AttributeType } from '@badal/contracts';
import { bi, choice, flag, GOVERNORATES, number, o, several, yesNo } from './kit.js';
import type { TitleInput, TopCategoryPlan } from './types.js';

const inArea = ({ item, lang, area }: TitleInput) =>
  lang === 'en' ? `${item.en} in ${area.en}` : `${item.ar} في ${area.ar}`;
const SQM = bi('m²', 'م²');

export const realEstate: TopCategoryPlan = {
  slug: 'real-estate',
  attributes: [
    {
      key: 'governorate',
      en: 'Governorate',
      ar: 'المحافظة',
      type: AttributeType.multiChoice,
      options: GOVERNORATES,
      fromArea: true,
    },
    number('size', 'Size', 'المساحة', { min: 30, max: 2000, step: 10, unit: SQM }),
  ],
  subs: [
    {
      slug: 'apartments-for-rent',
      count: 34,
      newShare: 0.25,
      attributes: [
        number('bedrooms', 'Bedrooms', 'غرف النوم', { min: 1, max: 5 }),
        number('bathrooms', 'Bathrooms', 'الحمامات', { min: 1, max: 4 }),
        yesNo('furnished', 'Furnished', 'مفروشة'),
        several(
          'amenities',
          'Amenities',
          'المرافق',
          [
            o('pool', 'Swimming pool', 'مسبح'),
            o('gym', 'Gym', 'نادي رياضي'),
            o('parking', 'Parking', 'موقف سيارات'),
            o('elevator', 'Elevator', 'مصعد'),
            o('security', 'Security', 'حراسة'),
            o('sea-view', 'Sea view', 'إطلالة بحرية'),
          ],
          [1, 3],
        ),
      ],
      items: [
        {
          en: 'Two-bedroom apartment',
          ar: 'شقة غرفتين وصالة',
          price: [280, 450],
          values: { bedrooms: [2, 2], size: [80, 120] },
        },
        {
          en: 'Three-bedroom apartment with sea view',
          ar: 'شقة ثلاث غرف بإطلالة بحرية',
          price: [450, 900],
          values: { bedrooms: [3, 3], size: [140, 220], amenities: ['sea-view', 'parking'] },
          areas: ['salmiya', 'fintas', 'mahboula', 'abu-halifa', 'mangaf'],
        },
        {
          en: 'Studio apartment',
          ar: 'شقة استوديو',
          price: [180, 280],
          values: { bedrooms: [1, 1], bathrooms: [1, 1], size: [35, 60] },
        },
        {
          en: 'Duplex apartment',
          ar: 'شقة دوبلكس',
          price: [650, 1200],
          values: { bedrooms: [3, 5], size: [220, 350] },
        },
        {
          en: 'Floor in a private house',
          ar: 'دور في بيت خاص',
          price: [500, 850],
          values: { bedrooms: [3, 4], size: [200, 300] },
        },
      ],
      title: inArea,
      phrases: {
        en: [
          'Monthly rent, electricity and water included.',
          'Central air conditioning and a covered parking spot.',
          'Close to the co-op, schools and the ring road.',
          'Available from the first of next month.',
          'Families only, no agents please.',
        ],
        ar: [
          'الإيجار شهري شامل الكهرباء والماء.',
          'تكييف مركزي وموقف مظلل.',
          'قريبة من الجمعية والمدارس والدائري.',
          'متاحة من أول الشهر القادم.',
          'للعائلات فقط وبدون مكاتب.',
        ],
      },
    },
    {
      slug: 'houses-for-sale',
      count: 16,
      newShare: 0.15,
      attributes: [
        number('bedrooms', 'Bedrooms', 'غرف النوم', { min: 3, max: 10 }),
        number('floors', 'Floors', 'عدد الأدوار', { min: 1, max: 4 }),
        flag('pool', 'Private pool', 'مسبح خاص', 0.3),
      ],
      items: [
        { en: 'House for sale', ar: 'بيت للبيع', price: [280_000, 650_000], values: { size: [400, 600] } },
        { en: 'Modern villa', ar: 'فيلا حديثة', price: [600_000, 1_400_000], values: { size: [500, 1000] } },
        {
          en: 'Corner house on two streets',
          ar: 'بيت زاوية على شارعين',
          price: [350_000, 800_000],
          values: { size: [400, 750] },
        },
        { en: 'Government housing house', ar: 'بيت حكومي', price: [250_000, 420_000], values: { size: [400, 400] } },
      ],
      title: inArea,
      phrases: {
        en: [
          'Built with high quality finishes and a large diwaniya.',
          'Basement, maid room and a garden.',
          'Documents are ready for transfer.',
          'Quiet street close to the mosque.',
        ],
        ar: [
          'بناء تشطيب فاخر مع ديوانية كبيرة.',
          'سرداب وغرفة خادمة وحديقة.',
          'الأوراق جاهزة للتحويل.',
          'شارع هادئ قريب من المسجد.',
        ],
      },
    },
    {
      slug: 'land',
      count: 10,
      newShare: 0,
      attributes: [
        choice('land-use', 'Land use', 'نوع الاستخدام', [
          o('residential', 'Residential', 'سكني'),
          o('commercial', 'Commercial', 'تجاري'),
          o('agricultural', 'Agricultural', 'زراعي'),
          o('industrial', 'Industrial', 'صناعي'),
        ]),
        flag('corner', 'Corner plot', 'زاوية', 0.35),
      ],
      items: [
        {
          en: 'Residential plot',
          ar: 'أرض سكنية',
          price: [180_000, 420_000],
          values: { 'land-use': 'residential', size: [375, 1000] },
        },
        {
          en: 'Commercial land',
          ar: 'أرض تجارية',
          price: [400_000, 1_500_000],
          values: { 'land-use': 'commercial', size: [500, 2000] },
        },
        {
          en: 'Farm in Wafra',
          ar: 'مزرعة في الوفرة',
          price: [90_000, 250_000],
          values: { 'land-use': 'agricultural', size: [1000, 2000] },
        },
      ],
      title: inArea,
      phrases: {
        en: ['Clear title, ready for building permits.', 'Facing a main road.', 'Price negotiable for serious buyers.'],
        ar: ['الأوراق سليمة وجاهزة لرخص البناء.', 'مواجهة لشارع رئيسي.', 'السعر قابل للتفاوض للجادين.'],
      },
    },
    {
      slug: 'chalets',
      count: 14,
      newShare: 0.2,
      attributes: [
        number('bedrooms', 'Bedrooms', 'غرف النوم', { min: 2, max: 7 }),
        flag('beach-front', 'Beach front', 'على البحر مباشرة', 0.6),
        yesNo('pool', 'Swimming pool', 'مسبح'),
      ],
      items: [
        {
          en: 'Chalet for daily rent',
          ar: 'شاليه للإيجار اليومي',
          price: [80, 250],
          values: { size: [300, 600] },
          areas: ['khairan', 'bneider', 'julaia'],
        },
        {
          en: 'Weekend chalet with private beach',
          ar: 'شاليه نهاية الأسبوع مع شاطئ خاص',
          price: [150, 400],
          values: { size: [400, 800], 'beach-front': 'true' },
          areas: ['khairan', 'bneider'],
        },
        {
          en: 'Chalet for sale',
          ar: 'شاليه للبيع',
          price: [180_000, 450_000],
          values: { size: [500, 1000] },
          areas: ['khairan', 'julaia', 'bneider'],
        },
      ],
      title: inArea,
      phrases: {
        en: [
          'Fully furnished with a barbecue area.',
          'Booking for weekends and holidays.',
          'Kids play area and a jacuzzi.',
        ],
        ar: ['مؤثث بالكامل مع منطقة شواء.', 'الحجز لنهاية الأسبوع والعطل.', 'منطقة ألعاب للأطفال وجاكوزي.'],
      },
    },
    {
      slug: 'commercial-property',
      count: 12,
      newShare: 0.2,
      attributes: [
        choice('property-type', 'Property type', 'نوع العقار', [
          o('shop', 'Shop', 'محل'),
          o('office', 'Office', 'مكتب'),
          o('warehouse', 'Warehouse', 'مخزن'),
          o('showroom', 'Showroom', 'معرض'),
        ]),
      ],
      items: [
        {
          en: 'Shop for rent',
          ar: 'محل للإيجار',
          price: [600, 2500],
          values: { 'property-type': 'shop', size: [40, 150] },
        },
        {
          en: 'Office space',
          ar: 'مكتب للإيجار',
          price: [500, 3000],
          values: { 'property-type': 'office', size: [60, 400] },
        },
        {
          en: 'Warehouse',
          ar: 'مخزن',
          price: [900, 4500],
          values: { 'property-type': 'warehouse', size: [300, 2000] },
        },
        {
          en: 'Car showroom',
          ar: 'معرض سيارات',
          price: [2500, 8000],
          values: { 'property-type': 'showroom', size: [400, 1500] },
        },
      ],
      title: inArea,
      phrases: {
        en: [
          'Monthly rent, key money negotiable.',
          'Licence ready for most activities.',
          'High footfall area with parking.',
        ],
        ar: ['الإيجار شهري والخلو قابل للتفاوض.', 'الترخيص جاهز لأغلب الأنشطة.', 'منطقة حيوية مع مواقف.'],
      },
    },
  ],
};
