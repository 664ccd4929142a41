// What other modules use of orders besides its service: the idempotent-reply helper and the
// priced lines the online checkout shares with the back office.
export { idempotentWithReply } from './idempotency.ts';
export type { PricedBill } from './lines.ts';
export type { LineProduct } from './queries.ts';
