/**
 * The push webhook (architecture §8): every new notification, new message and message-status change is
 * POSTed to the BFF's /internal/push as the contracts' pushPayloadSchema, signed with
 * HMAC-SHA256(secret, `${timestamp}.${body}`) like the BFF's verifier expects. Fire-and-forget:
 * the HTTP answer never waits for it; each push has a short timeout and a few retries with
 * backoff, keeps its id across retries (the BFF refuses a replay it already delivered), and every
 * outcome is logged. Off when no URL is configured.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { PUSH_SIGNATURE_HEADER, PUSH_TIMESTAMP_HEADER, type PushPayload, pushPayloadSchema } from '@badal/contracts';
import type { FastifyBaseLogger } from 'fastify';

/** The event part of a push: what happened, without the id and recipient. */
export type PushEvent = PushPayload extends infer P ? (P extends unknown ? Omit<P, 'id' | 'userId'> : never) : never;

export interface PushSender {
  /** Queues a push to one user; returns at once. */
  send(userId: number, event: PushEvent): void;
  /** Resolves once every push started so far has been delivered or given up. */
  idle(): Promise<void>;
  /** Stops retrying; waits briefly for deliveries under way. */
  close(): Promise<void>;
}

export interface PushWebhookOptions {
  /** The BFF's /internal/push; undefined turns pushing off. */
  url: string | undefined;
  secret: string;
  log: FastifyBaseLogger;
  /** Per attempt. Default 2 s. */
  timeoutMs?: number;
  /** Attempts after the first. Default 3. */
  retries?: number;
  /** First wait between attempts, doubled each time. Default 250 ms. */
  backoffMs?: number;
  fetch?: typeof fetch;
}

/** `sha256=<hex>` over `${timestamp}.${body}`: the same algorithm as the BFF's push-signature.ts. */
export const signPush = (secret: string, timestamp: number | string, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** A refusal the receiver will repeat (bad signature, replay, invalid payload): no point retrying. */
const isFinalRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

export const createPushWebhook = (options: PushWebhookOptions): PushSender => {
  const { url, secret, log } = options;
  const timeoutMs = options.timeoutMs ?? 2000;
  const retries = options.retries ?? 3;
  const backoffMs = options.backoffMs ?? 250;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const inFlight = new Set<Promise<void>>();
  const stop = new AbortController();

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      stop.signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });

  const deliver = async (payload: PushPayload): Promise<void> => {
    const body = JSON.stringify(payload);
    const about = { pushId: payload.id, userId: payload.userId, event: payload.event };
    for (let attempt = 0; attempt <= retries && !stop.signal.aborted; attempt++) {
      if (attempt > 0) await pause(backoffMs * 2 ** (attempt - 1));
      if (stop.signal.aborted) break;
      // Signed afresh per attempt: the receiver refuses timestamps outside its replay window.
      const timestamp = Math.floor(Date.now() / 1000);
      try {
        const response = await fetchImpl(url as string, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [PUSH_TIMESTAMP_HEADER]: String(timestamp),
            [PUSH_SIGNATURE_HEADER]: signPush(secret, timestamp, body),
          },
          body,
          signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), stop.signal]),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) {
          log.debug({ ...about, attempt }, 'push delivered');
          return;
        }
        if (isFinalRefusal(response.status)) {
          log.warn({ ...about, status: response.status }, 'push refused by the webhook');
          return;
        }
        log.warn({ ...about, status: response.status, attempt }, 'push failed, retrying');
      } catch (err) {
        log.warn({ ...about, err: (err as Error).message, attempt }, 'push failed, retrying');
      }
    }
    log.error({ ...about }, 'push given up');
  };

  return {
    send(userId, event) {
      if (!url || stop.signal.aborted) return;
      const payload = { id: randomUUID(), userId, ...event } as PushPayload;
      // The payload is checked like the BFF will check it, so drift shows here, in our log.
      const checked = pushPayloadSchema.safeParse(payload);
      if (!checked.success) {
        log.error({ issues: checked.error.issues, event: event.event }, 'push does not match the contract');
        return;
      }
      const delivery = deliver(payload).catch((err: unknown) => log.error({ err }, 'push delivery crashed'));
      inFlight.add(delivery);
      void delivery.finally(() => inFlight.delete(delivery));
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    async close() {
      const settled = Promise.all([...inFlight]);
      const grace = new Promise((resolve) => setTimeout(resolve, 1000).unref());
      await Promise.race([settled, grace]);
      stop.abort();
      await Promise.all([...inFlight]);
    },
  };
};
