// What other modules use of reports besides its service: credit notes for stores written in bulk.
export { recordBulkReturns } from './queries.ts';
