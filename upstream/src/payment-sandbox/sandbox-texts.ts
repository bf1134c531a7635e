/** Every word the sandbox's pages and card form show, in English and Arabic. */
import type { TextModule, TextsIn } from '../bilingual.js';

export const sandboxTexts = {
  badge: { en: 'MyFatoorah sandbox', ar: 'بيئة ماي فاتورة التجريبية' },
  cardTitle: { en: 'Card details', ar: 'بيانات البطاقة' },
  holder: { en: 'Name on card', ar: 'الاسم على البطاقة' },
  number: { en: 'Card number', ar: 'رقم البطاقة' },
  expiry: { en: 'Expiry (MM/YY)', ar: 'تاريخ الانتهاء (شهر/سنة)' },
  cvc: { en: 'Security code', ar: 'رمز الأمان' },
  holderMissing: { en: 'Enter the name on the card.', ar: 'أدخل الاسم المكتوب على البطاقة.' },
  numberInvalid: { en: 'This card number is not valid.', ar: 'رقم البطاقة هذا غير صالح.' },
  expiryInvalid: { en: 'Enter a date in the future as MM/YY.', ar: 'أدخل تاريخًا في المستقبل بصيغة MM/YY.' },
  cvcInvalid: {
    en: 'Enter the 3 or 4 digits on the back of the card.',
    ar: 'أدخل الأرقام الثلاثة أو الأربعة الموجودة خلف البطاقة.',
  },
  detailsInvalid: { en: 'Card details are invalid or missing.', ar: 'بيانات البطاقة غير صالحة أو ناقصة.' },
  sessionInvalid: {
    en: 'This payment session is not valid. Start the payment again.',
    ar: 'جلسة الدفع هذه غير صالحة. ابدأ عملية الدفع من جديد.',
  },
  sessionExpired: {
    en: 'This payment session has expired. Start the payment again.',
    ar: 'انتهت صلاحية جلسة الدفع هذه. ابدأ عملية الدفع من جديد.',
  },
  sessionUsed: {
    en: 'This payment session was already used. Start the payment again.',
    ar: 'تم استخدام جلسة الدفع هذه من قبل. ابدأ عملية الدفع من جديد.',
  },
  secureTitle: { en: '3-D Secure check', ar: 'تحقق الأمان ثلاثي الأبعاد' },
  secureIntro: {
    en: 'Your bank asks you to confirm this payment. Enter the one-time code it sent you.',
    ar: 'يطلب منك البنك تأكيد هذه العملية. أدخل الرمز المؤقت الذي أرسله إليك.',
  },
  secureHint: { en: 'In the sandbox the code is 1234.', ar: 'في البيئة التجريبية الرمز هو 1234.' },
  otp: { en: 'One-time code', ar: 'الرمز المؤقت' },
  confirm: { en: 'Confirm', ar: 'تأكيد' },
  cancel: { en: 'Cancel', ar: 'إلغاء' },
  otpWrong: {
    en: (left: number) => `That code is not right. Attempts left: ${left}.`,
    ar: (left: number) => `هذا الرمز غير صحيح. المحاولات المتبقية: ${left}.`,
  },
  knetTitle: { en: 'KNET payment', ar: 'الدفع عبر كي نت' },
  knetIntro: {
    en: 'Confirm the payment with your KNET card. In the sandbox no card is needed.',
    ar: 'أكّد الدفع ببطاقة كي نت. لا حاجة إلى بطاقة في البيئة التجريبية.',
  },
  merchant: { en: 'Merchant', ar: 'التاجر' },
  amount: { en: 'Amount', ar: 'المبلغ' },
  reference: { en: 'Invoice', ar: 'الفاتورة' },
  approve: { en: 'Approve payment', ar: 'الموافقة على الدفع' },
  knetCancel: { en: 'Cancel payment', ar: 'إلغاء الدفع' },
  returning: { en: 'Returning to the merchant…', ar: 'جارٍ العودة إلى التاجر…' },
  continueLink: { en: 'Continue', ar: 'متابعة' },
  notFound: {
    en: 'This payment page does not exist or has expired.',
    ar: 'صفحة الدفع هذه غير موجودة أو انتهت صلاحيتها.',
  },
  // Reasons the provider gives (GetPaymentStatus `Error`, shown by the merchant).
  declined: { en: 'Declined: insufficient funds', ar: 'مرفوضة: الرصيد غير كافٍ' },
  notTestCard: { en: 'Declined: not a sandbox test card', ar: 'مرفوضة: ليست بطاقة اختبار للبيئة التجريبية' },
  secureFailed: { en: '3-D Secure authentication failed', ar: 'فشل التحقق الأمني ثلاثي الأبعاد' },
  secureCancelled: { en: '3-D Secure was cancelled by the customer', ar: 'ألغى العميل التحقق الأمني ثلاثي الأبعاد' },
  knetCancelled: { en: 'Cancelled by the customer', ar: 'ألغى العميل عملية الدفع' },
} as const satisfies TextModule;

export type SandboxTexts = TextsIn<typeof sandboxTexts>;
