// The bill being rung up at the counter: lines, discounts and customer, as pure state changes. The
// figures come only from the domain bill (the same rule the orders module bills with).
import type { AccountSettings } from '@storekeep/domain/account-settings';
import type { Bill } from '@storekeep/domain/bill';
import { type BillDiscount, shelfBill } from '@storekeep/domain/bill-discount';
import { packPricePaise } from '@storekeep/domain/loose';
import { isWholeUnit, roundQuantity } from '@storekeep/domain/quantity';

export interface SaleProduct {
  productId: number;
  /** The variant sold, for a product with variants (each has its own price and stock). */
  variantId?: number | null;
  productName: string;
  barcode: string | null;
  unitOfMeasurement: string;
  sellingPricePaise: number;
  salesTax?: number | null;
  hsnSacNo?: string | null;
  stockQuantity: number;
  /** What one pack holds in the base unit (milli), for a product sold loose and in packs. */
  packMilli?: number | null;
}

export interface SaleLine {
  productId: number;
  variantId?: number | null;
  name: string;
  barcode: string | null;
  unit: string;
  ratePaise: number;
  taxRate: number;
  hsnSacNo: string | null;
  quantity: number;
  /** PERCENT of the line or AMOUNT in paise; null: none. */
  discount: BillDiscount | null;
  stock: number;
  /** Loose goods: the unit the cashier types the quantity in (the quantity stays in `unit`). */
  entryUnit?: string;
  /** Sold in whole packs (packaging BOTH): quantity counts packs, the rate is a pack's. */
  soldAsPkd?: boolean;
  packMilli?: number | null;
  /** The rate of one base unit, kept while the line is in packs. */
  unitRatePaise?: number;
  /** The serial (IMEI) numbers sold, one per unit (enableIMEINumber). */
  serialNos?: string[];
}

export interface SaleCustomer {
  customerId: number;
  name: string;
  mobileNumber: string | null;
}

export interface SaleDraft {
  lines: SaleLine[];
  /** Index of the line the line shortcuts act on. */
  selected: number;
  customer: SaleCustomer | null;
  billDiscount: BillDiscount | null;
}

export const EMPTY_DRAFT: SaleDraft = { lines: [], selected: -1, customer: null, billDiscount: null };

export type SaleAction =
  | { type: 'add'; product: SaleProduct }
  | { type: 'quantity'; index: number; quantity: number }
  /** A loose line's entry unit (kg or g, l or ml), or 'pack' for whole packs. */
  | { type: 'entryMode'; index: number; mode: string }
  | { type: 'discount'; index: number; discount: BillDiscount | null }
  /** The line's serial numbers: its quantity becomes their count. */
  | { type: 'serials'; index: number; serialNos: string[] }
  | { type: 'remove'; index: number }
  | { type: 'select'; index: number }
  | { type: 'billDiscount'; discount: BillDiscount | null }
  | { type: 'customer'; customer: SaleCustomer | null }
  | { type: 'restore'; draft: SaleDraft }
  | { type: 'clear' };

/** The same stock item: the product, and its variant when it has variants. */
export function sameItem(
  a: { productId: number; variantId?: number | null | undefined },
  b: { productId: number; variantId?: number | null | undefined },
): boolean {
  return a.productId === b.productId && (a.variantId ?? null) === (b.variantId ?? null);
}

/** A line's key in lists: the product and its variant. */
export const lineKey = (line: { productId: number; variantId?: number | null | undefined }) =>
  `${line.productId}:${line.variantId ?? 0}`;

/** Scanning a product again adds one more of it (a loose item's weight is typed instead). */
export function saleReducer(draft: SaleDraft, action: SaleAction): SaleDraft {
  switch (action.type) {
    case 'add': {
      const { product } = action;
      const at = draft.lines.findIndex((line) => sameItem(line, product));
      if (at >= 0) {
        const line = draft.lines[at]!;
        const lines = draft.lines.with(at, {
          ...line,
          quantity: roundQuantity(line.quantity + 1, line.unit),
        });
        return { ...draft, lines, selected: at };
      }
      const line: SaleLine = {
        productId: product.productId,
        variantId: product.variantId ?? null,
        name: product.productName,
        barcode: product.barcode,
        unit: product.unitOfMeasurement,
        ratePaise: product.sellingPricePaise,
        taxRate: product.salesTax ?? 0,
        hsnSacNo: product.hsnSacNo ?? null,
        quantity: 1,
        discount: null,
        stock: product.stockQuantity,
        packMilli: product.packMilli ?? null,
        unitRatePaise: product.sellingPricePaise,
      };
      return { ...draft, lines: [...draft.lines, line], selected: draft.lines.length };
    }
    case 'quantity': {
      const line = draft.lines[action.index];
      if (!line || !(action.quantity > 0)) return draft;
      const quantity = roundQuantity(action.quantity, line.unit);
      if (quantity <= 0) return draft;
      return { ...draft, lines: draft.lines.with(action.index, { ...line, quantity }) };
    }
    case 'entryMode': {
      const line = draft.lines[action.index];
      if (!line) return draft;
      const unitRate = line.unitRatePaise ?? line.ratePaise;
      const next: SaleLine =
        action.mode === 'pack' && line.packMilli
          ? { ...line, soldAsPkd: true, quantity: 1, ratePaise: packPricePaise(unitRate, line.packMilli) }
          : { ...line, soldAsPkd: false, entryUnit: action.mode, ratePaise: unitRate };
      return { ...draft, lines: draft.lines.with(action.index, next) };
    }
    case 'discount': {
      const line = draft.lines[action.index];
      if (!line) return draft;
      return { ...draft, lines: draft.lines.with(action.index, { ...line, discount: action.discount }) };
    }
    case 'serials': {
      const line = draft.lines[action.index];
      if (!line) return draft;
      const serialNos = [...new Set(action.serialNos)];
      const quantity = serialNos.length > 0 ? serialNos.length : line.quantity;
      return { ...draft, lines: draft.lines.with(action.index, { ...line, serialNos, quantity }) };
    }
    case 'remove': {
      if (!draft.lines[action.index]) return draft;
      const lines = draft.lines.filter((_, i) => i !== action.index);
      return { ...draft, lines, selected: Math.min(draft.selected, lines.length - 1) };
    }
    case 'select':
      return draft.lines.length === 0
        ? draft
        : { ...draft, selected: Math.max(0, Math.min(action.index, draft.lines.length - 1)) };
    case 'billDiscount':
      return { ...draft, billDiscount: action.discount };
    case 'customer':
      return { ...draft, customer: action.customer };
    case 'restore':
      return action.draft;
    case 'clear':
      return EMPTY_DRAFT;
  }
}

/** Loose goods (kg, g, litre…) are weighed: their quantity is typed rather than counted. */
export function isLoose(unit: string): boolean {
  return !isWholeUnit(unit);
}

export type BillSettings = Pick<
  AccountSettings,
  | 'isRoundOffEnabled'
  | 'roundingType'
  | 'roundingValue'
  | 'isItemRoundOffEnabled'
  | 'itemRoundingType'
  | 'itemRoundingValue'
  | 'isDiscountRoundOffEnabled'
  | 'discountRoundingType'
>;

/**
 * The bill as the orders module will charge it: shelf prices include GST and are backed out, a bill
 * discount is spread over the lines by the domain allocation, then item, discount and bill
 * round-off by the account's settings.
 */
export function saleBill(draft: SaleDraft, settings: BillSettings): Bill {
  return shelfBill(draft.lines, draft.billDiscount, {
    roundOff: settings,
    itemRoundOff: settings,
    discountRoundOff: settings,
  });
}
