// The order use cases, one file each, as routes.ts and other modules call them. Every write
// locks the order row, runs in one transaction with its stock moves, khata entries and status
// history, and answers with the order as it now is.
export { cancelOrder, type OnlineRefunds } from './cancel-order.ts';
export { confirmOrder } from './confirm-order.ts';
export { createOrder } from './create-order.ts';
export { assignDeliveryBoy, listDeliveryBoys, setDeliveryStatus, setRider } from './delivery.ts';
export { editOrderItems } from './edit-order-items.ts';
export { getOrder, requireVisibleOrder } from './get-order.ts';
export {
  type OnlineBillInput,
  type OnlineOrderInput,
  placeOnlineOrder,
  priceOnlineOrder,
} from './online-order.ts';
export {
  type OnlinePaymentOutcome,
  recordOnlinePayment,
  type VerifiedOnlinePayment,
} from './online-payment.ts';
export { setExpiryDate, setOrderCustomer } from './order-details.ts';
export { recordPayment } from './record-payment.ts';
export { returnOrder } from './return-order.ts';
