// The shape of a tenancy probe and the foreign supplier's ids it aims at (see ../tenancy-probes.ts).

/** What the foreign supplier (B) owns that supplier A's calls try to reach. */
export interface ForeignIds {
  supplierId: number;
  outletId: number;
  accountId: number;
  orderId: number;
  categoryId: number;
  customFieldId: number;
  customFieldOptionId: number;
  productId: number;
  importId: number;
  productBarcode: string;
  /** B's product's slug: its page's address, /p/{slug}. */
  productSlug: string;
  customerId: number;
  /** A staff member (cashier) of B. */
  staffId: number;
  /** A storefront enquiry B received. */
  enquiryId: number;
  /** Reports: a finished export of B's. */
  downloadId: number;
  /** Website builder: a version number only B has, B's uploaded image, domain and home page. */
  siteVersionNo: number;
  siteImageUrl: string;
  /** B's uploaded image's id, with a crop saved. */
  siteImageId: number;
  domainId: number;
  domainHost: string;
  homePageId: string;
  /** Checkout: B's order status-page token and an online payment reference of that order. */
  orderToken: string;
  paymentReference: string;
  /** Khata: an online payment reference of B's statement link. */
  khataPaymentReference: string;
  /** Purchasing: B's vendor and a purchase order of B's with one line. */
  vendorId: number;
  purchaseOrderId: number;
  /** Bookings: a booking of B (with B's staff member above) and its confirmation page's reference. */
  bookingId: number;
  bookingReference: string;
  /** Inventory: B's second outlet and a transfer between B's outlets. */
  secondOutletId: number;
  transferId: number;
  /** Online store: B's discount code. */
  discountCodeId: number;
}

export interface Probe {
  /**
   * foreign-ids: the call names B's ids and must answer 403 or 404.
   * own-data: the call takes no ids; it may succeed but must show none of B's data.
   */
  kind: 'foreign-ids' | 'own-data';
  params?: (b: ForeignIds) => Record<string, string | number>;
  query?: (b: ForeignIds) => Record<string, string>;
  body?: (b: ForeignIds) => object;
}
