// Rules of purchasing: the purchase bill with its GST input tax (CGST + SGST within the outlet's
// state, IGST from another state), landed cost and the weighted average cost it feeds, the
// purchase order's status after a receipt, reorder suggestions and the vendor's balance.

import { divRound, mulDivRound } from './money.ts';
import { MILLI_PER_UNIT } from './quantity.ts';
import { exclusiveTax, type SupplyPlace, splitGst } from './tax.ts';

export const PURCHASE_ORDER_STATUSES = [
  'DRAFT',
  'SENT',
  'PARTIALLY_RECEIVED',
  'RECEIVED',
  'CLOSED',
  'CANCELLED',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

export const PURCHASE_ORDER_SOURCES = ['MANUAL', 'LOW_STOCK', 'AUTO_REORDER', 'DIRECT_BILL'] as const;
export type PurchaseOrderSource = (typeof PURCHASE_ORDER_SOURCES)[number];

/** How a shop pays its vendors. */
export const VENDOR_PAYMENT_MODES = ['CASH', 'BANK', 'UPI', 'CHEQUE'] as const;
export type VendorPaymentMode = (typeof VENDOR_PAYMENT_MODES)[number];

/** Open purchase orders: sent and waiting for (the rest of) their goods; counted by purchaseCount. */
export const OPEN_PURCHASE_STATUSES: readonly PurchaseOrderStatus[] = ['SENT', 'PARTIALLY_RECEIVED'];

/** What can be done to a purchase order in each status. */
export const PURCHASE_ACTIONS = {
  edit: ['DRAFT'],
  send: ['DRAFT', 'SENT'],
  receive: ['DRAFT', 'SENT', 'PARTIALLY_RECEIVED'],
  close: ['SENT', 'PARTIALLY_RECEIVED', 'RECEIVED'],
  cancel: ['DRAFT', 'SENT'],
  pay: ['PARTIALLY_RECEIVED', 'RECEIVED', 'CLOSED'],
  return: ['PARTIALLY_RECEIVED', 'RECEIVED', 'CLOSED'],
} as const satisfies Record<string, readonly PurchaseOrderStatus[]>;
export type PurchaseAction = keyof typeof PURCHASE_ACTIONS;

export function canDoPurchase(action: PurchaseAction, status: PurchaseOrderStatus): boolean {
  return (PURCHASE_ACTIONS[action] as readonly PurchaseOrderStatus[]).includes(status);
}

export interface PurchaseLineAmount {
  /** Quantity in thousandths of a unit. */
  milli: number;
  /** Cost of one unit before tax, paise. */
  costPaise: number;
  /** Purchase tax in percent (GST). */
  taxRate: number;
}

export interface PurchaseBill {
  taxablePaise: number;
  cgstPaise: number;
  /** SGST, or UTGST in a union territory. */
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
  totalPaise: number;
  lines: { taxablePaise: number; taxPaise: number; totalPaise: number }[];
}

/** quantity × unit cost, to the paisa (half away from zero). */
export function lineAmount(milli: number, costPaise: number): number {
  return mulDivRound(milli, costPaise, MILLI_PER_UNIT);
}

/**
 * Where purchased goods come from: the vendor's state against the outlet's. A vendor without a
 * known state is taken as local (CGST + SGST); without the outlet's state the GST is not split.
 */
export function purchasePlace(
  vendorStateCode: string | null | undefined,
  outletStateCode: string | null | undefined,
): SupplyPlace | undefined {
  if (!outletStateCode) return undefined;
  return { supplierStateCode: vendorStateCode || outletStateCode, placeOfSupplyStateCode: outletStateCode };
}

/** The bill of purchased lines: tax exclusive of the cost, split by place of supply. */
export function purchaseBill(
  lines: readonly PurchaseLineAmount[],
  place: SupplyPlace | undefined,
): PurchaseBill {
  const bill: PurchaseBill = {
    taxablePaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
    taxPaise: 0,
    totalPaise: 0,
    lines: [],
  };
  for (const line of lines) {
    const taxable = lineAmount(line.milli, line.costPaise);
    const tax = exclusiveTax(taxable, line.taxRate);
    const parts = place
      ? splitGst(tax, line.taxRate, place)
      : [{ name: 'GST', amount: tax, key: '', rate: line.taxRate }];
    for (const part of parts) {
      if (part.name === 'IGST') bill.igstPaise += part.amount;
      else if (part.name === 'CGST') bill.cgstPaise += part.amount;
      else if (part.name === 'SGST' || part.name === 'UTGST') bill.sgstPaise += part.amount;
      else {
        // Not split (the outlet has no state): half each way, CGST taking the odd paisa as splitGst does.
        const central = Number(divRound(BigInt(part.amount), 2n));
        bill.cgstPaise += central;
        bill.sgstPaise += part.amount - central;
      }
    }
    bill.taxablePaise += taxable;
    bill.taxPaise += tax;
    bill.totalPaise += taxable + tax;
    bill.lines.push({ taxablePaise: taxable, taxPaise: tax, totalPaise: taxable + tax });
  }
  return bill;
}

/**
 * Landed cost of one unit of each line: its cost plus its share of the receipt's other charges
 * (freight, loading), shared by the lines' value. GST is not part of it: the shop claims it back as
 * input tax. Shares are rounded so that they add up to the charges exactly (the last line takes
 * the rest).
 */
export function landedUnitCosts(lines: readonly PurchaseLineAmount[], chargesPaise: number): number[] {
  const amounts = lines.map((l) => lineAmount(l.milli, l.costPaise));
  const total = amounts.reduce((sum, a) => sum + a, 0);
  let given = 0;
  return lines.map((line, index) => {
    if (line.milli <= 0) return line.costPaise;
    const isLast = index === lines.length - 1;
    const share =
      chargesPaise === 0
        ? 0
        : isLast
          ? chargesPaise - given
          : total === 0
            ? Math.trunc(chargesPaise / lines.length)
            : mulDivRound(chargesPaise, amounts[index] as number, total);
    given += share;
    return mulDivRound((amounts[index] as number) + share, MILLI_PER_UNIT, line.milli);
  });
}

/**
 * The product's cost after a receipt: the weighted average of the stock on hand at its cost and
 * the received quantity at its landed cost. Stock at or below zero carries no weight.
 */
export function weightedAverageCost(
  onHandMilli: number,
  currentCostPaise: number,
  receivedMilli: number,
  landedCostPaise: number,
): number {
  if (receivedMilli <= 0) return currentCostPaise;
  const held = Math.max(0, onHandMilli);
  const value = BigInt(held) * BigInt(currentCostPaise) + BigInt(receivedMilli) * BigInt(landedCostPaise);
  return Number(divRound(value, BigInt(held + receivedMilli)));
}

/** The status a purchase order reaches once its lines have the received quantities. */
export function statusAfterReceipt(lines: readonly { orderedMilli: number; receivedMilli: number }[]) {
  return lines.every((l) => l.receivedMilli >= l.orderedMilli) ? 'RECEIVED' : 'PARTIALLY_RECEIVED';
}

export interface ReorderInput {
  onHandMilli: number;
  reorderLevelMilli: number;
  /** Sold over the last 30 days at the outlet. */
  soldLast30DaysMilli: number;
}

/**
 * The reorder level in force: the product's own, or, with isAutoReorderLevel and none set, one
 * week of its average daily sales over the last 30 days.
 */
export function effectiveReorderLevel(input: ReorderInput, isAutoReorderLevel: boolean): number {
  if (input.reorderLevelMilli > 0 || !isAutoReorderLevel) return input.reorderLevelMilli;
  return roundUpToUnit(mulDivRound(input.soldLast30DaysMilli, 7, 30));
}

/** Low stock: at or below a reorder level above zero. */
export function isLowStock(input: ReorderInput, isAutoReorderLevel: boolean): boolean {
  const level = effectiveReorderLevel(input, isAutoReorderLevel);
  return level > 0 && input.onHandMilli <= level;
}

/**
 * The quantity to order, in whole units. Without isAutoReorderQuantity: back up to twice the
 * reorder level. With it: enough for the next 30 days at the last 30 days' sales, on top of the
 * reorder level, less what is on hand; never less than the first rule.
 */
export function suggestedOrderQuantity(
  input: ReorderInput,
  flags: { isAutoReorderLevel: boolean; isAutoReorderQuantity: boolean },
): number {
  const level = effectiveReorderLevel(input, flags.isAutoReorderLevel);
  const onHand = Math.max(0, input.onHandMilli);
  const base = Math.max(2 * level - onHand, MILLI_PER_UNIT);
  const wanted = flags.isAutoReorderQuantity
    ? Math.max(base, level + input.soldLast30DaysMilli - onHand)
    : base;
  return roundUpToUnit(wanted);
}

function roundUpToUnit(milli: number): number {
  return Math.ceil(milli / MILLI_PER_UNIT) * MILLI_PER_UNIT;
}

/**
 * What the shop owes a vendor (positive) or has paid ahead (negative): the opening balance plus
 * the bills of received goods, less payments and debit notes.
 */
export function vendorBalance(parts: {
  openingPaise: number;
  billsPaise: number;
  paymentsPaise: number;
  returnsPaise: number;
}): number {
  return parts.openingPaise + parts.billsPaise - parts.paymentsPaise - parts.returnsPaise;
}

/** The date a bill falls due under the vendor's payment terms (days), or null without terms. */
export function dueDate(billDate: string, paymentTermsDays: number | null): string | null {
  if (paymentTermsDays === null) return null;
  const date = new Date(`${billDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + paymentTermsDays);
  return date.toISOString().slice(0, 10);
}

/** The purchase order's text shared to the vendor on WhatsApp. */
export function purchaseOrderMessage(po: {
  storeName: string;
  poNumber: string;
  lines: readonly { name: string; quantity: string }[];
  expectedDate: string | null;
}): string {
  const out = [`Purchase Order ${po.poNumber} from ${po.storeName}`];
  po.lines.forEach((line, index) => {
    out.push(`${index + 1}. ${line.name} x ${line.quantity}`);
  });
  if (po.expectedDate) out.push(`Please deliver by ${po.expectedDate}.`);
  return out.join('\n');
}

/** The number shown for a purchase order and a debit note. */
export const poNumberText = (n: number) => `PO-${n}`;
export const debitNoteText = (n: number) => `DN-${n}`;
