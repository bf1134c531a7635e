/**
 * Reads a dev outbox (the reference API's `GET /dev/outbox?to=`), where SMS and e-mails land
 * instead of being sent. Only with it can the suite learn a verification code or a reset token.
 */
import { z } from 'zod';

const outboxSchema = z.object({
  messages: z.array(
    z.object({
      channel: z.string(),
      to: z.string(),
      code: z.string().nullish(),
      token: z.string().nullish(),
      id: z.number().optional(),
      createdAt: z.string().optional(),
    }),
  ),
});
type OutboxMessage = z.infer<typeof outboxSchema>['messages'][number];

export interface Outbox {
  /** The newest message to any of the addresses on a channel ('sms' or 'email'), or undefined. */
  latest(to: readonly string[], channel: 'sms' | 'email'): Promise<OutboxMessage | undefined>;
}

/** Newest first: by id or time when the outbox gives them, else in the order it lists them. */
const newestFirst = (a: OutboxMessage, b: OutboxMessage): number => {
  if (a.id !== undefined && b.id !== undefined) return b.id - a.id;
  if (a.createdAt && b.createdAt) return Date.parse(b.createdAt) - Date.parse(a.createdAt);
  return 0;
};

export const createOutbox = (url: string, fetchImpl: typeof fetch, timeoutMs = 15_000): Outbox => ({
  async latest(to, channel) {
    for (const address of to) {
      const target = new URL(url);
      target.searchParams.set('to', address);
      const res = await fetchImpl(target, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`the outbox answered ${res.status} at ${target.href}`);
      const parsed = outboxSchema.safeParse(await res.json());
      if (!parsed.success) throw new Error('the outbox answer is not { messages: [{ channel, to, code }] }');
      const found = parsed.data.messages.filter((m) => m.channel === channel).sort(newestFirst)[0];
      if (found) return found;
    }
    return undefined;
  },
});

/** The ways an outbox may spell a Kuwaiti mobile number. */
export const phoneAddresses = (phone: string): string[] => [phone, `965${phone}`, `+965${phone}`];
