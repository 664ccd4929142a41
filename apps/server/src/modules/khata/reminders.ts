// Reminders: for each chosen customer who owes something, a new statement link and a message with
// the amount and the link, queued through the messages module (SMS or WhatsApp) in the same
// transaction, so a reminder goes out only with its link (each customer in their own: one short of
// SMS credits is skipped, not the rest). WhatsApp also answers the share link.
import { KHATA_MESSAGES, type ReminderBody, type ReminderReply } from '@storekeep/domain/khata-api';
import { isTemplateOn } from '@storekeep/domain/message-templates';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { queueMessage } from '../messages/index.ts';
import { storeOf } from './internal.ts';
import { getLedger } from './ledger.ts';
import * as q from './queries.ts';
import { createStatementLink } from './statements.ts';

export async function sendReminders(
  db: Db,
  session: SupplierSession,
  origin: string,
  body: ReminderBody,
): Promise<ReminderReply> {
  const reminders: ReminderReply['reminders'] = [];
  for (const customerId of [...new Set(body.customerIds)]) {
    reminders.push(
      await remindOne(db, session, origin, body.channel, customerId).catch((error: unknown) => {
        // Out of SMS credits: this customer is skipped with the reason, the others still go.
        if (error instanceof AppError && error.code === 'limit_reached')
          return { customerId, status: 'SKIPPED' as const, whatsappUrl: null, reason: error.message };
        throw error;
      }),
    );
  }
  return { reminders };
}

function remindOne(
  db: Db,
  session: SupplierSession,
  origin: string,
  channel: ReminderBody['channel'],
  customerId: number,
) {
  return db.transaction(async (tx) => {
    const customer = await q.lockCustomer(tx, session.supplierId, customerId);
    const skipped = (reason: string) => ({
      customerId,
      status: 'SKIPPED' as const,
      whatsappUrl: null,
      reason,
    });
    if (!customer) return skipped('Customer not found.');
    if (!customer.mobile_number) return skipped(KHATA_MESSAGES.noMobile);
    const { flags } = await storeOf(tx, session.supplierId);
    if (!isTemplateOn(flags, 'KHATA_REMINDER')) return skipped(KHATA_MESSAGES.reminderSwitchedOff);
    const ledger = await getLedger(tx, session.supplierId, customerId, 1);
    if (ledger.customer.balancePaise <= 0) return skipped(KHATA_MESSAGES.nothingDue);
    const link = await createStatementLink(tx, session, origin, customerId);
    await queueMessage(tx, {
      supplierId: session.supplierId,
      channel,
      purpose: 'KHATA_REMINDER',
      to: customer.mobile_number,
      text: link.text,
      sendKey: `khata-reminder:${customerId}:${link.url.slice(-32)}`,
      customerId,
    });
    return {
      customerId,
      status: 'QUEUED' as const,
      whatsappUrl: channel === 'WHATSAPP' ? link.whatsappUrl : null,
      reason: null,
    };
  });
}
