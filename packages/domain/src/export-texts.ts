// The words of the exported files in the nine languages, for the staff member who asks for them:
// the report files (CSV, XLSX, PDF: heading, sheet names, figure, table and column names, 'Total'),
// the stock exports and the catalogue export (sheet names and column headers). The admin app's
// report screens take their figure, table and column names from here, so screen and file agree.
// Codes (GSTIN, HSN/SAC, CGST, SGST, IGST, UQC, SKU, MRP) stay as they are. Not here: the GSTR-1
// files, whose sheet names, headings and keys stay the portal's English (the offline tool reads
// them by name).
import { bn } from './export-texts/bn.ts';
import { gu } from './export-texts/gu.ts';
import { hi } from './export-texts/hi.ts';
import { kn } from './export-texts/kn.ts';
import { ml } from './export-texts/ml.ts';
import { mr } from './export-texts/mr.ts';
import { ta } from './export-texts/ta.ts';
import { te } from './export-texts/te.ts';
import { type ExportTexts, en } from './export-texts/texts.ts';
import { type LanguageCode, normalizeLanguage } from './languages.ts';

export type { ExportTexts, StockExportColumn } from './export-texts/texts.ts';

export const EXPORT_TEXTS: Record<LanguageCode, ExportTexts> = { en, hi, mr, bn, ta, gu, kn, ml, te };

/** The export words of a language; English for one Storekeep does not speak. */
export function exportTexts(language: string | null | undefined): ExportTexts {
  return EXPORT_TEXTS[normalizeLanguage(language)];
}

export { fillText as fillExportText } from './fill-text.ts';
