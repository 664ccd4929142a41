// The messages a store has sent, newest first, with their status (the SMS Credits screen and an
// order's message status, getOrderMsgStatus), and the sender id SMS go out under.
import {
  MESSAGES_PAGE_SIZE,
  maskMobile,
  type OutboundMessage,
  type OutboundMessageList,
  type SenderIdStatus,
} from '@storekeep/domain/messages-api';
import type { MessagingSettings } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as q from './queries.ts';

export function presentMessage(row: q.MessageRow): OutboundMessage {
  return {
    messageId: row.messageId,
    channel: row.channel as OutboundMessage['channel'],
    purpose: row.purpose as OutboundMessage['purpose'],
    recipient: maskMobile(row.recipient),
    // An OTP's text is the code itself: it is never shown back to the store.
    body: row.purpose === 'CREDIT_OTP' ? row.body.replace(/\d{4,8}/, '******') : row.body,
    segments: row.segments,
    credits: row.credits,
    status: row.status as OutboundMessage['status'],
    attempts: row.attempts,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export async function listSentMessages(
  db: DbOrTx,
  supplierId: number,
  query: { pageNo: number; orderId?: number | undefined },
): Promise<OutboundMessageList> {
  const rows = await q.listMessages(
    db,
    supplierId,
    { orderId: query.orderId },
    MESSAGES_PAGE_SIZE + 1,
    (query.pageNo - 1) * MESSAGES_PAGE_SIZE,
  );
  return {
    messages: rows.slice(0, MESSAGES_PAGE_SIZE).map(presentMessage),
    pageNo: query.pageNo,
    hasMore: rows.length > MESSAGES_PAGE_SIZE,
  };
}

/**
 * getCustomSMSSenderIdStatus: every store sends under the platform's DLT-registered sender id;
 * a store's own sender id needs its own DLT registration, which is not offered, so the status is
 * DEFAULT and the screen says which id customers see.
 */
export function senderIdStatus(settings: MessagingSettings): SenderIdStatus {
  return {
    senderId: settings.sms.kind === 'msg91' ? settings.sms.senderId : null,
    status: 'DEFAULT',
    gatewayConfigured: settings.sms.kind !== 'log',
  };
}
