// The dues list (every customer with a balance, with their terms and whether they are overdue)
// and one customer's ledger with its running balance; adjustments to a balance.
import {
  KHATA_LEDGER_PAGE_SIZE,
  KHATA_LIST_PAGE_SIZE,
  type KhataAdjustmentBody,
  type KhataLedgerReply,
  type KhataListReply,
} from '@storekeep/domain/khata-api';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { insertAudit } from '../supplier/index.ts';
import { CUSTOMER_NOT_FOUND, presentCustomer, presentEntry, storeOf } from './internal.ts';
import * as q from './queries.ts';

export async function listKhata(
  db: Db,
  session: SupplierSession,
  query: { sort: 'amount' | 'age'; overdueOnly: '0' | '1'; page: number },
  now = new Date(),
): Promise<KhataListReply> {
  const { flags } = await storeOf(db, session.supplierId);
  const all = (await q.standings(db, session.supplierId, null)).map((row) =>
    presentCustomer(row, flags, now),
  );
  const due = all.filter((c) => c.balancePaise > 0);
  const overdue = due.filter((c) => c.overdue);
  const totals = {
    customers: due.length,
    duePaise: due.reduce((sum, c) => sum + c.balancePaise, 0),
    overduePaise: overdue.reduce((sum, c) => sum + c.balancePaise, 0),
    overdueCustomers: overdue.length,
    advancePaise: all.reduce((sum, c) => (c.balancePaise < 0 ? sum - c.balancePaise : sum), 0),
  };
  const shown = query.overdueOnly === '1' ? overdue : all;
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  const sorted = [...shown].sort((a, b) =>
    query.sort === 'age'
      ? (b.daysOutstanding ?? -1) - (a.daysOutstanding ?? -1) ||
        b.balancePaise - a.balancePaise ||
        byName(a, b)
      : b.balancePaise - a.balancePaise || byName(a, b),
  );
  const start = (query.page - 1) * KHATA_LIST_PAGE_SIZE;
  return {
    customers: sorted.slice(start, start + KHATA_LIST_PAGE_SIZE),
    totals,
    page: query.page,
    hasMore: sorted.length > start + KHATA_LIST_PAGE_SIZE,
  };
}

export async function getLedger(
  db: DbOrTx,
  supplierId: number,
  customerId: number,
  page: number,
  now = new Date(),
): Promise<KhataLedgerReply> {
  const { flags } = await storeOf(db, supplierId);
  const [row] = await q.standings(db, supplierId, customerId);
  if (!row) throw notFound(CUSTOMER_NOT_FOUND);
  const rows = await q.ledgerPage(db, supplierId, customerId, page, KHATA_LEDGER_PAGE_SIZE);
  return {
    customer: presentCustomer(row, flags, now),
    entries: rows.slice(0, KHATA_LEDGER_PAGE_SIZE).map(presentEntry),
    page,
    hasMore: rows.length > KHATA_LEDGER_PAGE_SIZE,
  };
}

/** A correction of the balance (up or down) with its reason, in the ledger and the audit log. */
export async function adjustBalance(
  db: Db,
  session: SupplierSession,
  customerId: number,
  body: KhataAdjustmentBody,
): Promise<KhataLedgerReply> {
  return db.transaction(async (tx) => {
    if (!(await q.lockCustomer(tx, session.supplierId, customerId))) throw notFound(CUSTOMER_NOT_FOUND);
    const entryId = await q.insertEntry(tx, {
      supplierId: session.supplierId,
      customerId,
      kind: 'ADJUSTMENT',
      amountPaise: body.amountPaise,
      note: body.note,
      userId: session.userId,
    });
    await insertAudit(tx, {
      supplierId: session.supplierId,
      userId: session.userId,
      action: 'khata.adjustment',
      details: { customerId, entryId, amountPaise: body.amountPaise, note: body.note },
    });
    return getLedger(tx, session.supplierId, customerId, 1);
  });
}
