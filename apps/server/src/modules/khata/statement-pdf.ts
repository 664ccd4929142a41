// The khata statement as PDF (the invoices' renderer): for the merchant, and for the customer
// from their statement link.
import type { LedgerEntry } from '@storekeep/domain/khata-api';
import type { DbOrTx } from '../../db/client.ts';
import { statementPdf } from '../invoices/index.ts';
import { presentEntry, storeOf } from './internal.ts';
import { getLedger } from './ledger.ts';
import * as q from './queries.ts';

/** The most entries a statement lists (the newest; the balance column stays right). */
const STATEMENT_ENTRIES = 1000;

const describe = (entry: LedgerEntry) => {
  const bill = entry.orderNumber === null ? '' : ` #${entry.orderNumber}`;
  const note = entry.note ? `: ${entry.note}` : '';
  switch (entry.kind) {
    case 'CREDIT_SALE':
      return `Bill${bill} on credit`;
    case 'PAYMENT_RECEIVED':
      return `Payment received${entry.mode ? ` (${entry.mode})` : ''}`;
    case 'CREDIT_REFUND':
      return `Return / cancellation of bill${bill}`;
    case 'ADJUSTMENT':
      return `Adjustment${note}`;
  }
};

export async function khataStatementPdf(
  db: DbOrTx,
  supplierId: number,
  customerId: number,
  now = new Date(),
) {
  const ledger = await getLedger(db, supplierId, customerId, 1, now);
  const { supplier } = await storeOf(db, supplierId);
  const bank = await q.findBankDetails(db, supplierId);
  const rows = await q.ledgerPage(db, supplierId, customerId, 1, STATEMENT_ENTRIES);
  const entries = rows.slice(0, STATEMENT_ENTRIES).map(presentEntry).reverse();
  const pdf = await statementPdf({
    storeName: supplier.storeName,
    storeMobile: supplier.ownerMobile,
    customerName: ledger.customer.name,
    customerMobile: ledger.customer.mobileNumber,
    balancePaise: ledger.customer.balancePaise,
    generatedAt: now.toISOString(),
    upiId: bank?.upiId ?? null,
    entries: entries.map((e) => ({
      createdAt: e.createdAt,
      description: describe(e),
      amountPaise: e.amountPaise,
      balancePaise: e.balancePaise,
    })),
  });
  const safe = ledger.customer.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'customer';
  return { pdf, fileName: `khata-${safe}.pdf` };
}
