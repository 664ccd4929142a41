// Reading purchase orders (listPurchaseOrders, fetchPurchaseOrder) and the steps that only change
// their status: send to the vendor (PDF, WhatsApp share), close, cancel.
import { whatsappLink, whatsappNumber } from '@storekeep/domain/order-message';
import { debitNoteText, dueDate, poNumberText, purchaseOrderMessage } from '@storekeep/domain/purchase';
import {
  PURCHASE_MESSAGES,
  PURCHASE_PAGE_SIZE,
  type PurchaseOrderDetail,
  type PurchaseOrderSummary,
} from '@storekeep/domain/purchase-api';
import { purchaseOrderDocument } from '@storekeep/domain/purchase-document';
import { formatQuantity, milliToQuantity, quantityToMilli } from '@storekeep/domain/quantity';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { renderDocumentPdf, sellerParty } from '../invoices/service.ts';
import { findOutlet, outletScopeOf } from '../supplier/index.ts';
import { presentPayment, requireVendor } from '../vendors/service.ts';
import { assertAllowed, outletStateCode, requireOrder, storeFlags } from './internal.ts';
import * as q from './queries.ts';
import * as r from './receipt-queries.ts';

const qty = (text: string | number) => milliToQuantity(quantityToMilli(text));
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function presentSummary(row: q.SummaryRow): PurchaseOrderSummary {
  return {
    purchaseOrderId: Number(row.purchase_order_id),
    poNumber: poNumberText(Number(row.po_number)),
    status: row.status as PurchaseOrderSummary['status'],
    source: row.source as PurchaseOrderSummary['source'],
    vendorId: Number(row.vendor_id),
    vendorName: row.vendor_name,
    outletId: Number(row.outlet_id),
    outletName: row.outlet_name,
    lineCount: Number(row.line_count),
    billTotalPaise: Number(row.bill_total_paise),
    paidPaise: Number(row.paid_paise),
    expectedDate: row.expected_date,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function listPurchaseOrders(
  db: Db,
  session: SupplierSession,
  params: { status?: string; vendorId?: number; outletId?: number; search?: string; page: number },
) {
  const scope = await outletScopeOf(db, session);
  const outletIds = params.outletId
    ? scope && !scope.includes(params.outletId)
      ? []
      : [params.outletId]
    : scope;
  const rows = await q.listPurchaseOrders(db, session.supplierId, {
    status: params.status,
    vendorId: params.vendorId,
    outletIds,
    search: params.search,
    limit: PURCHASE_PAGE_SIZE,
    offset: (params.page - 1) * PURCHASE_PAGE_SIZE,
  });
  return {
    purchaseOrders: rows.map(presentSummary),
    total: rows[0]?.total ?? 0,
    page: params.page,
    pageSize: PURCHASE_PAGE_SIZE,
  };
}

/** fetchPurchaseOrder: the order with lines, receipts by batch, bill, payment log and debit notes. */
export async function getPurchaseOrder(
  db: DbOrTx,
  session: SupplierSession,
  purchaseOrderId: number,
): Promise<PurchaseOrderDetail> {
  const order = await requireOrder(db, session, purchaseOrderId);
  const [summary, lines, products, receipts, payments, returns, vendor, { storeName }] = await Promise.all([
    q.summaryOf(db, session.supplierId, purchaseOrderId),
    q.linesOf(db, session.supplierId, purchaseOrderId),
    r.productDetailsOf(db, session.supplierId, purchaseOrderId),
    r.receiptsOf(db, session.supplierId, purchaseOrderId),
    r.paymentsOf(db, session.supplierId, purchaseOrderId),
    r.returnsOf(db, session.supplierId, purchaseOrderId),
    requireVendor(db, session, order.vendorId),
    storeFlags(db, session.supplierId),
  ]);
  if (!summary) throw notFound(PURCHASE_MESSAGES.notFound);
  const productByLine = new Map(products.map((p) => [Number(p.line_no), p]));
  const returnedPaise = returns.reduce((sum, x) => sum + x.totalPaise, 0);
  const poNumber = poNumberText(order.poNumber);
  const message = purchaseOrderMessage({
    storeName,
    poNumber,
    lines: lines.map((l) => ({
      name: l.name,
      quantity: formatQuantity(qty(l.orderedQty), productByLine.get(l.lineNo)?.unit ?? null),
    })),
    expectedDate: order.expectedDate,
  });
  return {
    ...presentSummary({ ...summary, line_count: lines.length }),
    note: order.note,
    billNumber: order.billNumber,
    billDate: order.billDate,
    dueDate:
      order.billTotalPaise > 0
        ? dueDate(order.billDate ?? order.createdAt.toISOString().slice(0, 10), vendor.paymentTermsDays)
        : null,
    vendorGstin: vendor.gstin,
    vendorMobile: vendor.mobileNumber,
    taxablePaise: order.taxablePaise,
    cgstPaise: order.cgstPaise,
    sgstPaise: order.sgstPaise,
    igstPaise: order.igstPaise,
    returnedPaise,
    duePaise: order.billTotalPaise - order.paidPaise - returnedPaise,
    lines: lines.map((l) => ({
      lineNo: l.lineNo,
      productId: l.productId,
      variantId: l.variantId || null,
      name: l.name,
      barcode: productByLine.get(l.lineNo)?.barcode ?? null,
      unit: productByLine.get(l.lineNo)?.unit ?? null,
      orderedQty: qty(l.orderedQty),
      receivedQty: qty(l.receivedQty),
      returnedQty: qty(l.returnedQty),
      costPaise: l.costPaise,
      taxRate: Number(l.taxRate),
      receipts: receipts
        .filter((x) => Number(x.line_no) === l.lineNo)
        .map((x) => ({
          batchId: x.batch_id === null ? null : Number(x.batch_id),
          batchNo: x.batch_no,
          expiryDate: x.expiry_date,
          quantity: qty(x.quantity),
          costPaise: Number(x.cost_paise),
          receivedAt: new Date(x.received_at).toISOString(),
        })),
    })),
    payments: payments.map(presentPayment),
    returns: returns.map((x) => ({
      purchaseReturnId: x.purchaseReturnId,
      debitNoteNumber: debitNoteText(x.debitNoteNumber),
      totalPaise: x.totalPaise,
      note: x.note,
      createdAt: x.createdAt.toISOString(),
    })),
    whatsappLink: whatsappLink(message, whatsappNumber(vendor.mobileNumber)),
    sentAt: iso(order.sentAt),
    closedAt: iso(order.closedAt),
  };
}

/** Marks the order sent to the vendor (the screen then shares the PDF or the WhatsApp text). */
export async function sendPurchaseOrder(db: Db, session: SupplierSession, purchaseOrderId: number) {
  await db.transaction(async (tx) => {
    const order = await requireOrder(tx, session, purchaseOrderId, true);
    assertAllowed('send', order.status);
    await q.updatePurchaseOrder(tx, session.supplierId, purchaseOrderId, {
      status: 'SENT',
      sentAt: order.sentAt ?? new Date(),
    });
  });
  return getPurchaseOrder(db, session, purchaseOrderId);
}

/** Closes the order: what has not come by now will not come (it leaves the open count). */
export async function closePurchaseOrder(db: Db, session: SupplierSession, purchaseOrderId: number) {
  await db.transaction(async (tx) => {
    const order = await requireOrder(tx, session, purchaseOrderId, true);
    assertAllowed('close', order.status);
    await q.updatePurchaseOrder(tx, session.supplierId, purchaseOrderId, {
      status: 'CLOSED',
      closedAt: new Date(),
    });
  });
  return getPurchaseOrder(db, session, purchaseOrderId);
}

export async function cancelPurchaseOrder(db: Db, session: SupplierSession, purchaseOrderId: number) {
  await db.transaction(async (tx) => {
    const order = await requireOrder(tx, session, purchaseOrderId, true);
    assertAllowed('cancel', order.status);
    await q.updatePurchaseOrder(tx, session.supplierId, purchaseOrderId, {
      status: 'CANCELLED',
      closedAt: new Date(),
    });
  });
  return getPurchaseOrder(db, session, purchaseOrderId);
}

/** The purchase order as an A4 PDF for the vendor, through the invoice PDF machinery. */
export async function purchaseOrderPdf(db: Db, session: SupplierSession, purchaseOrderId: number) {
  const po = await getPurchaseOrder(db, session, purchaseOrderId);
  const [shop, vendor, outlet] = await Promise.all([
    sellerParty(db, session.supplierId, po.outletId),
    requireVendor(db, session, po.vendorId),
    findOutlet(db, session.supplierId, po.outletId),
  ]);
  if (!outlet) throw new AppError(404, 'not_found', PURCHASE_MESSAGES.notFound);
  const document = purchaseOrderDocument(po, {
    shop,
    vendor: {
      name: vendor.name,
      address: vendor.address,
      gstin: vendor.gstin,
      mobileNumber: vendor.mobileNumber,
    },
    vendorStateCode: vendor.stateCode,
    outletStateCode: outletStateCode(outlet.stateId),
  });
  return { pdf: await renderDocumentPdf(document), fileName: `purchase-order-${po.poNumber}.pdf` };
}
