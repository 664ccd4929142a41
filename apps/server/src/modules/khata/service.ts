// The credit khata's use cases, one file each: the dues list and ledgers (ledger.ts), statement
// links and the public statement (statements.ts), paying from it (statement-payments.ts), the
// statement PDF, reminders, and the store's bank and UPI details.
export { detailsByIfsc, getBankDetails, saveBankDetails } from './bank-details.ts';
export { adjustBalance, getLedger, listKhata } from './ledger.ts';
export { completeStatementPayment, paymentOfLink, startStatementPayment } from './statement-payments.ts';
export { khataStatementPdf } from './statement-pdf.ts';
export { createLink, getStatement, openLink, revokeStatementLinks } from './statements.ts';
