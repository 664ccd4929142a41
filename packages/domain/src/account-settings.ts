// Account flags, rounding and store settings of back-office.md §3, with the spec's defaults.
// Stored per supplier; the owner edits them. Where the spec names no default we choose what a
// new small shop expects and say so here.
import { z } from 'zod';

export const ONLINE_PAYMENT_MODES = ['jdpay', 'paypal', 'payu', 'payubiz', 'razorpay'] as const;
export const ROUNDING_TYPES = ['NEAREST', 'ROUNDDOWN', 'ROUNDUP'] as const;
export const QUANTITY_CHANGE_METHODS = ['both', 'button', 'input'] as const;
export const CREDIT_TYPES = ['DAYS', 'BILLS'] as const;

const flag = (value: boolean) => z.boolean().default(value);

/**
 * A change of some fields: the same field rules without their defaults, so a field left out
 * stays out (a `.partial()` of the full schema would fill every missing flag with its default).
 */
function patchOf<T extends Record<string, unknown>>(
  schema: z.ZodObject<z.ZodRawShape>,
): z.ZodType<Partial<T>> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? field.unwrap() : field) as z.ZodType,
    ]),
  );
  return z.object(shape).partial().strict() as unknown as z.ZodType<Partial<T>>;
}

export const accountSettingsSchema = z.object({
  // Sales and stock
  isAllowCOD: flag(true),
  isEnabledOnlinePayment: flag(false),
  onlinePaymentMode: z.enum(ONLINE_PAYMENT_MODES).default('jdpay'),
  isEnabledJdPay: flag(false),
  isMaintainProductSku: flag(false),
  isSellOutOfStock: flag(false),
  isSellCustomProduct: flag(true),
  isAllowAdjustments: flag(false),
  isAllowDiscounts: flag(true),
  isMaintainBatch: flag(false),
  isMaintainExpiry: flag(false),
  enableIMEINumber: flag(false),
  enableHybridShop: flag(false),
  isPickupEnabled: flag(false),
  sellLooseProducts: flag(false),
  sellPackedAndLooseProducts: flag(false),
  uploadPrescription: flag(false),
  isAllowVariantProducts: flag(false),
  addSynonym: flag(false),
  addAttachment: flag(false),
  // Customer credit
  isEnabledCustomerCredit: flag(false),
  defaultCreditPeriod: z.number().int().min(0).max(3650).default(30),
  defaultCreditType: z.enum(CREDIT_TYPES).default('DAYS'),
  /** Paise; 0 means no limit. */
  defaultCreditLimit: z.number().int().min(0).default(0),
  customerCreditOtpRequired: flag(false),
  // Billing and display
  isDisplayTaxColumns: flag(true),
  isShowHsnSacOnBilling: flag(true),
  allowTaxChange: flag(false),
  isDiscountOnRate: flag(false),
  isAllowPriceChangeInBilling: flag(false),
  isDisplayRateAndFinalPrice: flag(false),
  autoInvoicePrint: flag(false),
  customerButtonPosition: z.enum(['TOP', 'BOTTOM']).default('TOP'),
  addCustomerDetails: flag(false),
  isAutoReorderQuantity: flag(false),
  isAutoReorderLevel: flag(false),
  isAutomatedCategorization: flag(false),
  // Quantity
  sellOnlineInBulk: flag(false),
  quantityChangeMethod: z.enum(QUANTITY_CHANGE_METHODS).default('both'),
  isAllowQtyChangeInOrder: flag(true),
  // Other
  hideOnlineProducts: flag(false),
  isDemo: flag(false),
  isNewUser: flag(true),
  isFirstEnquiryInbox: flag(true),
  isJdBuilder: flag(false),
  showOldModule: flag(false),
  toBeGreeted: flag(true),
  /** The published store takes bookings of services online (back-office.md §3 showOnlineBooking). */
  showOnlineBooking: flag(false),
  // Manager approval at the POS (manager-approval.ts): a manager's PIN before these.
  approvalForDiscount: flag(false),
  /** A discount above this percent needs approval (with approvalForDiscount). */
  approvalDiscountPercent: z.number().int().min(0).max(100).default(10),
  approvalForPriceChange: flag(false),
  approvalForRefund: flag(false),
  approvalForBillDelete: flag(false),
  // Messages to customers (message-templates.ts): each purpose sent or not. The order messages
  // cost SMS credits the store did not spend before, so they start off.
  notifyOrderConfirmed: flag(false),
  notifyOrderDispatched: flag(false),
  notifyOrderDelivered: flag(false),
  notifyPaymentReceived: flag(false),
  notifyKhataReminder: flag(true),
  notifyCreditOtp: flag(true),
  notifyBookingReminder: flag(true),
  // Rounding (bill, item, discount)
  isRoundOffEnabled: flag(true),
  roundingType: z.enum(ROUNDING_TYPES).default('NEAREST'),
  /** Rupees: the step the bill total is rounded to (0.5 around 50 paise by default). */
  roundingValue: z.number().positive().max(100).default(0.5),
  isItemRoundOffEnabled: flag(false),
  itemRoundingType: z.enum(ROUNDING_TYPES).default('NEAREST'),
  itemRoundingValue: z.number().positive().max(100).default(0.5),
  isDiscountRoundOffEnabled: flag(false),
  discountRoundingType: z.enum(ROUNDING_TYPES).default('NEAREST'),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;
export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = accountSettingsSchema.parse({});
/** What the owner may send to change some flags at once. */
export const accountSettingsPatchSchema = patchOf<AccountSettings>(accountSettingsSchema);
export type AccountSettingsPatch = z.infer<typeof accountSettingsPatchSchema>;

export const OUTLET_SELECTION_DISPLAY_TYPES = ['DROPDOWN', 'LIST'] as const;

export const storeSettingsSchema = z.object({
  seperateBillingAddress: flag(false),
  outletSelectionDisplayType: z.enum(OUTLET_SELECTION_DISPLAY_TYPES).default('DROPDOWN'),
  isSizeChartEnabled: flag(false),
  isCheckoutMsgEnabled: flag(false),
  customCheckoutMsg: z.string().max(500).default(''),
  /** 0/1 on the wire, read back as globalSmartFill. */
  smartFill: z.union([z.literal(0), z.literal(1)]).default(0),
  socialWallEnabled: flag(false),
  barcodeSearch: flag(true),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;
export const DEFAULT_STORE_SETTINGS: StoreSettings = storeSettingsSchema.parse({});
export const storeSettingsPatchSchema = patchOf<StoreSettings>(storeSettingsSchema);
export type StoreSettingsPatch = z.infer<typeof storeSettingsPatchSchema>;

/** GET /api/v1/settings and both PATCH replies. */
export const settingsReplySchema = z.object({
  accountSettings: accountSettingsSchema,
  storeSettings: storeSettingsSchema,
});
export type SettingsReply = z.infer<typeof settingsReplySchema>;
