// Contract rows of the back office's order and data calls (back-office.md §7 "Orders", "Products
// and inventory" beyond the catalogue's six, "Lookups", "SMS", "common_api.php actions"). Where the
// spec shows no answer shape the reply is { isSuccess: true, data } (docs/api.md, legacy calls).
import { VALIDATION_MESSAGES } from '@storekeep/domain/validation';
import type { LegacyRow } from '../legacy-contract.ts';

const MOBILE_VERIFY = '/marketplace/static/php/web/mobile_verify.php';
const COURIER_API = '/marketplace/static/php/web/courier_api.php';
const MOBILE_NUMBER_MESSAGE = 'Enter the customer’s 10-digit mobile number.';

const COMMON_API = 'GET /marketplace/static/php/web/common_api.php';
const COMMON_API_POST = 'POST /marketplace/static/php/web/common_api.php';
/** A Monday far enough ahead for any calendar. */
const MONDAY = '2030-01-07';

export const ROWS: LegacyRow[] = [
  // Orders
  {
    call: 'GET /marketplace/order_sql/ajax/service/listSupplierOrders.service',
    query: (ids) => ({
      currentPage: '1',
      supplierId: String(ids.supplierId),
      orderState: 'ALLORDERS',
      type: 'VIEW',
      sortBy: 'createdAt',
      sortOrdr: 'DESC',
      defaultListing: 'true',
    }),
    fields: ['isSuccess', 'data.orders', 'data.tab', 'data.query.type', 'data.query.sortOrdr', 'data.page'],
  },
  {
    call: 'GET /marketplace/order/ajax/service/getOrderDetails.service',
    query: (ids) => ({
      orderId: String(ids.orderId),
      supplierId: String(ids.supplierId),
      isForReturn: 'false',
    }),
    fields: ['isSuccess', 'data.orderId', 'data.items'],
  },
  {
    call: 'GET /marketplace/order_sql/ajax/service/getMasterOrder.service',
    query: (ids) => ({ orderId: String(ids.orderId), fetchNewId: 'false', isForEdit: 'true' }),
    fields: ['isSuccess', 'data.orderId', 'data.items'],
  },
  {
    call: 'GET /marketplace/getOrderMsgStatus.ns',
    query: (ids) => ({ orderId: String(ids.orderId) }),
    fields: ['isSuccess', 'data.orderId', 'data.sent', 'data.messages'],
  },
  {
    call: 'POST /marketplace/getOrderWhatsappMsg.ns',
    form: (ids) => ({ orderId: String(ids.orderId), msg: 'Thank you' }),
    fields: ['isSuccess', 'data.text', 'data.waLink'],
  },
  // shared-blocks.md §7 "Order confirm: POST JSON to editAndConfirmOrder.service" (decision 0230).
  {
    call: 'POST /marketplace/order/ajax/service/editAndConfirmOrder.service',
    json: (ids) => ({ orderId: ids.unconfirmedOrderId, items: [{ productId: ids.productId, quantity: 2 }] }),
    fields: ['isSuccess', 'data.orderId', 'data.orderStatuses', 'data.items.0.quantity'],
  },
  // "Vendors: POST listVendors", "Purchase orders: POST listPurchaseOrders and fetchPurchaseOrder".
  {
    call: 'POST /marketplace/vendor/ajax/service/listVendors.service',
    form: () => ({ currentPage: '1' }),
    fields: ['isSuccess', 'data.vendors.0.vendorId', 'data.total'],
  },
  {
    call: 'POST /vendorapis/purchase_order/purchase/listPurchaseOrders',
    form: () => ({ currentPage: '1' }),
    fields: ['isSuccess', 'data.purchaseOrders.0.purchaseOrderId'],
  },
  {
    call: 'POST /vendorapis/purchase_order/purchase/fetchPurchaseOrder',
    form: (ids) => ({ purchaseOrderId: String(ids.purchaseOrderId) }),
    fields: ['isSuccess', 'data.purchaseOrderId', 'data.lines.0'],
  },
  // "OTP through mobile_verify.php": the credit OTP to a customer, by id or 10-digit mobile.
  {
    call: `GET ${MOBILE_VERIFY}`,
    query: (ids) => ({ action: 'sendOtp', customerId: String(ids.customerId) }),
    fields: ['isSuccess', 'data.customerId', 'data.sentTo', 'data.expiresAt'],
    refusal: { query: () => ({ mobileNumber: '12345' }), message: MOBILE_NUMBER_MESSAGE },
  },
  {
    call: `POST ${MOBILE_VERIFY}`,
    query: () => ({ action: 'sendOtp' }),
    form: (ids) => ({ customerId: String(ids.customerId) }),
    fields: ['isSuccess', 'data.sentTo'],
    refusal: { form: () => ({ mobileNumber: '12345' }), message: MOBILE_NUMBER_MESSAGE },
  },
  // "Order and courier status and tracking through static php endpoints": courier_api.php.
  {
    call: `GET ${COURIER_API}`,
    query: (ids) => ({ action: 'getOrderStatus', orderId: String(ids.orderId) }),
    fields: ['isSuccess', 'data.orderStatuses', 'data.paymentStatus', 'data.deliveryStatus'],
  },
  {
    call: `GET ${COURIER_API}`,
    query: (ids) => ({ action: 'getCourierStatus', orderId: String(ids.orderId) }),
    fields: [
      'isSuccess',
      'data.rider_name',
      'data.rider_phone',
      'data.eta',
      'data.status',
      'data.deliveryBoy',
    ],
  },
  {
    call: `GET ${COURIER_API}`,
    query: (ids) => ({ action: 'trackOrder', orderId: String(ids.orderId) }),
    fields: ['isSuccess', 'data.orderId', 'data.tracking', 'data.deliveryStatus'],
  },
  {
    call: `POST ${COURIER_API}`,
    query: () => ({ action: 'trackOrder' }),
    form: (ids) => ({ orderId: String(ids.orderId) }),
    fields: ['isSuccess', 'data.tracking'],
  },
  {
    call: `GET ${COURIER_API}`,
    query: () => ({ action: 'getCourierOrders' }),
    fields: ['isSuccess', 'data.deliveries'],
    asDeliveryBoy: true,
  },
  // Products and inventory
  {
    call: 'GET /marketplace/vendor/ajax/service/getAssociatedProducts.service',
    query: (ids) => ({
      supplierId: String(ids.supplierId),
      vendorId: String(ids.vendorId),
      selectedTab: 'lowInventory',
      currentPage: '1',
      pageSize: '25',
      searchKey: 'productName',
      searchValue: '',
    }),
    fields: ['isSuccess', 'data.products', 'data.page', 'data.pageSize'],
  },
  {
    call: 'GET /vendorapis/products/inventory/getQuickAddInventoryDetailsForBarcode',
    query: (ids) => ({
      supplierId: String(ids.supplierId),
      barcode: ids.productBarcode,
      currentPage: '1',
      pageSize: '20',
      module: 'activeInventory',
    }),
    fields: ['isSuccess', 'data.products.0.productName', 'data.currentPage'],
  },
  {
    call: 'GET /vendorapis/products/inventory/getQuickAddInventoryDetailsForProductName',
    query: (ids) => ({
      supplierId: String(ids.supplierId),
      searchParameter: 'rice',
      currentPage: '1',
      pageSize: '20',
      module: 'activeInventory',
    }),
    fields: ['isSuccess', 'data.products', 'data.searchType'],
  },
  {
    call: 'GET /vendorapis/purchase_order/purchase/getQuickAddInventoryDetailsForProductName',
    query: (ids) => ({
      supplierId: String(ids.supplierId),
      searchParameter: ids.productBarcode,
      currentPage: '1',
      pageSize: '20',
      module: 'activeInventory',
    }),
    fields: ['isSuccess', 'data.products.0.name'],
  },
  // Lookups
  {
    call: 'GET /marketplace/gis/getDetailByPincode.service',
    query: () => ({ pincode: '560001', priority: '1' }),
    fields: ['isSuccess', 'data.pincode', 'data.city', 'data.state'],
    refusal: { query: () => ({ pincode: '12ab', priority: '1' }), message: VALIDATION_MESSAGES.pincode },
  },
  { call: 'GET /marketplace/gis/getStorePickupInfo.service', fields: ['isSuccess', 'result.pickupInfo'] },
  {
    call: 'GET /marketplace/customfield/ajax/service/getcustomfield.service',
    query: () => ({ section: 'PRODUCT' }),
    fields: ['isSuccess', 'data.fields', 'data.availableTypes'],
  },
  { call: 'GET /marketplace/static/json/download.json', fields: ['isSuccess', 'data.downloads'] },
  {
    call: 'GET /marketplace/static/json/voiceSearchRouteMap.json',
    fields: ['isSuccess', 'data.0.route', 'data.0.keywords'],
  },
  // SMS
  {
    call: 'GET /marketplace/static/php/web/smsapi.php',
    query: () => ({ action: 'get_sms_balance' }),
    fields: ['isSuccess', 'data.credits'],
  },
  {
    call: 'GET /marketplace/static/php/web/smsapi.php',
    query: (ids) => ({
      action: 'get_sms_transaction_history',
      supplierId: String(ids.supplierId),
      pageNo: '1',
    }),
    fields: ['isSuccess', 'data.transactions', 'data.pageNo'],
  },
  // common_api.php actions
  {
    call: COMMON_API,
    query: () => ({ action: 'getCustomSMSSenderIdStatus' }),
    fields: ['isSuccess', 'data.status'],
  },
  { call: COMMON_API, query: () => ({ action: 'getDomainName' }), fields: ['isSuccess', 'data.domainName'] },
  {
    call: COMMON_API,
    query: () => ({ action: 'getUserBankDetails' }),
    fields: ['isSuccess', 'data.accountNumber', 'data.ifsc', 'data.upiId'],
  },
  { call: COMMON_API, query: () => ({ action: 'getPayPalDetails' }), fields: ['isSuccess', 'data.paypal'] },
  {
    call: COMMON_API,
    query: () => ({ action: 'getDetailsByIfsc', ifsc: 'SBIN0001234' }),
    fields: ['isSuccess', 'data.ifsc', 'data.bankName'],
  },
  {
    call: COMMON_API,
    query: () => ({ action: 'getCalendarInterval' }),
    fields: ['isSuccess', 'data.interval'],
  },
  {
    call: COMMON_API,
    query: () => ({ action: 'getBookingDetails' }),
    fields: ['isSuccess', 'data.services', 'data.staff'],
  },
  {
    call: COMMON_API,
    query: () => ({ action: 'getBookedCalendar', start_date: MONDAY, type: 'week' }),
    fields: ['isSuccess', 'data.start_date', 'data.end_date', 'data.bookings'],
  },
  // The demo store's ids name no booking: the booking calls are proved by the server test
  // (legacy-common-api.test.ts); here their refusal of a booking that is not the store's.
  {
    call: COMMON_API,
    query: () => ({ action: 'getBookingById', booking_id: '2147483647', enquiry_id: '' }),
    fields: ['isSuccess', 'errorMsg'],
  },
  {
    call: COMMON_API_POST,
    query: () => ({ action: 'saveBookingDetails' }),
    form: () => ({
      id: '2147483647',
      booking_date: MONDAY,
      from_time: '11:00',
      to_time: '11:30',
      staff_id: '1',
    }),
    fields: ['isSuccess', 'errorMsg'],
  },
  {
    call: COMMON_API_POST,
    query: () => ({ action: 'deleteBookingById', booking_id: '2147483647' }),
    fields: ['isSuccess', 'errorMsg'],
  },
  {
    call: COMMON_API_POST,
    query: () => ({ action: 'setCalendarSlot' }),
    form: () => ({ jsonData: '{}' }),
    fields: ['isSuccess', 'errorMsg'],
  },
  {
    call: COMMON_API_POST,
    query: () => ({ action: 'setBookingDetails' }),
    form: () => ({ jsonData: '{}' }),
    fields: ['isSuccess', 'errorMsg'],
  },
];
