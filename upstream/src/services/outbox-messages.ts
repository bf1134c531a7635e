/**
 * The SMS and e-mails the API sends, in English and Arabic together (one message, both languages,
 * as Kuwaiti services commonly do). They land in the dev outbox.
 */
import { type Bilingual, inBothLanguages, type TextModule } from '../bilingual.js';
import type { UserRow } from '../db/schema.js';
import { assertSmsAllowed, storeCode } from './codes.js';
import type { UpstreamContext } from './context.js';
import { sendToOutbox } from './outbox.js';
import { randomDigits, randomToken } from './secrets.js';

const outboxTexts = {
  smsCode: {
    en: (code: string) => `Badal: your verification code is ${code}. It expires in 10 minutes.`,
    ar: (code: string) => `بدل: رمز التحقق الخاص بك هو ${code}. ينتهي خلال 10 دقائق.`,
  },
  emailCodeSubject: { en: 'Verify your Badal e-mail', ar: 'توثيق بريدك في بدل' },
  emailCode: {
    en: (name: string, code: string) =>
      [`Hello ${name},`, `Your Badal e-mail verification code is ${code}. It expires in 60 minutes.`].join('\n'),
    ar: (name: string, code: string) =>
      [`مرحبًا ${name}،`, `رمز توثيق بريدك الإلكتروني في بدل هو ${code}. ينتهي خلال 60 دقيقة.`].join('\n'),
  },
  passwordResetSubject: { en: 'Reset your Badal password', ar: 'إعادة تعيين كلمة مرور بدل' },
  passwordReset: {
    en: (name: string, token: string) =>
      [
        `Hello ${name},`,
        'Someone asked to reset the password of your Badal account. If it was you, use this code',
        `on the reset password page within 60 minutes: ${token}`,
        'If it was not you, ignore this e-mail.',
      ].join('\n'),
    ar: (name: string, token: string) =>
      [
        `مرحبًا ${name}،`,
        'طلب أحدهم إعادة تعيين كلمة مرور حسابك في بدل. إذا كنت أنت، فاستخدم هذا الرمز',
        `في صفحة إعادة تعيين كلمة المرور خلال 60 دقيقة: ${token}`,
        'إذا لم تكن أنت، فتجاهل هذه الرسالة.',
      ].join('\n'),
  },
} as const satisfies TextModule;

/** Both languages in one message, English first: an SMS line by line, an e-mail's subject and body. */
const smsText = (text: Bilingual) => `${text.en}\n${text.ar}`;
const emailSubject = (text: Bilingual) => `${text.en} / ${text.ar}`;
const emailBody = (text: Bilingual) => `${text.en}\n\n${text.ar}`;

/**
 * Sends a new SMS code. Each code brings fresh guesses, so one phone is sent at most one code per
 * cooldown and a few a day (429 with Retry-After otherwise): that is what makes the guess limit
 * of a code mean something.
 */
export const sendSmsCode = async (ctx: UpstreamContext, user: Pick<UserRow, 'id' | 'phone'>): Promise<void> => {
  if (!user.phone) return;
  await assertSmsAllowed(ctx, user.id);
  const code = randomDigits();
  await storeCode(ctx, user.id, 'sms', code);
  await sendToOutbox(ctx, {
    channel: 'sms',
    to: user.phone,
    body: smsText(inBothLanguages(outboxTexts.smsCode, code)),
    code,
  });
};

export const sendEmailCode = async (
  ctx: UpstreamContext,
  user: Pick<UserRow, 'id' | 'email' | 'fullName'>,
): Promise<void> => {
  const code = randomDigits();
  await storeCode(ctx, user.id, 'email', code);
  await sendToOutbox(ctx, {
    channel: 'email',
    to: user.email,
    subject: emailSubject(outboxTexts.emailCodeSubject),
    body: emailBody(inBothLanguages(outboxTexts.emailCode, user.fullName, code)),
    code,
  });
};

export const sendPasswordReset = async (
  ctx: UpstreamContext,
  user: Pick<UserRow, 'id' | 'email' | 'fullName'>,
): Promise<void> => {
  const token = randomToken();
  await storeCode(ctx, user.id, 'password_reset', token);
  await sendToOutbox(ctx, {
    channel: 'email',
    to: user.email,
    subject: emailSubject(outboxTexts.passwordResetSubject),
    body: emailBody(inBothLanguages(outboxTexts.passwordReset, user.fullName, token)),
    token,
  });
};
