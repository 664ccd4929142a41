// The queue's side of a message: mark it SENDING (committed) before calling out, hand it to its
// channel's provider under a reference that stays the same across retries, then mark it SENT.
// A message already SENT is never handed over again (a job run twice, a restart after the
// gateway answered); one the queue gives up on is marked FAILED and its credits are refunded.
import type { MessageChannel } from '@storekeep/domain/messages-api';
import type { Db } from '../../db/client.ts';
import type { ClaimedJob } from '../../jobs/queue.ts';
import { refundCredits } from './credits.ts';
import { type MessageProvider, PermanentSendError } from './providers/provider.ts';
import * as q from './queries.ts';

export interface SendContext {
  db: Db;
  providers: Record<MessageChannel, MessageProvider>;
  /** DLT content template id per purpose, used when the message has none of its own. */
  dltTemplateIds: Record<string, string>;
}

const messageOf = (job: ClaimedJob) => ({
  supplierId: job.supplierId as number,
  messageId: Number(job.payload.messageId),
});

/**
 * The message's Idempotency-Key at the gateway: the same on every retry, and with its creation time
 * unique beyond this database, so two installations on one gateway account never drop each
 * other's messages as repeats (decision 0100).
 */
export function messageReference(message: {
  supplierId: number;
  messageId: number;
  createdAt: Date;
}): string {
  return `${message.supplierId}-${message.messageId}-${message.createdAt.getTime().toString(36)}`;
}

export async function runSendJob(ctx: SendContext, job: ClaimedJob): Promise<void> {
  const { supplierId, messageId } = messageOf(job);
  const message = await ctx.db.transaction(async (tx) => {
    const row = await q.lockMessage(tx, supplierId, messageId);
    if (!row || row.status === 'SENT' || row.status === 'FAILED') return null;
    await q.updateMessage(tx, supplierId, messageId, { status: 'SENDING', attempts: row.attempts + 1 });
    return row;
  });
  if (!message) return;
  const provider = ctx.providers[message.channel as MessageChannel];
  try {
    const sent = await provider.send({
      channel: message.channel as MessageChannel,
      purpose: message.purpose as Parameters<MessageProvider['send']>[0]['purpose'],
      to: message.recipient,
      text: message.body,
      encoding: message.encoding as 'GSM7' | 'UCS2',
      reference: messageReference(message),
      dltTemplateId: message.dltTemplateId ?? ctx.dltTemplateIds[message.purpose] ?? null,
    });
    await q.updateMessage(ctx.db, supplierId, messageId, {
      status: 'SENT',
      provider: provider.name,
      providerMessageId: sent.providerMessageId,
      sentAt: new Date(),
      lastError: null,
    });
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    if (error instanceof PermanentSendError) {
      await markFailed(ctx, supplierId, messageId, why);
      return;
    }
    await q.updateMessage(ctx.db, supplierId, messageId, {
      provider: provider.name,
      lastError: why.slice(0, 500),
    });
    throw error;
  }
}

/** The queue used up the job's attempts. */
export async function giveUpSend(ctx: SendContext, job: ClaimedJob, error: string): Promise<void> {
  const { supplierId, messageId } = messageOf(job);
  await markFailed(ctx, supplierId, messageId, error.split('\n')[0] ?? error);
}

async function markFailed(ctx: SendContext, supplierId: number, messageId: number, why: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await q.lockMessage(tx, supplierId, messageId);
    if (!row || row.status === 'SENT' || row.status === 'FAILED') return;
    await q.updateMessage(tx, supplierId, messageId, { status: 'FAILED', lastError: why.slice(0, 500) });
    await refundCredits(tx, supplierId, row.credits, messageId);
  });
}
