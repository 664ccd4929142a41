// The edit-and-confirm form's lines and how they become the API's order lines: quantities always,
// prices only when the account allows price changes, discounts only when it allows discounts,
// the serial (IMEI) numbers a line names.
import { paiseToRupees, rupeesToPaise } from '@storekeep/domain/money';
import type { Discount, OrderLineInput } from '@storekeep/domain/order-api';
import type { OrderItem } from '@storekeep/domain/order-reply-api';
import { milliToQuantity, quantityToMilliOrNull } from '@storekeep/domain/quantity';

export interface LineValues {
  /** 0 for a line added in this edit (the server numbers it). */
  lineNo: number;
  productId: number | null;
  variantId: number | null;
  batchId: number | null;
  name: string;
  unit: string | null;
  quantity: string;
  rate: string;
  discountType: 'PERCENT' | 'AMOUNT';
  discount: string;
  taxRate: number;
  hsnSacNo: string | null;
  soldAsPkd: boolean;
  /** The serial (IMEI) numbers the line sells (enableIMEINumber). */
  serialNos: string[];
}

export interface EditRules {
  canChangeQuantity: boolean;
  canChangePrice: boolean;
  canDiscount: boolean;
}

export function lineValuesOf(item: OrderItem): LineValues {
  return {
    lineNo: item.lineNo,
    productId: item.productId,
    variantId: item.variantId,
    batchId: item.batchId,
    name: item.productName,
    unit: item.unitOfMeasurement,
    quantity: String(item.quantity),
    rate: paiseToRupees(item.ratePaise),
    discountType: item.discount?.type ?? 'PERCENT',
    discount: item.discount
      ? item.discount.type === 'AMOUNT'
        ? paiseToRupees(item.discount.value)
        : String(item.discount.value)
      : '',
    taxRate: item.taxes.reduce((sum, tax) => sum + tax.rate, 0),
    hsnSacNo: item.hsnSacNo,
    soldAsPkd: item.soldAsPkd,
    serialNos: item.serialNos,
  };
}

/** Quantity text to a number with at most 3 decimals, or null when it is not one above 0. */
export function parseQuantity(text: string): number | null {
  const milli = quantityToMilliOrNull(text.trim());
  return milli !== null && milli > 0 && /^\d*\.?\d{0,3}$/.test(text.trim()) ? milliToQuantity(milli) : null;
}

export function discountOf(type: 'PERCENT' | 'AMOUNT', text: string): Discount | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (type === 'AMOUNT') return { type, value: rupeesToPaise(trimmed) };
  return { type, value: Number(trimmed) };
}

export function toOrderLine(
  line: LineValues,
  original: OrderItem | undefined,
  rules: EditRules,
): OrderLineInput {
  const quantity = parseQuantity(line.quantity) ?? original?.quantity ?? 1;
  const custom = line.productId === null;
  const ratePaise = rupeesToPaise(line.rate);
  const priceChanged = original === undefined || ratePaise !== original.ratePaise;
  return {
    ...(line.lineNo > 0 ? { lineNo: line.lineNo } : {}),
    ...(custom
      ? { name: line.name, ratePaise, taxRate: line.taxRate, hsnSacNo: line.hsnSacNo }
      : {
          productId: line.productId,
          ...(line.variantId !== null && line.variantId > 0 ? { variantId: line.variantId } : {}),
          ...(line.batchId !== null ? { batchId: line.batchId } : {}),
          ...(rules.canChangePrice && priceChanged ? { ratePaise } : {}),
        }),
    quantity: rules.canChangeQuantity ? quantity : (original?.quantity ?? quantity),
    ...(rules.canDiscount ? { discount: discountOf(line.discountType, line.discount) } : {}),
    soldAsPkd: line.soldAsPkd,
    ...(line.serialNos.length > 0 ? { serialNos: line.serialNos } : {}),
  };
}

/** A new line for a product picked in the search, at its selling price. */
export function newLineOf(product: {
  productId?: number;
  productName: string;
  unitOfMeasurement: string;
  sellingPricePaise: number;
}): LineValues {
  return {
    lineNo: 0,
    productId: product.productId ?? null,
    variantId: null,
    batchId: null,
    name: product.productName,
    unit: product.unitOfMeasurement,
    quantity: '1',
    rate: paiseToRupees(product.sellingPricePaise),
    discountType: 'PERCENT',
    discount: '',
    taxRate: 0,
    hsnSacNo: null,
    soldAsPkd: false,
    serialNos: [],
  };
}
