// SMS credits: the store's balance (made with its welcome credits on first use), debits by segment
// count when an SMS is queued, refunds when the queue gives up on it, and the paged history.
import {
  LOW_SMS_CREDITS,
  MESSAGES_TEXT,
  SMS_HISTORY_PAGE_SIZE,
  type SmsBalance,
  type SmsTransactionHistory,
  WELCOME_SMS_CREDITS,
} from '@storekeep/domain/messages-api';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import * as q from './queries.ts';

export const notEnoughCredits = () => new AppError(409, 'limit_reached', MESSAGES_TEXT.noCredits);

async function ensureBalance(tx: DbOrTx, supplierId: number): Promise<void> {
  if (await q.createBalanceOnce(tx, supplierId, WELCOME_SMS_CREDITS))
    await q.insertTransaction(tx, {
      supplierId,
      kind: 'WELCOME',
      credits: WELCOME_SMS_CREDITS,
      balanceAfter: WELCOME_SMS_CREDITS,
    });
}

/** Takes an SMS's credits inside the caller's transaction, or refuses (never below zero). */
export async function debitCredits(tx: DbOrTx, supplierId: number, credits: number, messageId: number) {
  await ensureBalance(tx, supplierId);
  const after = await q.debitBalance(tx, supplierId, credits);
  if (after === null) throw notEnoughCredits();
  await q.insertTransaction(tx, {
    supplierId,
    kind: 'DEBIT',
    credits: -credits,
    balanceAfter: after,
    messageId,
  });
}

/** Gives an SMS's credits back (it could not be sent). */
export async function refundCredits(tx: DbOrTx, supplierId: number, credits: number, messageId: number) {
  if (credits <= 0) return;
  await ensureBalance(tx, supplierId);
  const after = await q.creditBalance(tx, supplierId, credits);
  await q.insertTransaction(tx, {
    supplierId,
    kind: 'REFUND',
    credits,
    balanceAfter: after,
    messageId,
    note: 'Not sent',
  });
}

/** Adds a paid pack's credits, with its PURCHASE entry (inside the caller's transaction). */
export async function addPurchasedCredits(tx: DbOrTx, supplierId: number, credits: number, note: string) {
  await ensureBalance(tx, supplierId);
  const after = await q.creditBalance(tx, supplierId, credits);
  await q.insertTransaction(tx, { supplierId, kind: 'PURCHASE', credits, balanceAfter: after, note });
}

/** get_sms_balance */
export async function getSmsBalance(db: DbOrTx, supplierId: number): Promise<SmsBalance> {
  const stored = await q.readBalance(db, supplierId);
  const credits = stored ?? WELCOME_SMS_CREDITS;
  return { credits, isLow: credits <= LOW_SMS_CREDITS };
}

/** get_sms_transaction_history: newest first, SMS_HISTORY_PAGE_SIZE a page. */
export async function getSmsTransactionHistory(
  db: DbOrTx,
  supplierId: number,
  pageNo: number,
): Promise<SmsTransactionHistory> {
  const rows = await q.listTransactions(
    db,
    supplierId,
    SMS_HISTORY_PAGE_SIZE + 1,
    (pageNo - 1) * SMS_HISTORY_PAGE_SIZE,
  );
  return {
    transactions: rows.slice(0, SMS_HISTORY_PAGE_SIZE).map((row) => ({
      transactionId: row.transactionId,
      kind: row.kind as SmsTransactionHistory['transactions'][number]['kind'],
      credits: row.credits,
      balanceAfter: row.balanceAfter,
      messageId: row.messageId,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    })),
    pageNo,
    hasMore: rows.length > SMS_HISTORY_PAGE_SIZE,
  };
}
