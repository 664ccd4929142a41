// Order rows to replies: the spec's status display (by the domain rules), money, items, payments.

import { allowedOrderActions } from '@storekeep/domain/order-actions';
import type { OrderDetail, OrderItem, OrderSummary } from '@storekeep/domain/order-reply-api';
import {
  type OrderStatus,
  orderStatusDisplay,
  type PaymentStatus,
  UNLINKED_VARIANT_ID,
} from '@storekeep/domain/order-status';
import { milliToQuantity, quantityToMilli } from '@storekeep/domain/quantity';
import { orderRiderNotice } from '@storekeep/domain/rider-status';
import { hsnSacSummary } from '@storekeep/domain/tax';
import type { DetailParts } from './detail-queries.ts';
import type { OrderItemRow, OrderRow } from './queries.ts';

const toNumber = (value: string | number | null | undefined): number =>
  value === null || value === undefined ? 0 : Number(value);
const iso = (value: Date | string) =>
  typeof value === 'string' ? new Date(value).toISOString() : value.toISOString();

/** What the list and the detail have in common; the unlinked flags stand in for the items. */
export interface SummaryRow {
  orderId: number;
  orderNumber: number;
  outletId: number;
  accountId: number | null;
  source: string;
  orderStatuses: string[];
  paymentStatus: string;
  deliveryStatus: string | null;
  totalPaise: number;
  paidPaise: number;
  outstandingPaise: number | null;
  createdAt: Date | string;
  customerId: number | null;
  customerName: string | null;
  customerMobile: string | null;
  hasUnlinkedProduct: boolean;
  hasUnlinkedBatch: boolean;
}

export function presentSummary(row: SummaryRow): OrderSummary {
  const display = orderStatusDisplay({
    paymentStatus: row.paymentStatus as PaymentStatus,
    orderStatuses: row.orderStatuses as OrderStatus[],
    orderDeliveryStatus: row.deliveryStatus,
    orderItemsCommands: [
      ...(row.hasUnlinkedProduct ? [{ variantId: UNLINKED_VARIANT_ID }] : []),
      ...(row.hasUnlinkedBatch ? [{ variantId: 0, batchLinked: false }] : []),
    ],
  });
  return {
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    outletId: row.outletId,
    accountId: row.accountId,
    source: row.source as OrderSummary['source'],
    orderStatuses: row.orderStatuses,
    paymentStatus: row.paymentStatus,
    deliveryStatus: row.deliveryStatus,
    totalPaise: row.totalPaise,
    paidPaise: row.paidPaise,
    outstandingPaise: toNumber(row.outstandingPaise),
    createdAt: iso(row.createdAt),
    customerId: row.customerId,
    customerName: row.customerName,
    customerMobile: row.customerMobile,
    paymentStatusName: display.paymentName,
    displayStatuses: display.statuses,
    statusNames: display.names,
    showUnlinkedProduct: display.showUnlinkedProduct,
    showUnlinkedBatch: display.showUnlinkedBatch,
  };
}

export function presentItem(
  item: OrderItemRow,
  index: number,
  serials: { all: string[]; returnable: string[] } = { all: [], returnable: [] },
): OrderItem {
  const quantity = toNumber(item.quantity);
  const returned = toNumber(item.returnedQty);
  const confirmed = item.confirmedQty === null ? null : toNumber(item.confirmedQty);
  return {
    lineNo: item.lineNo,
    slNo: index + 1,
    itemType: item.itemType === 'CUSTOM' ? 'CUSTOM' : 'PRODUCT',
    productId: item.productId,
    variantId: item.variantId,
    productName: item.name,
    variantName: item.variantName,
    photoUrl: item.photoUrl,
    note: item.note,
    initialQty: item.initialQty === null ? quantity : toNumber(item.initialQty),
    quantity,
    confirmedQty: confirmed,
    returnedQty: returned,
    returnableQty: Math.max(0, milliToQuantity(quantityToMilli(confirmed ?? 0) - quantityToMilli(returned))),
    mrpPaise: item.mrpPaise,
    ratePaise: item.ratePaise,
    sellingPricePaise: item.sellingPricePaise,
    discountedSellingPricePaise: item.discountedSellingPricePaise,
    costPaise: item.costPaise,
    discount: item.discount ?? null,
    discountPaise: item.discountPaise,
    taxablePaise: item.taxablePaise,
    taxPaise: item.taxPaise,
    totalPaise: item.totalPaise,
    hsnSacNo: item.hsnSacNo,
    taxApplied: item.taxApplied,
    taxInclusive: item.taxInclusive,
    taxes: item.taxes,
    taxMap: item.taxMap,
    packagingType: item.packagingType,
    sellAsBoth: item.sellAsBoth,
    soldAsPkd: item.soldAsPkd,
    unitOfMeasurement: item.unitOfMeasurement,
    contentPerPiece: item.contentPerPiece === null ? null : toNumber(item.contentPerPiece),
    unitPerPiece: item.unitPerPiece,
    productSku: item.productSku,
    barcode: item.barcode,
    batchId: item.batchId,
    batchNo: item.batchNo,
    batchLinked: item.batchLinked,
    serialNos: serials.all,
    returnableSerialNos: serials.returnable,
  };
}

export function presentDetail(
  order: OrderRow,
  items: OrderItemRow[],
  parts: DetailParts,
  now: Date,
  /** The serial (IMEI) numbers each line sold, by line number. */
  serials: ReadonlyMap<number, { all: string[]; returnable: string[] }> = new Map(),
): OrderDetail {
  // The detail reads the markers from its items (the list uses the columns kept from them).
  const summary = presentSummary({
    ...order,
    hasUnlinkedProduct: items.some((item) => item.variantId === UNLINKED_VARIANT_ID),
    hasUnlinkedBatch: items.some((item) => !item.batchLinked),
    customerName: parts.customer?.name ?? null,
    customerMobile: parts.customer?.mobileNumber ?? null,
  });
  const presentedItems = items.map((item, index) => presentItem(item, index, serials.get(item.lineNo)));
  const outstandingPaise = summary.outstandingPaise;
  return {
    ...summary,
    subtotalPaise: order.subtotalPaise,
    discountPaise: order.discountPaise,
    taxPaise: order.taxPaise,
    deliveryChargePaise: order.deliveryChargePaise,
    roundOffPaise: order.roundOffPaise,
    returnedPaise: order.returnedPaise,
    refundedPaise: order.refundedPaise,
    billDiscount: order.billDiscount ?? null,
    taxSummary: order.taxSummary,
    hsnSacSummary: hsnSacSummary(
      items.map((item) => ({ hsnSacNo: item.hsnSacNo, taxable: item.taxablePaise, taxes: item.taxes })),
    ),
    customer: parts.customer
      ? { ...parts.customer, balancePaise: toNumber(parts.customer.balancePaise) }
      : null,
    customerAddress: order.customerAddress ?? null,
    placeOfSupply: order.placeOfSupply,
    expiryDate: order.expiryDate,
    note: order.note,
    deliveryBoy: parts.deliveryBoy,
    rider: order.rider ?? null,
    riderNotice: orderRiderNotice(
      {
        rider: order.rider ?? null,
        orderStatuses: order.orderStatuses,
        deliveryStatus: order.deliveryStatus,
      },
      now,
    ),
    confirmedAt: order.confirmedAt ? iso(order.confirmedAt) : null,
    allowedActions: allowedOrderActions({
      orderStatuses: order.orderStatuses,
      deliveryStatus: order.deliveryStatus,
      outstandingPaise,
      returnedPaise: order.returnedPaise,
    }),
    items: presentedItems,
    payments: parts.payments.map((p) => ({
      paymentId: Number(p.paymentId),
      kind: p.kind,
      mode: p.mode,
      amountPaise: Number(p.amountPaise),
      tenderedPaise: p.tenderedPaise === null ? null : Number(p.tenderedPaise),
      changePaise: p.tenderedPaise === null ? null : Number(p.tenderedPaise) - Number(p.amountPaise),
      reference: p.reference,
      provider: p.provider,
      userName: p.userName,
      createdAt: iso(p.createdAt),
    })),
    history: parts.history.map((h) => ({
      ...h,
      userId: h.userId === null ? null : Number(h.userId),
      createdAt: iso(h.createdAt),
    })),
  };
}
