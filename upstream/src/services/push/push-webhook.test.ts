/**
 * The push webhook against a real local HTTP receiver: the signature is recomputed here from the
 * documented algorithm (HMAC-SHA256 over `timestamp.body`), failures are retried with the same id,
 * refusals are not, and nothing is sent without a URL.
 */
import { createHmac } from 'node:crypto';
import { pushPayloadSchema } from '@badal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { startPushReceiver } from '../../test/api-client.js';
import { createPushWebhook, type PushEvent } from './push-webhook.js';

const SECRET = 'a-test-secret-of-some-length';
const lines: { level: string; msg: string }[] = [];
const log = Object.fromEntries(
  ['debug', 'info', 'warn', 'error'].map((level) => [
    level,
    (_: unknown, msg: string) => {
      lines.push({ level, msg });
    },
  ]),
) as unknown as FastifyBaseLogger;

const statusEvent: PushEvent = { event: 'message-status', data: { messagesIds: [4, 5], status: 'read', byUserId: 9 } };

describe('push webhook', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
    lines.length = 0;
  });

  const setup = async (reply?: (n: number) => number, url?: string) => {
    const receiver = await startPushReceiver(reply);
    const push = createPushWebhook({ url: url ?? receiver.url, secret: SECRET, log, timeoutMs: 500, backoffMs: 10 });
    closers.push(receiver.close, push.close);
    return { receiver, push };
  };

  it('POSTs the payload with a timestamp and an HMAC-SHA256 signature of `timestamp.body`', async () => {
    const { receiver, push } = await setup();
    const before = Math.floor(Date.now() / 1000);
    push.send(7, statusEvent);
    await push.idle();
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    const timestamp = Number(got?.timestamp);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    const expected = createHmac('sha256', SECRET).update(`${got?.timestamp}.${got?.raw}`).digest('hex');
    expect(got?.signature).toBe(`sha256=${expected}`);
    const payload = pushPayloadSchema.parse(got?.body);
    expect(payload).toMatchObject({ userId: 7, event: 'message-status', data: statusEvent.data });
    expect(payload.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives every push its own id', async () => {
    const { receiver, push } = await setup();
    push.send(1, statusEvent);
    push.send(1, statusEvent);
    await push.idle();
    expect(new Set(receiver.received.map((r) => r.body.id)).size).toBe(2);
  });

  it('retries a failing webhook with the same id, signed afresh, until it accepts', async () => {
    const { receiver, push } = await setup((n) => (n < 3 ? 503 : 202));
    push.send(3, statusEvent);
    await push.idle();
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.body.id)).size).toBe(1);
    expect(lines.filter((l) => l.msg === 'push failed, retrying')).toHaveLength(2);
  });

  it('does not retry a refusal (bad signature or replay answer 401)', async () => {
    const { receiver, push } = await setup(() => 401);
    push.send(3, statusEvent);
    await push.idle();
    expect(receiver.received).toHaveLength(1);
    expect(lines.map((l) => l.msg)).toContain('push refused by the webhook');
  });

  it('gives up after its retries when nobody answers, and logs it', async () => {
    const { push } = await setup(undefined, 'http://127.0.0.1:9/internal/push');
    push.send(3, statusEvent);
    await push.idle();
    expect(lines.filter((l) => l.msg === 'push failed, retrying')).toHaveLength(4);
    expect(lines.at(-1)).toEqual({ level: 'error', msg: 'push given up' });
  });

  it('sends nothing without a URL, and nothing that breaks the contract', async () => {
    const receiver = await startPushReceiver();
    closers.push(receiver.close);
    const off = createPushWebhook({ url: undefined, secret: SECRET, log });
    off.send(1, statusEvent);
    await off.idle();
    const on = createPushWebhook({ url: receiver.url, secret: SECRET, log });
    on.send(1, { event: 'message-status', data: { messagesIds: [], status: 'read', byUserId: 1 } });
    await on.idle();
    expect(receiver.received).toHaveLength(0);
    expect(lines.map((l) => l.msg)).toContain('push does not match the contract');
  });
});
