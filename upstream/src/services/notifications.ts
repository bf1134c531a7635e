/**
 * The SMS and e-mails the API sends, in English and Arabic together (one message, both languages,
 * as Kuwaiti services commonly do). They land in the dev outbox.
 */
import type { UserRow } from '../db/schema.js';
import { assertSmsAllowed, storeCode } from './codes.js';
import type { UpstreamContext } from './context.js';
import { sendToOutbox } from './outbox.js';
import { randomDigits, randomToken } from './secrets.js';

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
    body: `Badal: your verification code is ${code}. It expires in 10 minutes.\nبدل: رمز التحقق الخاص بك هو ${code}. ينتهي خلال 10 دقائق.`,
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
    subject: 'Verify your Badal e-mail / توثيق بريدك في بدل',
    body: [
      `Hello ${user.fullName},`,
      `Your Badal e-mail verification code is ${code}. It expires in 60 minutes.`,
      '',
      `مرحبًا ${user.fullName}،`,
      `رمز توثيق بريدك الإلكتروني في بدل هو ${code}. ينتهي خلال 60 دقيقة.`,
    ].join('\n'),
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
    subject: 'Reset your Badal password / إعادة تعيين كلمة مرور بدل',
    body: [
      `Hello ${user.fullName},`,
      'Someone asked to reset the password of your Badal account. If it was you, use this code',
      `on the reset password page within 60 minutes: ${token}`,
      'If it was not you, ignore this e-mail.',
      '',
      `مرحبًا ${user.fullName}،`,
      'طلب أحدهم إعادة تعيين كلمة مرور حسابك في بدل. إذا كنت أنت، فاستخدم هذا الرمز',
      `في صفحة إعادة تعيين كلمة المرور خلال 60 دقيقة: ${token}`,
      'إذا لم تكن أنت، فتجاهل هذه الرسالة.',
    ].join('\n'),
    token,
  });
};
