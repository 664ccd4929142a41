// Which control edits which setting, grouped as back-office.md §3 groups them. The screens show only
// the settings that work (packages/domain setting-effects); the rest stay stored, hidden until built.
import {
  type AccountSettings,
  CREDIT_TYPES,
  ONLINE_PAYMENT_MODES,
  OUTLET_SELECTION_DISPLAY_TYPES,
  QUANTITY_CHANGE_METHODS,
  ROUNDING_TYPES,
  type StoreSettings,
} from '@storekeep/domain/account-settings';
import {
  ACCOUNT_SETTING_EFFECTS,
  isWorkingSetting,
  type SettingEffect,
  STORE_SETTING_EFFECTS,
} from '@storekeep/domain/setting-effects';

export type SettingField<T> =
  | { name: keyof T & string; kind: 'switch' }
  | { name: keyof T & string; kind: 'select'; options: readonly string[] }
  | { name: keyof T & string; kind: 'number'; min: number; max: number; decimals: number; suffix?: string }
  /** Paise in the form, rupees on screen. */
  | { name: keyof T & string; kind: 'money' }
  | { name: keyof T & string; kind: 'text'; maxLength: number }
  /** 0/1 on the wire, a switch on screen. */
  | { name: keyof T & string; kind: 'binary' };

export interface SettingSection<T> {
  key: string;
  fields: readonly SettingField<T>[];
}

const sw = <T>(name: keyof T & string): SettingField<T> => ({ name, kind: 'switch' });

/** Every account setting with its control, shown or not. */
export const ALL_ACCOUNT_SECTIONS: readonly SettingSection<AccountSettings>[] = [
  {
    key: 'salesAndStock',
    fields: [
      sw('isAllowCOD'),
      sw('isEnabledOnlinePayment'),
      { name: 'onlinePaymentMode', kind: 'select', options: ONLINE_PAYMENT_MODES },
      sw('isEnabledJdPay'),
      sw('isMaintainProductSku'),
      sw('isSellOutOfStock'),
      sw('isSellCustomProduct'),
      sw('isAllowAdjustments'),
      sw('isAllowDiscounts'),
      sw('isMaintainBatch'),
      sw('isMaintainExpiry'),
      sw('enableIMEINumber'),
      sw('enableHybridShop'),
      sw('isPickupEnabled'),
      sw('sellLooseProducts'),
      sw('sellPackedAndLooseProducts'),
      sw('uploadPrescription'),
      sw('isAllowVariantProducts'),
      sw('addSynonym'),
      sw('addAttachment'),
    ],
  },
  {
    key: 'customerCredit',
    fields: [
      sw('isEnabledCustomerCredit'),
      { name: 'defaultCreditPeriod', kind: 'number', min: 0, max: 3650, decimals: 0 },
      { name: 'defaultCreditType', kind: 'select', options: CREDIT_TYPES },
      { name: 'defaultCreditLimit', kind: 'money' },
      sw('customerCreditOtpRequired'),
    ],
  },
  {
    key: 'billingAndDisplay',
    fields: [
      sw('isDisplayTaxColumns'),
      sw('isShowHsnSacOnBilling'),
      sw('allowTaxChange'),
      sw('isDiscountOnRate'),
      sw('isAllowPriceChangeInBilling'),
      sw('isDisplayRateAndFinalPrice'),
      sw('autoInvoicePrint'),
      { name: 'customerButtonPosition', kind: 'select', options: ['TOP', 'BOTTOM'] },
      sw('addCustomerDetails'),
      sw('isAutoReorderQuantity'),
      sw('isAutoReorderLevel'),
      sw('isAutomatedCategorization'),
    ],
  },
  {
    key: 'managerApproval',
    fields: [
      sw('approvalForDiscount'),
      { name: 'approvalDiscountPercent', kind: 'number', min: 0, max: 100, decimals: 0, suffix: '%' },
      sw('approvalForPriceChange'),
      sw('approvalForRefund'),
      sw('approvalForBillDelete'),
    ],
  },
  {
    key: 'customerMessages',
    fields: [
      sw('notifyOrderConfirmed'),
      sw('notifyOrderDispatched'),
      sw('notifyOrderDelivered'),
      sw('notifyPaymentReceived'),
      sw('notifyKhataReminder'),
      sw('notifyCreditOtp'),
      sw('notifyBookingReminder'),
    ],
  },
  {
    key: 'quantity',
    fields: [
      sw('sellOnlineInBulk'),
      { name: 'quantityChangeMethod', kind: 'select', options: QUANTITY_CHANGE_METHODS },
      sw('isAllowQtyChangeInOrder'),
    ],
  },
  {
    key: 'rounding',
    fields: [
      sw('isRoundOffEnabled'),
      { name: 'roundingType', kind: 'select', options: ROUNDING_TYPES },
      { name: 'roundingValue', kind: 'number', min: 0.01, max: 100, decimals: 2, suffix: '₹' },
      sw('isItemRoundOffEnabled'),
      { name: 'itemRoundingType', kind: 'select', options: ROUNDING_TYPES },
      { name: 'itemRoundingValue', kind: 'number', min: 0.01, max: 100, decimals: 2, suffix: '₹' },
      sw('isDiscountRoundOffEnabled'),
      { name: 'discountRoundingType', kind: 'select', options: ROUNDING_TYPES },
    ],
  },
  {
    key: 'other',
    fields: [
      sw('hideOnlineProducts'),
      sw('isDemo'),
      sw('isNewUser'),
      sw('isFirstEnquiryInbox'),
      sw('isJdBuilder'),
      sw('showOldModule'),
      sw('toBeGreeted'),
      sw('showOnlineBooking'),
    ],
  },
];

/** Every store setting with its control, shown or not. */
export const ALL_STORE_SECTIONS: readonly SettingSection<StoreSettings>[] = [
  {
    key: 'storeSettings',
    fields: [
      sw('seperateBillingAddress'),
      { name: 'outletSelectionDisplayType', kind: 'select', options: OUTLET_SELECTION_DISPLAY_TYPES },
      sw('isSizeChartEnabled'),
      sw('isCheckoutMsgEnabled'),
      { name: 'customCheckoutMsg', kind: 'text', maxLength: 500 },
      { name: 'smartFill', kind: 'binary' },
      sw('socialWallEnabled'),
      sw('barcodeSearch'),
    ],
  },
];

/** The sections as the screens show them: working settings only, empty sections left out. */
export function shownSections<T>(
  sections: readonly SettingSection<T>[],
  effects: Readonly<Record<keyof T & string, SettingEffect>>,
): SettingSection<T>[] {
  return sections
    .map((section) => ({
      ...section,
      fields: section.fields.filter((f) => isWorkingSetting(effects[f.name])),
    }))
    .filter((section) => section.fields.length > 0);
}

export const ACCOUNT_SECTIONS = shownSections(ALL_ACCOUNT_SECTIONS, ACCOUNT_SETTING_EFFECTS);
export const STORE_SECTIONS = shownSections(ALL_STORE_SECTIONS, STORE_SETTING_EFFECTS);
