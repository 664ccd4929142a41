// What other modules use of the product import besides its service: the safe spreadsheet reader
// and the formula guard of exported cells.
export { readSheet, type SheetMatrix } from './read-file.ts';
export { guardFormula } from './service.ts';
