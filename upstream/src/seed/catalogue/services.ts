/** Services: moving, cleaning, maintenance and tutoring. */
import { choice, flag, GOVERNORATES, number, o, several, yesNo } from './kit.js';
import type { TopCategoryPlan } from './types.js';

export const services: TopCategoryPlan = {
  slug: 'services',
  attributes: [several('service-area', 'Service area', 'مناطق الخدمة', GOVERNORATES, [1, 4])],
  subs: [
    {
      slug: 'moving',
      count: 14,
      newShare: 1,
      attributes: [
        flag('packing', 'Packing included', 'يشمل التغليف', 0.6),
        number('workers', 'Workers', 'عدد العمال', { min: 2, max: 10 }),
      ],
      items: [
        { en: 'House moving with dismantling and fitting', ar: 'نقل عفش مع فك وتركيب', price: [40, 150] },
        { en: 'Office moving', ar: 'نقل مكاتب', price: [80, 300] },
        {
          en: 'Small moves with a pickup truck',
          ar: 'نقليات صغيرة بالوانيت',
          price: [10, 30],
          values: { workers: [2, 2] },
        },
      ],
      phrases: {
        en: [
          'Experienced team with carpenters.',
          'Available seven days a week, including Friday.',
          'Fixed price agreed before we start.',
        ],
        ar: ['فريق خبرة مع نجارين.', 'متوفرين طول الأسبوع حتى يوم الجمعة.', 'السعر ثابت ومتفق عليه قبل البدء.'],
      },
    },
    {
      slug: 'cleaning',
      count: 14,
      newShare: 1,
      attributes: [
        choice('cleaning-type', 'Cleaning type', 'نوع التنظيف', [
          o('home', 'Homes', 'منازل'),
          o('sofa-carpet', 'Sofas and carpets', 'كنب وسجاد'),
          o('ac', 'Air conditioners', 'مكيفات'),
          o('water-tank', 'Water tanks', 'تناكي ماء'),
          o('car', 'Cars', 'سيارات'),
        ]),
        yesNo('materials', 'Materials included', 'تشمل المواد'),
        flag('same-day', 'Same-day service', 'خدمة في اليوم نفسه', 0.5),
      ],
      items: [
        { en: 'Deep home cleaning', ar: 'تنظيف شامل للمنازل', price: [25, 90], values: { 'cleaning-type': 'home' } },
        {
          en: 'Sofa and carpet steam cleaning',
          ar: 'تنظيف كنب وسجاد بالبخار',
          price: [15, 60],
          values: { 'cleaning-type': 'sofa-carpet' },
        },
        { en: 'Split AC cleaning', ar: 'تنظيف مكيفات سبليت', price: [5, 12], values: { 'cleaning-type': 'ac' } },
        {
          en: 'Water tank cleaning and sterilising',
          ar: 'تنظيف وتعقيم تناكي الماء',
          price: [15, 40],
          values: { 'cleaning-type': 'water-tank' },
        },
        {
          en: 'Car detailing at your home',
          ar: 'تلميع سيارات في المنزل',
          price: [8, 35],
          values: { 'cleaning-type': 'car' },
        },
      ],
      phrases: {
        en: [
          'We bring our own equipment and materials.',
          'Trained staff, men and women teams.',
          'Same day appointments.',
        ],
        ar: ['نجيب معدات ومواد التنظيف معنا.', 'عمالة مدربة رجال ونساء.', 'مواعيد بنفس اليوم.'],
      },
    },
    {
      slug: 'maintenance',
      count: 14,
      newShare: 1,
      attributes: [
        choice('trade', 'Trade', 'المهنة', [
          o('ac-repair', 'AC repair', 'تصليح مكيفات'),
          o('plumbing', 'Plumbing', 'أدوات صحية'),
          o('electrical', 'Electrical', 'كهرباء'),
          o('painting', 'Painting', 'صباغة'),
          o('carpentry', 'Carpentry', 'نجارة'),
          o('satellite', 'Satellite', 'ستلايت'),
        ]),
        flag('available-24h', 'Available 24 hours', 'متوفر 24 ساعة', 0.4),
      ],
      items: [
        {
          en: 'AC repair and gas refill',
          ar: 'تصليح مكيفات وتعبئة فريون',
          price: [5, 30],
          values: { trade: 'ac-repair' },
        },
        { en: 'Plumber for all works', ar: 'فني صحي لجميع الأعمال', price: [5, 25], values: { trade: 'plumbing' } },
        {
          en: 'Electrician, home and office',
          ar: 'كهربائي منازل ومكاتب',
          price: [5, 25],
          values: { trade: 'electrical' },
        },
        { en: 'House painting', ar: 'صباغة منازل', price: [60, 400], values: { trade: 'painting' } },
        {
          en: 'Satellite and TV installation',
          ar: 'تركيب ستلايت وشاشات',
          price: [5, 20],
          values: { trade: 'satellite' },
        },
      ],
      phrases: {
        en: [
          'Over fifteen years of experience in Kuwait.',
          'Guarantee on all work.',
          'Call any time, we reply quickly.',
        ],
        ar: ['خبرة أكثر من خمسة عشر سنة بالكويت.', 'ضمان على جميع الأعمال.', 'اتصل بأي وقت ونرد بسرعة.'],
      },
    },
    {
      slug: 'tutoring',
      count: 14,
      newShare: 1,
      attributes: [
        several(
          'subject',
          'Subject',
          'المادة',
          [
            o('math', 'Maths', 'رياضيات'),
            o('physics', 'Physics', 'فيزياء'),
            o('chemistry', 'Chemistry', 'كيمياء'),
            o('english', 'English', 'إنجليزي'),
            o('arabic', 'Arabic', 'عربي'),
            o('quran', 'Quran', 'قرآن'),
          ],
          [1, 2],
        ),
        choice('level', 'Level', 'المرحلة', [
          o('primary', 'Primary', 'ابتدائي'),
          o('intermediate', 'Intermediate', 'متوسط'),
          o('secondary', 'Secondary', 'ثانوي'),
          o('university', 'University', 'جامعي'),
        ]),
        yesNo('online', 'Online lessons', 'دروس أونلاين'),
      ],
      items: [
        {
          en: 'Maths teacher for secondary school',
          ar: 'مدرس رياضيات للثانوي',
          price: [10, 25],
          values: { subject: ['math'], level: 'secondary' },
        },
        {
          en: 'Physics and chemistry tutor',
          ar: 'مدرس فيزياء وكيمياء',
          price: [10, 25],
          values: { subject: ['physics', 'chemistry'] },
        },
        {
          en: 'English lessons and IELTS preparation',
          ar: 'دروس إنجليزي وتحضير آيلتس',
          price: [8, 20],
          values: { subject: ['english'] },
        },
        {
          en: 'Quran memorisation for children',
          ar: 'تحفيظ قرآن للأطفال',
          price: [5, 15],
          values: { subject: ['quran', 'arabic'], level: 'primary' },
        },
      ],
      phrases: {
        en: [
          'Experienced teacher following the Kuwaiti curriculum.',
          'Lessons at your home or online.',
          'Price per hour, packages available.',
        ],
        ar: ['مدرس خبرة بالمنهج الكويتي.', 'الدروس في البيت أو أونلاين.', 'السعر للساعة ويوجد باقات.'],
      },
    },
  ],
};
