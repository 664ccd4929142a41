// Queueing a message: one row per message with an idempotent send key, the SMS's credits taken
// by its segment count, and a job on the durable queue that sends it after the caller commits.
// Other modules call queueMessage inside their own transaction (messages/index.ts).
import type { MessageChannel, MessagePurpose } from '@storekeep/domain/messages-api';
import { countSmsSegments } from '@storekeep/domain/sms-segments';
import type { DbOrTx } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { debitCredits } from './credits.ts';
import * as q from './queries.ts';

export const SEND_MESSAGE_QUEUE = 'send-message';
/** A send is tried this many times (backoff 5 s, 20 s, 80 s, 320 s…) before it is marked failed. */
export const SEND_MAX_ATTEMPTS = 6;

export interface QueueMessageInput {
  supplierId: number;
  channel: MessageChannel;
  purpose: MessagePurpose;
  /** Ten-digit Indian mobile number. */
  to: string;
  text: string;
  /**
   * Makes queueing idempotent: a second call with the same key (a retried request, a job run
   * twice) returns the first message and sends nothing more. E.g. `credit-otp:<customer>:<n>`.
   */
  sendKey: string;
  orderId?: number | null;
  customerId?: number | null;
  /** DLT content template id; by default the one configured for the purpose. */
  dltTemplateId?: string | null;
}

export interface QueuedMessage {
  messageId: number;
  /** False when the send key had been used: nothing new was queued. */
  queued: boolean;
  segments: number;
  credits: number;
}

/**
 * Records a message and queues its send, inside the caller's transaction (so it goes out only if
 * the caller's change commits). An SMS debits one credit per segment now and is refused when the
 * store has too few (409 limit_reached); WhatsApp costs no SMS credits.
 */
export async function queueMessage(tx: DbOrTx, input: QueueMessageInput): Promise<QueuedMessage> {
  const { encoding, segments } = countSmsSegments(input.text);
  const credits = input.channel === 'SMS' ? segments : 0;
  const row = await q.insertMessage(tx, {
    supplierId: input.supplierId,
    sendKey: input.sendKey,
    channel: input.channel,
    purpose: input.purpose,
    recipient: input.to,
    body: input.text,
    encoding,
    segments,
    credits,
    dltTemplateId: input.dltTemplateId ?? null,
    orderId: input.orderId ?? null,
    customerId: input.customerId ?? null,
  });
  if (!row) {
    const first = await q.findMessageByKey(tx, input.supplierId, input.sendKey);
    if (!first) throw new Error(`message with send key ${input.sendKey} vanished`);
    return { messageId: first.messageId, queued: false, segments: first.segments, credits: first.credits };
  }
  if (credits > 0) await debitCredits(tx, input.supplierId, credits, row.messageId);
  await enqueueJob(tx, {
    queue: SEND_MESSAGE_QUEUE,
    supplierId: input.supplierId,
    payload: { messageId: row.messageId },
    maxAttempts: SEND_MAX_ATTEMPTS,
  });
  return { messageId: row.messageId, queued: true, segments, credits };
}
