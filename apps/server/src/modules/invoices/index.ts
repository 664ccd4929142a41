// What other modules use of invoices besides its routes: the khata statement's PDF, drawn with
// the invoices' fonts (loaded on first use, as the invoice PDF is).
import type { StatementDocument } from './statement-pdf.ts';

export type { StatementDocument };

export async function statementPdf(statement: StatementDocument): Promise<Buffer> {
  const { renderStatementPdf } = await import('./statement-pdf.ts');
  return renderStatementPdf(statement);
}

// The fonts that write Indian scripts, for other PDFs (the reports' files).
export { fontFile, heightOfText, writeText } from './fonts.ts';
// The language a printed document takes (the statement's as the invoice's).
export { printLanguage } from './print-language.ts';
