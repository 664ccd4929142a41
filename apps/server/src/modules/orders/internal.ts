// Shared helpers of the order use cases: the user-facing texts, the supplier's settings, the
// bill's rows and columns, locking, the status-and-history write, stock moves and refunds.
// Only this module's use-case files import it; other modules go through service.ts.
import { type AccountSettings, accountSettingsSchema } from '@storekeep/domain/account-settings';
import { discountPercentOf } from '@storekeep/domain/activity';
import { stockMilliOf } from '@storekeep/domain/loose';
import { formatPaise } from '@storekeep/domain/money';
import { allowedOrderActions, paymentStatusFor, withCompletion } from '@storekeep/domain/order-actions';
import type { AddressInput, PaymentInput } from '@storekeep/domain/order-api';
import type { OrderAction, OrderDetail } from '@storekeep/domain/order-reply-api';
import type { OrderStatus } from '@storekeep/domain/order-status';
import { UNLINKED_VARIANT_ID } from '@storekeep/domain/order-status';
import { milliToQuantityText } from '@storekeep/domain/quantity';
import { refundPlan } from '@storekeep/domain/refund-plan';
import { SERIAL_MESSAGES } from '@storekeep/domain/serials';
import type { SupplyPlace } from '@storekeep/domain/tax';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { OrderAddress } from '../../db/schema.ts';
import { AppError, conflict, invalid, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { findAddress } from '../customers/index.ts';
import { orderAddressOf, refundToKhata, saveAddress, verifyCreditOtp } from '../customers/service.ts';
import { applyStockChanges, type StockChange, type StockReason } from '../stock/index.ts';
import { findSupplier, insertAudit, outletScopeOf } from '../supplier/index.ts';
import { findOrderDetail, orderDetailParts } from './detail-queries.ts';
import type { PricedBill, PricedLine } from './lines.ts';
import { presentDetail } from './presenters.ts';
import * as q from './queries.ts';
import { insertLineSerials, lineSerials, markSold } from './serial-queries.ts';

export const ORDER_MESSAGES = {
  notFound: 'Order not found.',
  outletNotFound: 'Outlet not found.',
  accountNotFound: 'Account not found.',
  customerNotFound: 'Customer not found.',
  addressNotFound: 'Address not found.',
  deliveryBoyNotFound: 'Delivery boy not found.',
  notAllowed: {
    edit: 'Only an unbilled order can be edited.',
    confirm: 'This order is already confirmed or cancelled.',
    pay: 'This order has nothing left to pay.',
    dispatch: 'This order cannot be dispatched now.',
    readyForPickup: 'This order cannot be marked ready for pickup now.',
    deliver: 'This order cannot be marked delivered now.',
    assignDeliveryBoy: 'A delivery boy can be assigned only to a confirmed order not yet delivered.',
    cancel: 'A delivered or returned order cannot be cancelled; return it instead.',
    return: 'Only a delivered order can be returned.',
  } satisfies Record<OrderAction, string>,
  cancelled: 'This order is cancelled.',
  paymentsNeedConfirm: 'Confirm the order to take payments.',
  amountTooHigh: (due: number) =>
    `Amount cannot be more than the balance due (${formatPaise(due, { symbol: true })}).`,
  tenderedTooLow: 'Cash received is less than the amount.',
  tenderedOnlyCash: 'Cash received applies to cash payments only.',
  qtyChange: 'Quantity change is not allowed in this order.',
  returnTooMuch: (name: string, max: string) => `You can return at most ${max} of ${name}.`,
  refundModeNeeded: 'Choose how to return the payment.',
  nothingToReturn: 'There is nothing left to return in this order.',
  creditCustomerLocked: 'The customer of a credit sale cannot be changed.',
  /** The history note of an online payment the order had no room for (recordOnlinePayment). */
  onlineOverpayment: (amount: string, payment: string, when: string) =>
    `${amount} paid online (${payment}) came when ${when}. It was not added to the order and is refunded through the provider.`,
} as const;

export interface Context {
  settings: AccountSettings;
  storeName: string;
  supplierType: string;
}

export async function loadContext(tx: DbOrTx, supplierId: number): Promise<Context> {
  const supplier = await findSupplier(tx, supplierId);
  if (!supplier) throw notFound();
  return {
    settings: accountSettingsSchema.parse(supplier.accountSettings ?? {}),
    storeName: supplier.storeName,
    supplierType: supplier.supplierType,
  };
}

export const stateCode = (stateId: number | null) =>
  stateId === null ? null : String(stateId).padStart(2, '0');

/** IGST across states, SGST + CGST within one; without the outlet's state the GST stays whole. */
export function placeOf(outletState: string | null, address: OrderAddress | null): SupplyPlace | undefined {
  if (!outletState) return undefined;
  return { supplierStateCode: outletState, placeOfSupplyStateCode: address?.stateCode ?? outletState };
}

export function itemRows(supplierId: number, bill: PricedBill): Omit<q.NewOrderItem, 'orderId'>[] {
  return bill.lines.map((line) => ({
    supplierId,
    lineNo: line.lineNo,
    productId: line.productId,
    variantId: line.variantId,
    name: line.name,
    quantity: milliToQuantityText(line.milli),
    ratePaise: line.ratePaise,
    taxRate: line.taxRate.toFixed(2),
    taxPaise: line.taxPaise,
    totalPaise: line.totalPaise,
    batchLinked: line.batchLinked,
    variantName: line.variantName,
    photoUrl: line.photoUrl,
    itemType: line.itemType,
    note: line.note,
    initialQty: milliToQuantityText(line.initialMilli),
    mrpPaise: line.mrpPaise,
    sellingPricePaise: line.sellingPricePaise,
    discountedSellingPricePaise: line.discountedSellingPricePaise,
    costPaise: line.costPaise,
    discount: line.discount,
    discountPaise: line.discountPaise,
    taxablePaise: line.taxablePaise,
    hsnSacNo: line.hsnSacNo,
    taxApplied: line.taxRate > 0,
    taxInclusive: true,
    taxes: line.taxes,
    taxMap: line.taxMap,
    unitOfMeasurement: line.unitOfMeasurement,
    contentPerPiece: line.contentPerPiece,
    unitPerPiece: line.unitPerPiece,
    soldAsPkd: line.soldAsPkd,
    packagingType: line.packagingType,
    sellAsBoth: line.sellAsBoth,
    productSku: line.productSku,
    barcode: line.barcode,
    batchId: line.batchId,
    batchNo: line.batchNo,
  }));
}

export function billColumns(bill: PricedBill, billDiscount: q.NewOrder['billDiscount']) {
  return {
    subtotalPaise: bill.subtotalPaise,
    discountPaise: bill.discountPaise,
    taxPaise: bill.taxPaise,
    roundOffPaise: bill.roundOffPaise,
    totalPaise: bill.totalPaise,
    taxSummary: bill.taxSummary,
    billDiscount: billDiscount ?? null,
    hasUnlinkedProduct: bill.lines.some((l: PricedLine) => l.variantId === UNLINKED_VARIANT_ID),
    hasUnlinkedBatch: bill.lines.some((l: PricedLine) => !l.batchLinked),
  };
}

/** The order as the API shows it, read inside the transaction that changed it. */
export async function readDetail(
  tx: DbOrTx,
  supplierId: number,
  orderId: number,
  now = new Date(),
): Promise<OrderDetail> {
  // The items do not depend on the order's row: both statements go out together.
  const [found, items, serials] = await Promise.all([
    findOrderDetail(tx, supplierId, orderId),
    q.listItems(tx, supplierId, orderId),
    lineSerials(tx, supplierId, orderId),
  ]);
  if (!found) throw notFound(ORDER_MESSAGES.notFound);
  const byLine = new Map<number, { all: string[]; returnable: string[] }>();
  for (const s of serials) {
    const line = byLine.get(s.lineNo) ?? { all: [], returnable: [] };
    line.all.push(s.serialNo);
    if (s.soldHere) line.returnable.push(s.serialNo);
    byLine.set(s.lineNo, line);
  }
  return presentDetail(found.order, items, found.parts, now, byLine);
}

/** Records the serial (IMEI) numbers each line of the bill names. */
export async function linkSerials(tx: Tx, supplierId: number, orderId: number, bill: PricedBill) {
  await insertLineSerials(
    tx,
    supplierId,
    orderId,
    bill.lines.flatMap((line) => line.serials.map((s) => ({ lineNo: line.lineNo, serialId: s.serialId }))),
  );
}

/** Marks the order's serials sold; one gone meanwhile (another bill or a dispatch took it first) refuses the bill. */
export async function sellSerials(tx: Tx, supplierId: number, order: q.OrderRow) {
  const missed = await markSold(tx, supplierId, order.orderId, order.outletId);
  const first = missed[0];
  if (first !== undefined) {
    // Sold on another bill, or sent away meanwhile (a transfer's dispatch, a debit note).
    const message =
      first.status === 'SOLD'
        ? SERIAL_MESSAGES.sold(first.serialNo)
        : SERIAL_MESSAGES.notInStock(first.serialNo);
    throw new AppError(409, 'conflict', message, { serialNos: message });
  }
}

export function requireAction(order: q.OrderRow, action: OrderAction) {
  if (order.orderStatuses.includes('CANCELLED')) throw conflict(ORDER_MESSAGES.cancelled);
  const allowed = allowedOrderActions({
    orderStatuses: order.orderStatuses,
    deliveryStatus: order.deliveryStatus,
    outstandingPaise: Number(order.outstandingPaise ?? 0),
    returnedPaise: order.returnedPaise,
  });
  if (!allowed.includes(action)) throw conflict(ORDER_MESSAGES.notAllowed[action]);
}

export async function lock(tx: Tx, session: SupplierSession, orderId: number) {
  const order = await q.lockOrder(tx, session.supplierId, orderId);
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  await requireOrderOutlet(tx, session, order.outletId);
  return order;
}

/**
 * An order of an outlet the person is not assigned to (staff and delivery boys limited to some
 * outlets) does not exist for them: 404, as another store's order. Every read and write of one
 * order passes here (lock, getOrder, the message and payment-link checks).
 */
export async function requireOrderOutlet(
  db: DbOrTx,
  session: SupplierSession,
  outletId: number,
): Promise<void> {
  const scope = await outletScopeOf(db, session);
  if (scope && !scope.includes(outletId)) throw notFound(ORDER_MESSAGES.notFound);
}

/** Writes the order's new state and its history line together. */
export async function record(
  tx: Tx,
  session: Pick<SupplierSession, 'supplierId'> & { userId: number | null },
  order: q.OrderRow,
  action: string,
  change: Partial<q.NewOrder> & { orderStatuses?: OrderStatus[] },
  note?: string | null,
) {
  const statuses = (change.orderStatuses ?? order.orderStatuses) as OrderStatus[];
  const total = change.totalPaise ?? order.totalPaise;
  const returned = change.returnedPaise ?? order.returnedPaise;
  const paid = change.paidPaise ?? order.paidPaise;
  const refunded = change.refundedPaise ?? order.refundedPaise;
  // An unconfirmed order is unpaid unless the storefront's online payment already paid it.
  const paymentStatus =
    statuses.includes('UNCONFIRMED') && paid === 0
      ? 'UNPAID'
      : paymentStatusFor({ duePaise: total - returned, paidPaise: paid, refundedPaise: refunded });
  const finalStatuses = withCompletion(statuses, paymentStatus);
  const deliveryStatus = change.deliveryStatus !== undefined ? change.deliveryStatus : order.deliveryStatus;
  await q.updateOrder(tx, session.supplierId, order.orderId, {
    ...change,
    orderStatuses: finalStatuses,
    paymentStatus,
  });
  await q.insertHistory(tx, {
    supplierId: session.supplierId,
    orderId: order.orderId,
    action,
    orderStatuses: finalStatuses,
    paymentStatus,
    deliveryStatus,
    userId: session.userId,
    note: note ?? null,
  });
  const logged = ACTIVITY_OF_ORDER_ACTION[action];
  if (logged && session.userId !== null)
    await insertAudit(tx, {
      supplierId: session.supplierId,
      userId: session.userId,
      action: logged,
      details: {
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        outletId: order.outletId,
        totalPaise: total,
        discountPaise: change.discountPaise ?? order.discountPaise,
        discountPercent: discountPercentOf(total, change.discountPaise ?? order.discountPaise),
        ...(action.endsWith('RETURN')
          ? { refundedPaise: refunded - order.refundedPaise, returnedPaise: returned }
          : {}),
      },
    });
}

/** The order changes the activity log keeps (bills, returns with their refunds, cancellations). */
const ACTIVITY_OF_ORDER_ACTION: Readonly<Record<string, string>> = {
  CONFIRMED: 'order.billed',
  FULL_RETURN: 'order.returned',
  PARTIAL_RETURN: 'order.returned',
  CANCELLED: 'order.cancelled',
};

export async function resolveAddress(
  tx: Tx,
  session: SupplierSession,
  customerId: number | null,
  addressId: number | null | undefined,
  address: AddressInput | null | undefined,
): Promise<OrderAddress | null> {
  if (addressId) {
    const row = await findAddress(tx, session.supplierId, addressId);
    if (!row || row.customerId !== customerId) throw notFound(ORDER_MESSAGES.addressNotFound);
    return orderAddressOf(row, row.addressId);
  }
  if (address) {
    if (customerId === null) return orderAddressOf(address, null);
    const saved = await saveAddress(tx, session.supplierId, customerId, address);
    return orderAddressOf(saved, saved.addressId);
  }
  return null;
}

export async function verifyOtpFirst(
  db: Db,
  session: SupplierSession,
  customerId: number | null,
  payments: PaymentInput[],
  otp: string | undefined,
) {
  if (customerId !== null && payments.some((p) => p.mode === 'CREDIT'))
    await verifyCreditOtp(db, session.supplierId, customerId, otp);
}

/** Stock moves for order lines that hold stock (catalogue goods, not services or custom lines). */
export async function moveStock(
  tx: Tx,
  session: Pick<SupplierSession, 'supplierId'> & { userId: number | null },
  context: Context,
  order: q.OrderRow,
  reason: StockReason,
  lines: Array<{ item: q.OrderItemRow; milli: number }>,
) {
  const productIds = [...new Set(lines.flatMap(({ item }) => (item.productId ? [item.productId] : [])))];
  const services = new Set(
    (await q.productsForLines(tx, session.supplierId, productIds))
      .filter((p) => p.isService)
      .map((p) => p.productId),
  );
  const changes: StockChange[] = lines
    .filter(({ item, milli }) => item.productId !== null && !services.has(item.productId) && milli !== 0)
    .map(({ item, milli }) => ({
      productId: item.productId as number,
      variantId: item.variantId,
      outletId: order.outletId,
      batchId: item.batchId,
      // A pack line takes its packs' content from the product's base stock.
      milli: stockMilliOf({ milli, soldAsPkd: item.soldAsPkd }, item),
      lineNo: item.lineNo,
      productName: item.variantName ? `${item.name} (${item.variantName})` : item.name,
      unitOfMeasurement: item.unitOfMeasurement,
    }));
  await applyStockChanges(
    tx,
    {
      supplierId: session.supplierId,
      userId: session.userId,
      orderId: order.orderId,
      reason,
      // Only sales can run out; stock coming back is always taken.
      allowNegative: reason !== 'SALE' || context.settings.isSellOutOfStock,
    },
    changes,
  );
}

/**
 * Gives money back by the domain's refund plan: credit comes off the khata first, then the
 * refundMode (when given) takes the rest, or each mode gets back what it paid.
 * Money paid ONLINE is never given back by mode here: a cancel asks its provider for it
 * (OnlineRefunds) and leaves it out of amountPaise; a return gives it back in the refundMode.
 */
export async function refund(
  tx: Tx,
  session: SupplierSession,
  order: q.OrderRow,
  amountPaise: number,
  refundMode: PaymentInput['mode'] | null | undefined,
): Promise<void> {
  if (amountPaise <= 0) return;
  const { payments } = await orderDetailParts(tx, session.supplierId, order);
  const { plan, uncovered } = refundPlan(
    payments.map((p) => ({ kind: p.kind, mode: p.mode, amountPaise: Number(p.amountPaise) })),
    amountPaise,
    refundMode,
  );
  // Money taken online that the modes above do not cover (a return of an order paid partly on
  // the khata, partly online) is not given back unlogged: the merchant says how it goes back.
  if (uncovered > 0)
    throw invalid(ORDER_MESSAGES.refundModeNeeded, { refundMode: ORDER_MESSAGES.refundModeNeeded });
  for (const { mode, amountPaise: amount } of plan) {
    if (mode === 'CREDIT')
      await refundToKhata(tx, session, {
        customerId: order.customerId,
        amountPaise: amount,
        orderId: order.orderId,
      });
    await q.insertPayment(tx, {
      supplierId: session.supplierId,
      orderId: order.orderId,
      kind: 'REFUND',
      mode,
      amountPaise: amount,
      userId: session.userId,
    });
  }
}
