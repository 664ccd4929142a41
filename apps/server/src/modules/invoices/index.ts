// What other modules use of invoices besides its service: the PDF fonts that write Indian scripts.
export { fontFile, writeText } from './fonts.ts';
