/**
 * The dev outbox: SMS and e-mails the API would send are written here instead (no provider is
 * reachable), logged at info level, and readable at GET /dev/outbox by developers and tests.
 */
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../db/schema.js';
import type { UpstreamContext } from './context.js';

export interface OutboxInput {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  body: string;
  code?: string;
  token?: string;
}

export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  code: string | null;
  token: string | null;
  createdAt: string;
}

export const sendToOutbox = async (ctx: UpstreamContext, message: OutboxInput): Promise<void> => {
  await ctx.db.insert(outbox).values({
    channel: message.channel,
    recipient: message.to,
    subject: message.subject ?? null,
    body: message.body,
    code: message.code ?? null,
    token: message.token ?? null,
  });
  ctx.log.info({ outbox: message }, `outbox: ${message.channel} to ${message.to}`);
};

/** Newest first; for one recipient (phone or e-mail, e-mail without case) or everyone. */
export const readOutbox = async (
  ctx: UpstreamContext,
  to: string | undefined,
  limit = 50,
): Promise<OutboxMessage[]> => {
  const recipient = to?.includes('@') ? to.toLowerCase() : to;
  const rows = await ctx.db
    .select()
    .from(outbox)
    .where(recipient ? eq(outbox.recipient, recipient) : undefined)
    .orderBy(desc(outbox.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel === 'email' ? 'email' : 'sms',
    to: r.recipient,
    subject: r.subject,
    body: r.body,
    code: r.code,
    token: r.token,
    createdAt: r.createdAt.toISOString(),
  }));
};
