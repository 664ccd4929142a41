// The khata statement as PDF (the invoices' renderer): for the merchant, and for the customer
// from their statement link.
import { DOCUMENT_TEXTS, type DocumentTexts, fillText } from '@storekeep/domain/document-texts';
import type { LedgerEntry } from '@storekeep/domain/khata-api';
import type { LanguageCode } from '@storekeep/domain/languages';
import type { DbOrTx } from '../../db/client.ts';
import { printLanguage, statementPdf } from '../invoices/index.ts';
import { presentEntry, storeOf } from './internal.ts';
import { getLedger } from './ledger.ts';
import * as q from './queries.ts';

/** The most entries a statement lists (the newest; the balance column stays right). */
const STATEMENT_ENTRIES = 1000;

const describe = (entry: LedgerEntry, texts: DocumentTexts) => {
  const bill = entry.orderNumber === null ? '' : ` #${entry.orderNumber}`;
  const note = entry.note ? `: ${entry.note}` : '';
  switch (entry.kind) {
    case 'CREDIT_SALE':
      return fillText(texts.creditSale, { bill });
    case 'PAYMENT_RECEIVED':
      return `${texts.paymentReceived}${entry.mode ? ` (${entry.mode})` : ''}`;
    case 'CREDIT_REFUND':
      return fillText(texts.creditRefund, { bill });
    case 'ADJUSTMENT':
      return `${texts.adjustment}${note}`;
  }
};

export async function khataStatementPdf(
  db: DbOrTx,
  supplierId: number,
  customerId: number,
  /** userId: the staff member asking (none for a statement link); language: the asked one. */
  printing: { userId?: number; language?: LanguageCode } = {},
  now = new Date(),
) {
  const language = await printLanguage(db, {
    supplierId,
    customerId,
    userId: printing.userId ?? null,
    asked: printing.language,
  });
  const texts = DOCUMENT_TEXTS[language];
  const ledger = await getLedger(db, supplierId, customerId, 1, now);
  const { supplier } = await storeOf(db, supplierId);
  const bank = await q.findBankDetails(db, supplierId);
  const rows = await q.ledgerPage(db, supplierId, customerId, 1, STATEMENT_ENTRIES);
  const entries = rows.slice(0, STATEMENT_ENTRIES).map(presentEntry).reverse();
  const pdf = await statementPdf({
    language,
    storeName: supplier.storeName,
    storeMobile: supplier.ownerMobile,
    customerName: ledger.customer.name,
    customerMobile: ledger.customer.mobileNumber,
    balancePaise: ledger.customer.balancePaise,
    generatedAt: now.toISOString(),
    upiId: bank?.upiId ?? null,
    entries: entries.map((e) => ({
      createdAt: e.createdAt,
      description: describe(e, texts),
      amountPaise: e.amountPaise,
      balancePaise: e.balancePaise,
    })),
  });
  const safe = ledger.customer.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'customer';
  return { pdf, fileName: `khata-${safe}.pdf` };
}
