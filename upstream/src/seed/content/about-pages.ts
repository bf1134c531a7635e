/** The five about pages (spec §2) in English and Arabic, and the people on the leadership page. */
import type { AboutPage } from '@badal/contracts';

export interface SeedAboutPage {
  slug: AboutPage;
  title: { en: string; ar: string };
  paragraphs: { en: readonly string[]; ar: readonly string[] };
}

export interface SeedLeader {
  key: string;
  name: { en: string; ar: string };
  role: { en: string; ar: string };
  /** Portrait background colour. */
  colour: string;
}

export const seedAboutPages: readonly SeedAboutPage[] = [
  {
    slug: 'our-story',
    title: { en: 'Our story', ar: 'قصتنا' },
    paragraphs: {
      en: [
        'Badal began in a diwaniya in Kaifan in 2021, when a group of friends noticed how many good things in Kuwaiti homes sat unused while someone across town was looking for exactly the same thing.',
        'Classified ads worked for selling, but nobody had made swapping easy. So we built a marketplace where every ad can be for sale, for barter, or both, and where a phone can be traded for a bicycle as naturally as it can be sold for cash.',
        'Today thousands of members in every governorate, from Jahra to Ahmadi, list cars, furniture, electronics, services and more in Arabic and in English. The name says what we are about: badal, the exchange.',
      ],
      ar: [
        'بدأت فكرة بدل في ديوانية في كيفان سنة 2021، عندما لاحظ مجموعة من الأصدقاء كم من الأشياء الجيدة في بيوت الكويت لا تُستخدم، بينما يبحث شخص آخر في منطقة ثانية عن نفس الشيء بالضبط.',
        'الإعلانات المبوبة كانت تنفع للبيع، لكن لم يسهّل أحد المقايضة. فبنينا سوقاً يكون فيه كل إعلان للبيع أو للبدل أو للاثنين معاً، ويمكن فيه تبديل هاتف بدراجة بنفس سهولة بيعه بالكاش.',
        'اليوم يعرض آلاف الأعضاء في كل المحافظات، من الجهراء إلى الأحمدي، سيارات وأثاثاً وإلكترونيات وخدمات وغيرها بالعربي والإنجليزي. والاسم يلخص فكرتنا: بدل، أي التبادل.',
      ],
    },
  },
  {
    slug: 'our-mission',
    title: { en: 'Our mission', ar: 'رسالتنا' },
    paragraphs: {
      en: [
        'Our mission is to make buying, selling and swapping between people in Kuwait simple, safe and fair.',
        'We do that by keeping listing free and quick, by verifying every member with a Kuwaiti phone number, by letting people talk inside the app without sharing personal details, and by giving barter the same tools as a sale: offers, requests and a clear record of who agreed to what.',
        'For businesses, we offer company accounts, banners and promoted ads that put their products in front of the right people without drowning out private sellers.',
      ],
      ar: [
        'رسالتنا أن نجعل البيع والشراء والمقايضة بين الناس في الكويت سهلة وآمنة وعادلة.',
        'نحقق ذلك بإبقاء نشر الإعلان مجانياً وسريعاً، والتحقق من كل عضو برقم هاتف كويتي، وإتاحة المحادثة داخل التطبيق بدون مشاركة البيانات الشخصية، ومنح المقايضة نفس أدوات البيع: العروض والطلبات وسجل واضح لما تم الاتفاق عليه.',
        'وللشركات نوفر حسابات تجارية وبنرات وإعلانات مميزة تضع منتجاتها أمام الأشخاص المناسبين دون أن تطغى على البائعين الأفراد.',
      ],
    },
  },
  {
    slug: 'our-vision',
    title: { en: 'Our vision', ar: 'رؤيتنا' },
    paragraphs: {
      en: [
        'We want Badal to be the first place anyone in Kuwait thinks of when they want to pass something on or find something they need.',
        'We picture a country where fewer things end up in landfill, where a student can swap textbooks at the end of term, where a family moving house finds new owners for their furniture in a weekend, and where small businesses reach customers in their own neighbourhood.',
        "And we want to get there in both of Kuwait's everyday languages, with an experience that feels equally at home in Arabic and in English.",
      ],
      ar: [
        'نريد أن يكون بدل أول مكان يخطر على بال أي شخص في الكويت عندما يريد أن يستغني عن شيء أو يجد شيئاً يحتاجه.',
        'نتخيل بلداً تقل فيه الأشياء التي تنتهي في المرادم، ويبدّل فيه الطالب كتبه في نهاية الفصل، وتجد فيه العائلة التي تنتقل من بيتها ملاكاً جدداً لأثاثها في عطلة نهاية أسبوع، وتصل فيه المشاريع الصغيرة إلى زبائن في منطقتها.',
        'ونريد أن نصل إلى ذلك بلغتي الحياة اليومية في الكويت، بتجربة مريحة بالعربي كما هي بالإنجليزي.',
      ],
    },
  },
  {
    slug: 'our-leadership-team',
    title: { en: 'Our leadership team', ar: 'فريق القيادة' },
    paragraphs: {
      en: [
        'Badal is run by a small team based in Kuwait City who use the marketplace every day themselves.',
        'They bring experience from retail, logistics, technology and customer care, and they share one rule: every decision starts with what makes trading between neighbours easier and safer.',
      ],
      ar: [
        'يدير بدل فريق صغير مقره مدينة الكويت، وأعضاؤه يستخدمون السوق يومياً بأنفسهم.',
        'يجمعون خبرات في التجزئة والخدمات اللوجستية والتقنية وخدمة العملاء، ويتفقون على قاعدة واحدة: كل قرار يبدأ بما يجعل التعامل بين الجيران أسهل وأكثر أماناً.',
      ],
    },
  },
  {
    slug: 'terms-and-conditions',
    title: { en: 'Terms and conditions', ar: 'الشروط والأحكام' },
    paragraphs: {
      en: [
        'By creating an account or using Badal you agree to these terms. If you do not agree, please do not use the service.',
        "You must be at least 18 years old, or have a guardian's permission, and give a valid Kuwaiti phone number. You are responsible for everything done with your account and for keeping your password private.",
        'You may only list items and services you own or are allowed to offer. Listings must describe the item honestly, show real photos and state whether it is for sale, for barter, or both. Prices are in Kuwaiti dinars.',
        'Weapons, drugs, alcohol, counterfeit goods, stolen property, live animals of protected species and anything else forbidden by the laws of the State of Kuwait may not be listed. We remove such listings and may close the accounts behind them.',
        'Badal is a meeting place: the sale or exchange is an agreement between the two members. Inspect items before paying or exchanging, meet in public places, and never send money to someone you have not met.',
        'Paid services such as memberships, banners, boosted and refreshed ads are charged in advance through our payment provider. Banners are reviewed before they are published. Fees are not refunded once a service has started.',
        'We may suspend or close accounts that break these terms, that are reported repeatedly, or that put other members at risk.',
        'We may update these terms; the new version applies from the date it is published here. These terms are governed by the laws of the State of Kuwait.',
      ],
      ar: [
        'بإنشاء حساب أو استخدام بدل فإنك توافق على هذه الشروط. إذا كنت لا توافق عليها فيرجى عدم استخدام الخدمة.',
        'يجب أن يكون عمرك 18 سنة على الأقل أو بموافقة ولي الأمر، وأن تقدم رقم هاتف كويتي صحيح. أنت مسؤول عن كل ما يتم بحسابك وعن الحفاظ على سرية كلمة المرور.',
        'لا يجوز لك أن تعلن إلا عن أشياء وخدمات تملكها أو يحق لك عرضها. يجب أن يصف الإعلان الشيء بصدق وأن يعرض صوراً حقيقية وأن يوضح إن كان للبيع أو للبدل أو للاثنين. الأسعار بالدينار الكويتي.',
        'يمنع الإعلان عن الأسلحة والمخدرات والمشروبات الكحولية والبضائع المقلدة والمسروقات والحيوانات المحمية وكل ما تمنعه قوانين دولة الكويت. نحذف هذه الإعلانات وقد نغلق الحسابات التي نشرتها.',
        'بدل مكان للالتقاء: البيع أو التبادل اتفاق بين العضوين. افحص الشيء قبل الدفع أو التبديل، والتقِ في أماكن عامة، ولا ترسل المال لشخص لم تقابله.',
        'الخدمات المدفوعة مثل العضويات والبنرات وتمييز الإعلانات وتحديثها تدفع مقدماً عن طريق مزود الدفع. تتم مراجعة البنرات قبل نشرها. لا تسترد الرسوم بعد بدء الخدمة.',
        'يحق لنا إيقاف أو إغلاق الحسابات التي تخالف هذه الشروط، أو التي تتكرر البلاغات عنها، أو التي تعرض الأعضاء الآخرين للخطر.',
        'قد نحدّث هذه الشروط، وتسري النسخة الجديدة من تاريخ نشرها هنا. تخضع هذه الشروط لقوانين دولة الكويت.',
      ],
    },
  },
];

export const seedLeaders: readonly SeedLeader[] = [
  {
    key: 'yousef-al-mansour',
    name: { en: 'Yousef Al-Mansour', ar: 'يوسف المنصور' },
    role: { en: 'Founder and chief executive', ar: 'المؤسس والرئيس التنفيذي' },
    colour: '#55033e',
  },
  {
    key: 'latifa-al-hamad',
    name: { en: 'Latifa Al-Hamad', ar: 'لطيفة الحمد' },
    role: { en: 'Chief operating officer', ar: 'الرئيسة التنفيذية للعمليات' },
    colour: '#f36247',
  },
  {
    key: 'nasser-al-khaldi',
    name: { en: 'Nasser Al-Khaldi', ar: 'ناصر الخالدي' },
    role: { en: 'Chief technology officer', ar: 'الرئيس التنفيذي للتقنية' },
    colour: '#1565c0',
  },
  {
    key: 'dana-al-rashed',
    name: { en: 'Dana Al-Rashed', ar: 'دانة الراشد' },
    role: { en: 'Head of community and trust', ar: 'رئيسة المجتمع والثقة' },
    colour: '#2e7d32',
  },
];
