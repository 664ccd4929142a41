// What other modules use of customers besides its service: a customer's address by id.
export { findAddress } from './queries.ts';
