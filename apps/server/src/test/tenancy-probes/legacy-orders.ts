// The apps' order, inventory, lookup, SMS and common_api.php paths (modules/legacy, back office).
import { COURIER_API_PATH } from '../../modules/legacy/courier-actions.ts';
import { DOWNLOAD_JSON_PATH, VOICE_SEARCH_JSON_PATH } from '../../modules/legacy/lookup-routes.ts';
import { MOBILE_VERIFY_PATH } from '../../modules/legacy/mobile-verify-actions.ts';
import { COMMON_API_PATH } from '../../modules/legacy/php-actions.ts';
import { SMS_API_PATHS } from '../../modules/legacy/sms-actions.ts';
import type { Probe } from './probe.ts';

export const LEGACY_ORDER_PROBES: Record<string, Probe> = {
  'GET /marketplace/order_sql/ajax/service/listSupplierOrders.service': {
    kind: 'foreign-ids',
    query: (b) => ({ supplierId: String(b.supplierId), orderState: 'ALLORDERS', type: 'VIEW' }),
  },
  'GET /marketplace/order/ajax/service/getOrderDetails.service': {
    kind: 'foreign-ids',
    query: (b) => ({ orderId: String(b.orderId) }),
  },
  'GET /marketplace/order_sql/ajax/service/getMasterOrder.service': {
    kind: 'foreign-ids',
    query: (b) => ({ orderId: String(b.orderId), isForEdit: 'true' }),
  },
  'GET /marketplace/getOrderMsgStatus.ns': {
    kind: 'foreign-ids',
    query: (b) => ({ orderId: String(b.orderId) }),
  },
  'POST /marketplace/getOrderWhatsappMsg.ns': {
    kind: 'foreign-ids',
    body: (b) => ({ orderId: String(b.orderId), msg: 'Probe' }),
  },
  'POST /marketplace/order/ajax/service/editAndConfirmOrder.service': {
    kind: 'foreign-ids',
    body: (b) => ({ orderId: b.orderId }),
  },
  // The credit OTP to B's customer, by id and by B's customer's mobile number.
  [`GET ${MOBILE_VERIFY_PATH}`]: {
    kind: 'foreign-ids',
    query: (b) => ({ action: 'sendOtp', customerId: String(b.customerId) }),
  },
  [`POST ${MOBILE_VERIFY_PATH}`]: {
    kind: 'foreign-ids',
    query: () => ({ action: 'sendOtp' }),
    // By B's customer id: A's own customers include B's customer's mobile (an earlier probe adds one).
    body: (b) => ({ customerId: String(b.customerId) }),
  },
  [`GET ${COURIER_API_PATH}`]: {
    kind: 'foreign-ids',
    query: (b) => ({ action: 'getCourierStatus', orderId: String(b.orderId) }),
  },
  [`POST ${COURIER_API_PATH}`]: {
    kind: 'foreign-ids',
    query: () => ({ action: 'trackOrder' }),
    body: (b) => ({ orderId: b.orderId }),
  },
  // Vendors and purchase orders: B's purchase order is not found; the lists show only A's.
  'POST /marketplace/vendor/ajax/service/listVendors.service': {
    kind: 'own-data',
    body: () => ({ searchKey: 'Zeta', currentPage: '1' }),
  },
  'POST /vendorapis/purchase_order/purchase/listPurchaseOrders': {
    kind: 'own-data',
    body: (b) => ({ vendorId: String(b.vendorId), currentPage: '1' }),
  },
  'POST /vendorapis/purchase_order/purchase/fetchPurchaseOrder': {
    kind: 'foreign-ids',
    body: (b) => ({ purchaseOrderId: b.purchaseOrderId }),
  },
  'GET /marketplace/vendor/ajax/service/getAssociatedProducts.service': {
    kind: 'foreign-ids',
    query: (b) => ({ vendorId: String(b.vendorId), selectedTab: 'lowInventory' }),
  },
  'GET /vendorapis/products/inventory/getQuickAddInventoryDetailsForBarcode': {
    kind: 'own-data',
    query: (b) => ({ barcode: b.productBarcode, module: 'activeInventory' }),
  },
  'GET /vendorapis/products/inventory/getQuickAddInventoryDetailsForProductName': {
    kind: 'own-data',
    query: () => ({ searchParameter: 'Zeta Foreign Product', module: 'activeInventory' }),
  },
  'GET /vendorapis/purchase_order/purchase/getQuickAddInventoryDetailsForProductName': {
    kind: 'own-data',
    query: (b) => ({ searchParameter: b.productBarcode }),
  },
  'GET /marketplace/gis/getDetailByPincode.service': {
    kind: 'own-data',
    query: () => ({ pincode: '560001', priority: '1' }),
  },
  'GET /marketplace/gis/getStorePickupInfo.service': { kind: 'own-data' },
  'GET /marketplace/customfield/ajax/service/getcustomfield.service': {
    kind: 'own-data',
    query: () => ({ section: 'PRODUCT' }),
  },
  [`GET ${DOWNLOAD_JSON_PATH}`]: { kind: 'own-data' },
  [`GET ${VOICE_SEARCH_JSON_PATH}`]: { kind: 'own-data' },
  ...Object.fromEntries(
    SMS_API_PATHS.map((path): [string, Probe] => [
      `GET ${path}`,
      {
        kind: 'foreign-ids',
        query: (b) => ({
          action: 'get_sms_transaction_history',
          supplierId: String(b.supplierId),
          pageNo: '1',
        }),
      },
    ]),
  ),
  // One path for every action: the probes aim a booking read and a booking move at B's booking.
  [`GET ${COMMON_API_PATH}`]: {
    kind: 'foreign-ids',
    query: (b) => ({ action: 'getBookingById', booking_id: String(b.bookingId) }),
  },
  [`POST ${COMMON_API_PATH}`]: {
    kind: 'foreign-ids',
    query: () => ({ action: 'saveBookingDetails' }),
    body: (b) => ({
      id: b.bookingId,
      booking_date: '2030-01-07',
      from_time: '11:00',
      to_time: '11:30',
      staff_id: b.staffId,
    }),
  },
};
