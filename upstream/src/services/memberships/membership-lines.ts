/**
 * A plan type as a cart line (POST /memberships/cart) and its activation when paid. The line is a
 * renewal when the member's unended membership is of the same plan; while another plan's
 * membership runs, buying a second plan is refused, in the cart and again before charging.
 * §9 names no fee type for memberships: they are subscriptions (monthly or yearly plans), so
 * their lines carry the subscription fee type, and `kind` tells them apart.
 */
import { FeeTypeId, membershipLineDataSchema } from '@badal/contracts';
import type { Db } from '../../db/database.js';
import { fieldError } from '../../http-error.js';
import type { ItemKind, PurchaseLine } from '../payments/item-kind.js';
import { lineTitle, lineTitles } from '../payments/line-titles.js';
import { findType, type TypeWithPlan } from './catalog.js';
import { activateMembership, membershipStanding } from './membership-store.js';

const refuseOtherPlan = () => fieldError('error.membershipActive', 'typeId');

export const membershipLine = async (tx: Db, userId: number, type: TypeWithPlan, now: Date): Promise<PurchaseLine> => {
  const standing = await membershipStanding(tx, userId, type.plan.id, now);
  if (standing === 'other') throw refuseOtherPlan();
  const renewal = standing === 'renewal';
  return {
    kind: 'membership',
    feeTypeId: FeeTypeId.subscription,
    ...lineTitle(lineTitles.membership, type.plan, type.period, renewal),
    amountFils: type.priceFils,
    data: { typeId: type.id, planCode: type.plan.code, period: type.period, months: type.months, renewal },
  };
};

const typeOfLine = async (tx: Db, data: unknown): Promise<TypeWithPlan> => {
  const { typeId } = membershipLineDataSchema.parse(data);
  const type = await findType(tx, typeId);
  if (!type) throw new Error(`membership type ${typeId} of a cart line no longer exists`);
  return type;
};

export const membershipItemKind: ItemKind = {
  checkPayable: async (tx, line, userId, now) => {
    const type = await typeOfLine(tx, line.data);
    if ((await membershipStanding(tx, userId, type.plan.id, now)) === 'other') throw refuseOtherPlan();
  },
  activate: async (tx, line, order, now) => {
    await activateMembership(tx, {
      userId: order.userId,
      type: await typeOfLine(tx, line.data),
      orderId: order.id,
      now,
    });
  },
};
