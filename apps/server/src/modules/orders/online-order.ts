// Storefront (guest) orders: pricing the bill with its delivery charge, and placing the order with its stock held.
import type { AccountSettings } from '@storekeep/domain/account-settings';
import type { BillDiscount } from '@storekeep/domain/bill-discount';
import { stockMilliOf } from '@storekeep/domain/loose';
import type { OrderLineInput } from '@storekeep/domain/order-api';
import type { SupplyPlace } from '@storekeep/domain/tax';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { OrderAddress } from '../../db/schema.ts';
import type { MainImageUrl } from '../products/index.ts';
import { applyStockChanges } from '../stock/index.ts';
import { billColumns, itemRows } from './internal.ts';
import { type PricedBill, priceLines } from './lines.ts';
import * as q from './queries.ts';

export interface OnlineOrderInput {
  supplierId: number;
  outletId: number;
  settings: AccountSettings;
  imageUrl: MainImageUrl;
  items: OrderLineInput[];
  /** The shopper, found by mobile number or created with the order (see insertNumberedOrder). */
  customer: q.GuestCustomer;
  address: OrderAddress | null;
  place: SupplyPlace | undefined;
  /** The delivery charge for the priced goods (paise); throws to refuse the order. */
  chargeFor: (bill: PricedBill) => number;
  /** Checked on the priced lines inside the transaction (MOQ); throws to refuse the order. */
  check: (bill: PricedBill) => Promise<void> | void;
  /**
   * A discount code's bill discount for goods worth `goodsPaise` (GST included, before the code),
   * or null; throws to refuse the order. Spread over the lines before GST (bill-discount.ts).
   */
  discountFor?: (goodsPaise: number) => Promise<BillDiscount | null> | BillDiscount | null;
  /** The items' products, already read (and locked) by the caller: pricing does not read them again. */
  products?: readonly q.LineProduct[];
  publicToken: string;
  fulfilment: 'DELIVERY' | 'PICKUP';
  note: string | null;
}

export type OnlineBillInput = Pick<
  OnlineOrderInput,
  | 'supplierId'
  | 'outletId'
  | 'settings'
  | 'imageUrl'
  | 'items'
  | 'place'
  | 'chargeFor'
  | 'check'
  | 'products'
  | 'discountFor'
>;

/**
 * The priced bill of a storefront order with its delivery charge (taxes, round-off, total):
 * what placeOnlineOrder stores, and what the checkout page quotes before the order is placed.
 */
export async function priceOnlineOrder(
  db: DbOrTx,
  input: OnlineBillInput,
): Promise<{ bill: PricedBill; chargePaise: number; billDiscount: BillDiscount | null }> {
  const priceWith = (chargePaise: number, billDiscount: BillDiscount | null) =>
    priceLines(db, {
      supplierId: input.supplierId,
      outletId: input.outletId,
      // The store's "allow discounts" is about staff at the counter; a code is the merchant's own offer.
      settings: billDiscount ? { ...input.settings, isAllowDiscounts: true } : input.settings,
      imageUrl: input.imageUrl,
      items: input.items,
      billDiscount,
      place: input.place,
      chargePaise,
      ...(input.products ? { products: input.products } : {}),
      // The shopper does not choose serials: the store names them when it edits the order.
      serials: false,
    });
  let bill = await priceWith(0, null);
  await input.check(bill);
  // The delivery charge follows the goods as priced on the shelf, before any code.
  const chargePaise = input.chargeFor(bill);
  const goodsPaise = bill.lines.reduce((sum, line) => sum + line.totalPaise, 0);
  const billDiscount = (await input.discountFor?.(goodsPaise)) ?? null;
  if (chargePaise > 0 || billDiscount) bill = await priceWith(chargePaise, billDiscount);
  return { bill, chargePaise, billDiscount };
}

/**
 * A storefront (guest) order: priced by the same rules as any order, UNCONFIRMED and ONLINE,
 * with its stock taken now (stockHeld) so what the shopper bought cannot be sold twice; the
 * merchant's confirmation then takes no stock again, a cancel puts it back. Runs in the caller's
 * transaction (the checkout's idempotent one); an out-of-stock line rolls it all back.
 */
export async function placeOnlineOrder(
  tx: Tx,
  input: OnlineOrderInput,
): Promise<{ orderId: number; orderNumber: number; totalPaise: number; discountPaise: number }> {
  const { supplierId } = input;
  const { bill, chargePaise, billDiscount } = await priceOnlineOrder(tx, input);
  const { orderId, orderNumber } = await q.insertNumberedOrder(
    tx,
    {
      supplierId,
      outletId: input.outletId,
      source: 'ONLINE',
      orderStatuses: ['UNCONFIRMED'],
      paymentStatus: 'UNPAID',
      ...billColumns(bill, billDiscount),
      customerAddress: input.address,
      placeOfSupply: input.place?.placeOfSupplyStateCode ?? null,
      note: input.note,
      publicToken: input.publicToken,
      stockHeld: true,
      deliveryChargePaise: chargePaise,
      fulfilment: input.fulfilment,
    },
    itemRows(supplierId, bill),
    {
      supplierId,
      action: 'CREATED',
      orderStatuses: ['UNCONFIRMED'],
      paymentStatus: 'UNPAID',
      userId: null,
    },
    input.customer,
  );
  // The priced lines know which hold stock (not services or custom lines): no second read.
  await applyStockChanges(
    tx,
    { supplierId, userId: null, orderId, reason: 'SALE', allowNegative: input.settings.isSellOutOfStock },
    bill.lines
      .filter((line) => line.productId !== null && !line.isService && line.milli !== 0)
      .map((line) => ({
        productId: line.productId as number,
        variantId: line.variantId,
        outletId: input.outletId,
        batchId: line.batchId,
        milli: -stockMilliOf(line, line),
        lineNo: line.lineNo,
        productName: line.variantName ? `${line.name} (${line.variantName})` : line.name,
        unitOfMeasurement: line.unitOfMeasurement,
      })),
  );
  return { orderId, orderNumber, totalPaise: bill.totalPaise, discountPaise: bill.discountPaise };
}
