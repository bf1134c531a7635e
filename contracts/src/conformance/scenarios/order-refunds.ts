/**
 * Badal extensions, the operator's refunds: members are refused both calls; with operator
 * credentials the paid orders are read and a refund's refusals checked — an unknown order, an
 * amount of nothing, no reason. No refund is made: on a real API it would give real money back.
 */
import type { CallDef } from '../../call.js';
import { fillPath } from '../../call-paths.js';
import { calls } from '../../calls/index.js';
import type { OperatorOrdersPage } from '../../entities/order-refund.js';
import { type SuiteContext, UNKNOWN_ID } from '../context.js';
import { NO_OPERATOR, signInAsOperator, signOutOperator } from './operator.js';

const CALLS: readonly CallDef[] = [calls.paidOrders, calls.refundOrder];

const KEY_REUSE = 'needs refunds of two paid orders, which would give real money back: the API’s own tests cover it';

const refund = (reason: string, amountFils = 100) => ({ amountFils, reason, key: 'conformance-refund-key' });

export const orderRefundChecks = async (ctx: SuiteContext): Promise<void> => {
  const { api, rec, state } = ctx;
  const memberToken = state.token;
  if (!memberToken) {
    for (const call of CALLS) rec.skip(call, 'signed in', 'not run: signing in the main account failed', 'all');
    return;
  }
  await rec.guard(calls.paidOrders, 'members are refused', async () => {
    rec.error(
      calls.paidOrders,
      'a member lists paid orders → 403',
      await api.send(calls.paidOrders, { token: memberToken }),
      403,
      'forbidden',
    );
    rec.error(
      calls.refundOrder,
      'a member refunds → 403',
      await api.send(calls.refundOrder, { token: memberToken, params: { id: UNKNOWN_ID }, body: refund('Mine') }),
      403,
      'forbidden',
    );
  });
  rec.skip(calls.refundOrder, 'a key used for another order → 409', KEY_REUSE, {
    status: 409,
    code: 'refund_key_reused',
  });

  const token = await signInAsOperator(ctx);
  if (!token) {
    const why = NO_OPERATOR;
    rec.skip(calls.paidOrders, 'paid orders', why);
    rec.skip(calls.refundOrder, 'operator refusals', why, { status: 404, code: 'not_found' });
    rec.skip(calls.refundOrder, 'operator refusals', why, { status: 422, code: 'validation' });
    return;
  }
  await rec.guard(calls.paidOrders, 'paid orders', async () => {
    rec.success<OperatorOrdersPage>(
      calls.paidOrders,
      'paid orders, newest first, with their customers',
      await api.send(calls.paidOrders, { token, query: { perPage: 5 } }),
      (page) => (page.data.every((order) => order.status === 'paid') ? undefined : 'lists an order that is not paid'),
    );
  });
  await rec.guard(calls.refundOrder, 'operator refusals', async () => {
    rec.error(
      calls.refundOrder,
      'an unknown order → 404',
      await api.send(calls.refundOrder, { token, params: { id: UNKNOWN_ID }, body: refund('Unknown') }),
      404,
      'not_found',
    );
    rec.error(
      calls.refundOrder,
      'nothing to refund → 422',
      await api.raw('POST', fillPath(calls.refundOrder.path, { id: UNKNOWN_ID }), {
        body: refund('Nothing', 0),
        token,
      }),
      422,
      'validation',
    );
  });
  await signOutOperator(ctx, token);
};
