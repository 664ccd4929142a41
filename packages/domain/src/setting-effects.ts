// What each stored setting does, and so whether the settings screens may show it: a setting either
// changes what the product does (the files that read it are named, and a test checks they do) or is
// kept in the stored data, hidden from the screens, until the work that owns it builds its effect.
import type { AccountSettings, StoreSettings } from './account-settings.ts';

export type SettingEffect =
  /** Works: repository paths of the code that reads the setting to change behaviour. */
  | { readBy: readonly [string, ...string[]] }
  /** Stored but not built: hidden from the screens. `owner` names the work that will build it, if any. */
  | { owner: string | null };

export const isWorkingSetting = (effect: SettingEffect): boolean => 'readBy' in effect;

const ORDER_LINES = 'apps/server/src/modules/orders/lines.ts';
const CHECKOUT_ORDER = 'apps/server/src/modules/checkout/place-order.ts';
const CHECKOUT_PAYMENTS = 'apps/server/src/modules/checkout/internal.ts';
const CUSTOMERS = 'apps/server/src/modules/customers/service.ts';
const PRODUCTS = 'apps/server/src/modules/products/internal.ts';
const POS = 'apps/web/src/features/pos/routes/pos-page.tsx';
const ROUNDING = 'packages/domain/src/rounding.ts';
const KHATA_TERMS = 'packages/domain/src/khata.ts';
const PURCHASE_ORDERS = 'apps/server/src/modules/purchases/create-purchase-order.ts';
const APPROVAL = 'packages/domain/src/manager-approval.ts';
const MESSAGE_TEMPLATES = 'packages/domain/src/message-templates.ts';
const ORDER_MESSAGES_SENT = 'apps/server/src/modules/orders/customer-messages.ts';
const RECEIPTS = 'apps/server/src/modules/purchases/receive-purchase-order.ts';
const POS_QUANTITY = 'apps/web/src/features/pos/components/line-quantity.tsx';

export const ACCOUNT_SETTING_EFFECTS: Readonly<Record<keyof AccountSettings, SettingEffect>> = {
  isAllowCOD: { readBy: [CHECKOUT_ORDER] },
  isEnabledOnlinePayment: { readBy: [CHECKOUT_PAYMENTS, 'packages/domain/src/payment-link.ts'] },
  onlinePaymentMode: { readBy: [CHECKOUT_PAYMENTS] },
  isEnabledJdPay: { owner: null },
  isMaintainProductSku: { readBy: [PRODUCTS] },
  isSellOutOfStock: {
    readBy: ['apps/server/src/modules/stock/service.ts', 'packages/domain/src/checkout.ts'],
  },
  isSellCustomProduct: { readBy: [ORDER_LINES] },
  isAllowAdjustments: { owner: null },
  isAllowDiscounts: { readBy: [ORDER_LINES, POS] },
  isMaintainBatch: { readBy: [ORDER_LINES] },
  isMaintainExpiry: { readBy: [RECEIPTS] },
  enableIMEINumber: { readBy: [RECEIPTS] },
  enableHybridShop: { owner: null },
  isPickupEnabled: { readBy: [CHECKOUT_ORDER] },
  sellLooseProducts: { readBy: [POS_QUANTITY] },
  sellPackedAndLooseProducts: { readBy: ['packages/domain/src/loose.ts', POS_QUANTITY] },
  uploadPrescription: { owner: null },
  isAllowVariantProducts: { readBy: [PRODUCTS] },
  addSynonym: { owner: null },
  addAttachment: { owner: null },
  isEnabledCustomerCredit: { readBy: [CUSTOMERS] },
  defaultCreditPeriod: { readBy: [KHATA_TERMS] },
  defaultCreditType: { readBy: [KHATA_TERMS] },
  defaultCreditLimit: { readBy: [KHATA_TERMS] },
  customerCreditOtpRequired: { readBy: [CUSTOMERS] },
  isDisplayTaxColumns: {
    readBy: ['apps/server/src/modules/invoices/service.ts', POS],
  },
  isShowHsnSacOnBilling: {
    readBy: [
      'apps/server/src/modules/invoices/service.ts',
      'apps/web/src/features/orders/routes/order-detail-page.tsx',
    ],
  },
  allowTaxChange: { readBy: [ORDER_LINES] },
  isDiscountOnRate: { owner: null },
  isAllowPriceChangeInBilling: { readBy: [ORDER_LINES] },
  isDisplayRateAndFinalPrice: { owner: null },
  autoInvoicePrint: { readBy: [POS] },
  customerButtonPosition: { owner: null },
  addCustomerDetails: { owner: null },
  isAutoReorderQuantity: { readBy: [PURCHASE_ORDERS] },
  isAutoReorderLevel: { readBy: [PURCHASE_ORDERS] },
  isAutomatedCategorization: { owner: null },
  sellOnlineInBulk: { owner: null },
  quantityChangeMethod: { owner: null },
  isAllowQtyChangeInOrder: { readBy: ['apps/server/src/modules/orders/edit-order-items.ts'] },
  hideOnlineProducts: { readBy: ['apps/server/src/modules/storefront/service.ts'] },
  // Kept by the platform for its own use; nothing in the product reads them yet.
  isDemo: { owner: null },
  isNewUser: { owner: null },
  isFirstEnquiryInbox: { owner: null },
  isJdBuilder: { owner: null },
  showOldModule: { owner: null },
  toBeGreeted: { owner: null },
  showOnlineBooking: { readBy: ['apps/server/src/modules/bookings/online.ts'] },
  notifyOrderConfirmed: { readBy: [ORDER_MESSAGES_SENT] },
  notifyOrderDispatched: { readBy: [ORDER_MESSAGES_SENT] },
  notifyOrderDelivered: { readBy: [ORDER_MESSAGES_SENT] },
  notifyPaymentReceived: { readBy: [ORDER_MESSAGES_SENT] },
  notifyKhataReminder: { readBy: [MESSAGE_TEMPLATES] },
  notifyCreditOtp: { readBy: [MESSAGE_TEMPLATES] },
  notifyBookingReminder: { readBy: [MESSAGE_TEMPLATES] },
  approvalForDiscount: { readBy: [APPROVAL] },
  approvalDiscountPercent: { readBy: [APPROVAL] },
  approvalForPriceChange: { readBy: [APPROVAL] },
  approvalForRefund: { readBy: [APPROVAL] },
  approvalForBillDelete: { readBy: [APPROVAL] },
  isRoundOffEnabled: { readBy: [ROUNDING] },
  roundingType: { readBy: [ROUNDING] },
  roundingValue: { readBy: [ROUNDING] },
  isItemRoundOffEnabled: { readBy: [ROUNDING] },
  itemRoundingType: { readBy: [ROUNDING] },
  itemRoundingValue: { readBy: [ROUNDING] },
  isDiscountRoundOffEnabled: { readBy: [ROUNDING] },
  discountRoundingType: { readBy: [ROUNDING] },
};

export const STORE_SETTING_EFFECTS: Readonly<Record<keyof StoreSettings, SettingEffect>> = {
  seperateBillingAddress: { owner: null },
  outletSelectionDisplayType: { owner: null },
  isSizeChartEnabled: { owner: null },
  isCheckoutMsgEnabled: { owner: null },
  customCheckoutMsg: { owner: null },
  smartFill: { readBy: ['apps/server/src/modules/settings/service.ts'] },
  socialWallEnabled: { owner: null },
  barcodeSearch: { owner: null },
};
