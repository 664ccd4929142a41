// What other modules use of orders besides its service: the idempotent-reply helper, the priced
// lines the online checkout shares with the back office, and the pricing and item rows the demo
// data goes through so its orders are billed by the same rules as real ones.
export { idempotentWithReply } from './idempotency.ts';
export { billColumns, itemRows, placeOf, stateCode } from './internal.ts';
export { type PricedBill, priceLines } from './lines.ts';
export { listOrders, outletFilter } from './list.ts';
export { orderMessageStatus, orderWhatsappMessage } from './messages.ts';
export type { LineProduct } from './queries.ts';
