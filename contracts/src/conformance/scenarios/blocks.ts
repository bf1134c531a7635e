/**
 * Blocks (Badal extension, issue #31 item 2): the main account blocks another seller (seen in its
 * blocked people), blocks again (no change), unblocks (gone from the list) — a block it had before
 * is put back — and the refusals (oneself, an unknown account). With a dev outbox the fresh
 * account blocks the main account, whose message to it is then refused (422) with nothing that
 * names the block, and unblocks it again.
 */
import type { CallDef } from '../../call.js';
import type { BlockedPerson } from '../../calls/blocks.js';
import { calls } from '../../calls/index.js';
import { type SuiteContext, UNKNOWN_ID } from '../context.js';
import { otherSellersProduct } from './other-seller.js';

const BLOCK_CALLS: readonly CallDef[] = [calls.blockedPeople, calls.blockPerson, calls.unblockPerson];

export const blockChecks = async (ctx: SuiteContext): Promise<void> => {
  const { api, rec, state } = ctx;
  const token = state.token;
  const me = state.self?.id;
  const other = (await otherSellersProduct(ctx))?.sellerUserId;
  if (!token || me === undefined || other === undefined) {
    for (const call of BLOCK_CALLS) rec.skip(call, 'blocks', 'not run: no signed-in account or other seller', 'all');
    return;
  }
  const send = (call: CallDef, input: Parameters<typeof api.send>[1] = {}) => api.send(call, { ...input, token });
  const listed = async (check: string, expected: boolean) =>
    rec.success<BlockedPerson[]>(calls.blockedPeople, check, await send(calls.blockedPeople), (people) =>
      people.some((p) => p.id === other) === expected
        ? undefined
        : `the seller is ${expected ? 'missing' : 'still listed'}`,
    );
  const before = calls.blockedPeople.response.safeParse((await send(calls.blockedPeople)).json).data;
  const wasBlocked = before?.some((p) => p.id === other) === true;
  await rec.guard(calls.blockPerson, 'block', async () => {
    if (!rec.success(calls.blockPerson, 'block the seller', await send(calls.blockPerson, { body: { userId: other } })))
      return;
    rec.success(
      calls.blockPerson,
      'block again: no change',
      await send(calls.blockPerson, { body: { userId: other } }),
    );
    await listed('the seller is among the blocked people', true);
    rec.error(
      calls.blockPerson,
      'oneself → 422',
      await send(calls.blockPerson, { body: { userId: me } }),
      422,
      'validation',
    );
    rec.error(
      calls.blockPerson,
      'an unknown account → 404',
      await send(calls.blockPerson, { body: { userId: UNKNOWN_ID } }),
      404,
      'not_found',
    );
  });
  await rec.guard(calls.unblockPerson, 'unblock', async () => {
    rec.success(
      calls.unblockPerson,
      'unblock the seller (POST + _method=DELETE)',
      await send(calls.unblockPerson, { params: { userId: other }, body: {} }),
    );
    await listed('the seller is no longer blocked', false);
    rec.error(
      calls.unblockPerson,
      'an unknown account → 404',
      await send(calls.unblockPerson, { params: { userId: UNKNOWN_ID }, body: {} }),
      404,
      'not_found',
    );
  });
  if (wasBlocked) await send(calls.blockPerson, { body: { userId: other } });
  await blockedByFreshChecks(ctx, token, me);
};

/** The fresh account blocks the main one: the main account's message to it is refused, neutrally. */
const blockedByFreshChecks = async ({ api, rec, state }: SuiteContext, token: string, me: number) => {
  const fresh = state.fresh;
  if (!fresh?.token || fresh.id === undefined) {
    rec.skip(
      calls.sendMessage,
      'a message to someone who blocked the sender',
      'not run: needs the verified fresh account (dev outbox)',
    );
    return;
  }
  const freshToken = fresh.token;
  const freshId = fresh.id;
  await rec.guard(calls.sendMessage, 'a message to someone who blocked the sender', async () => {
    if (
      !rec.success(
        calls.blockPerson,
        'the fresh account blocks the main one',
        await api.send(calls.blockPerson, { token: freshToken, body: { userId: me } }),
      )
    )
      return;
    const refused = await api.send(calls.sendMessage, {
      token,
      body: { receiverId: freshId, message: 'Conformance: refused after a block' },
    });
    if (
      rec.error(calls.sendMessage, 'to someone who blocked the sender → 422', refused, 422, 'validation') &&
      /block/i.test(refused.text)
    )
      rec.fail(
        calls.sendMessage,
        'the refusal does not name the block',
        `the answer says so: ${refused.text.slice(0, 120)}`,
      );
    await api.send(calls.unblockPerson, { token: freshToken, params: { userId: me }, body: {} });
  });
};
