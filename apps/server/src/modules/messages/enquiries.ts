// The enquiries inbox: the storefront's enquiries, newest first, open or done; read / unread (the
// badge counts unread), marked done, and answered by SMS or WhatsApp through queueMessage.
import {
  ENQUIRIES_PAGE_SIZE,
  ENQUIRY_TEXT,
  type Enquiry,
  type EnquiryList,
  type markEnquiryBodySchema,
  type replyEnquiryBodySchema,
} from '@storekeep/domain/messages-api';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import * as q from './enquiry-queries.ts';
import { queueMessage } from './queue-message.ts';

type Row = Awaited<ReturnType<typeof q.listEnquiries>>[number];

function present(row: Row): Enquiry {
  return {
    ...row,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    doneAt: row.doneAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listEnquiries(
  db: Db,
  session: SupplierSession,
  query: { filter: q.EnquiryFilter; pageNo: number },
): Promise<EnquiryList> {
  const rows = await q.listEnquiries(
    db,
    session.supplierId,
    query.filter,
    ENQUIRIES_PAGE_SIZE + 1,
    (query.pageNo - 1) * ENQUIRIES_PAGE_SIZE,
  );
  return {
    enquiries: rows.slice(0, ENQUIRIES_PAGE_SIZE).map(present),
    pageNo: query.pageNo,
    hasMore: rows.length > ENQUIRIES_PAGE_SIZE,
    unreadCount: await q.countUnread(db, session.supplierId),
  };
}

/** Read / unread, done / open. */
export async function markEnquiry(
  db: Db,
  session: SupplierSession,
  enquiryId: number,
  body: z.output<typeof markEnquiryBodySchema>,
): Promise<{ success: boolean }> {
  await db.transaction(async (tx) => {
    const row = await q.lockEnquiry(tx, session.supplierId, enquiryId);
    if (!row) throw notFound(ENQUIRY_TEXT.notFound);
    await q.updateEnquiry(tx, session.supplierId, enquiryId, {
      ...(body.isRead !== undefined ? { isRead: body.isRead } : {}),
      ...(body.isDone !== undefined ? { doneAt: body.isDone ? (row.doneAt ?? new Date()) : null } : {}),
      // A done enquiry has been seen.
      ...(body.isDone ? { isRead: true } : {}),
    });
  });
  return { success: true };
}

/** Answers the shopper on their mobile; the enquiry is then read and replied. */
export async function replyToEnquiry(
  db: Db,
  session: SupplierSession,
  enquiryId: number,
  body: z.output<typeof replyEnquiryBodySchema>,
): Promise<{ messageId: number }> {
  return db.transaction(async (tx) => {
    const row = await q.lockEnquiry(tx, session.supplierId, enquiryId);
    if (!row) throw notFound(ENQUIRY_TEXT.notFound);
    if (!row.mobileNumber) throw invalid(ENQUIRY_TEXT.noMobile, { channel: ENQUIRY_TEXT.noMobile });
    const queued = await queueMessage(tx, {
      supplierId: session.supplierId,
      channel: body.channel,
      purpose: 'ENQUIRY_REPLY',
      to: row.mobileNumber.replace(/\D/g, '').slice(-10),
      text: body.text,
      sendKey: `enquiry-reply:${enquiryId}:${body.replyKey}`,
    });
    await q.updateEnquiry(tx, session.supplierId, enquiryId, { isRead: true, repliedAt: new Date() });
    return { messageId: queued.messageId };
  });
}
