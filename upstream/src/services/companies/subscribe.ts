/**
 * Subscribing to the business account (POST /companies/subscription). The user fields describe
 * the account being upgraded: its e-mail, user name and phone must be its own (they are changed
 * in the account settings, where they are verified), its password confirms who asks; the full
 * name, address and location are the contact person's. Everything is checked before anything is
 * stored; then, in one transaction, an earlier unpaid subscription (and its slot) is replaced by
 * this one and its cart line. Two members asking for one slot: the unique index lets one win and
 * the other is told the slot was just taken.
 */
import {
  AccountType,
  COMPANY_SUBSCRIPTION_PRICE_KEY,
  type CompanySubscriptionFields,
  FeeTypeId,
} from '@badal/contracts';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_UNPAID_HOLD_MINUTES } from '../../config.js';
import { isUniqueViolation } from '../../db/database.js';
import { type CompanySubscriptionRow, categories, companySubscriptions, type UserRow } from '../../db/schema.js';
import { fieldError, HttpError } from '../../http-error.js';
import type { UpstreamContext } from '../context.js';
import { verifyPassword } from '../passwords.js';
import { putCartLine } from '../payments/cart.js';
import { lineTitle, lineTitles } from '../payments/line-titles.js';
import { settingFils } from '../settings.js';
import { inTransaction } from '../transactions.js';
import { isOfferedSlot, releaseLapsedHolds } from './meeting-slots.js';

type Input = Omit<CompanySubscriptionFields, 'code'>;

export const subscriptionPrice = (ctx: UpstreamContext): Promise<number> =>
  settingFils(ctx.db, COMPANY_SUBSCRIPTION_PRICE_KEY);

const checkSubscription = async (ctx: UpstreamContext, user: UserRow, input: Input, now: Date) => {
  if (user.accountType === AccountType.company)
    throw new HttpError(422, 'error.alreadyCompany', { code: ['error.alreadyCompany'] });
  const notOwn: string[] = [];
  if (input.userEmail.toLowerCase() !== user.email) notOwn.push('userEmail');
  if (input.userUserName.toLowerCase() !== user.userName.toLowerCase()) notOwn.push('userUserName');
  if (input.userPhone !== (user.phone ?? '')) notOwn.push('userPhone');
  if (notOwn.length > 0) throw fieldError('validation.ownDetails', ...notOwn);
  if (!(await verifyPassword(input.userPassword, user.passwordHash)))
    throw fieldError('validation.currentPassword', 'userPassword');
  const [category] = await ctx.db.select().from(categories).where(eq(categories.id, input.companyCategoryId)).limit(1);
  if (!category) throw fieldError('validation.invalid', 'companyCategoryId');
  const start = new Date(input.meetingStart);
  const end = new Date(input.meetingEnd);
  if (!isOfferedSlot(start, end, now)) throw fieldError('validation.meetingSlot', 'meetingStart');
  return { category, start, end };
};

export const subscribeCompany = async (
  ctx: UpstreamContext,
  user: UserRow,
  input: Input,
): Promise<{ row: CompanySubscriptionRow; category: typeof categories.$inferSelect }> => {
  const now = ctx.clock();
  const { category, start, end } = await checkSubscription(ctx, user, input, now);
  const priceFils = await subscriptionPrice(ctx);
  try {
    const holdMinutes = ctx.payments?.config.unpaidHoldMinutes ?? DEFAULT_UNPAID_HOLD_MINUTES;
    const row = await inTransaction(ctx, async (tx) => {
      await releaseLapsedHolds(tx, now);
      await tx
        .delete(companySubscriptions)
        .where(and(eq(companySubscriptions.userId, user.id), eq(companySubscriptions.status, 'unpaid')));
      const [stored] = await tx
        .insert(companySubscriptions)
        .values({
          userId: user.id,
          contactEmail: user.email,
          contactFullName: input.userFullName,
          contactUserName: user.userName,
          contactPhone: user.phone ?? '',
          contactAddress: input.userAddress,
          contactLatitude: input.userLatitude,
          contactLongitude: input.userLongitude,
          companyName: input.companyName,
          companyAddress: input.companyAddress,
          companyLatitude: input.companyLatitude,
          companyLongitude: input.companyLongitude,
          categoryId: category.id,
          instagramLink: input.companyInstagramLink ?? null,
          facebookLink: input.companyFacebookLink ?? null,
          websiteLink: input.companyWebsiteLink ?? null,
          companySize: input.companySize,
          meetingStart: start,
          meetingEnd: end,
          heldUntil: new Date(now.getTime() + holdMinutes * 60_000),
          priceFils,
        })
        .returning();
      if (!stored) throw new Error('subscription not stored');
      await putCartLine(tx, user.id, {
        kind: 'companySubscription',
        feeTypeId: FeeTypeId.subscription,
        ...lineTitle(lineTitles.companySubscription, stored.companyName),
        amountFils: priceFils,
        data: { subscriptionId: stored.id },
      });
      return stored;
    });
    return { row, category };
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(422, 'error.slotTaken', { meetingStart: ['error.slotTaken'] });
    throw error;
  }
};
