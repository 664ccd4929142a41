// Order use cases: create (draft or a confirmed POS bill), edit, confirm, payments, delivery,
// cancel and return. Every write locks the order row, runs in one transaction with its stock
// moves, khata entries and status history, and answers with the order as it now is.
import { type AccountSettings, accountSettingsSchema } from '@storekeep/domain/account-settings';
import { formatPaise, mulDivRound, parseScaled } from '@storekeep/domain/money';
import { allowedOrderActions, paymentStatusFor, withCompletion } from '@storekeep/domain/order-actions';
import type {
  AddressInput,
  cancelOrderBodySchema,
  confirmOrderBodySchema,
  createOrderBodySchema,
  editOrderItemsBodySchema,
  LoggedPaymentMode,
  OrderLineInput,
  orderCustomerBodySchema,
  PaymentInput,
  recordPaymentBodySchema,
  returnOrderBodySchema,
  riderBodySchema,
} from '@storekeep/domain/order-api';
import type { OrderAction, OrderDetail } from '@storekeep/domain/order-reply-api';
import type { OrderStatus } from '@storekeep/domain/order-status';
import { UNLINKED_VARIANT_ID } from '@storekeep/domain/order-status';
import { ONLINE_PROVIDER_NAMES } from '@storekeep/domain/payment-names';
import { hasPermission } from '@storekeep/domain/permissions';
import { formatQuantity } from '@storekeep/domain/quantity';
import type { SupplyPlace } from '@storekeep/domain/tax';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { OrderAddress } from '../../db/schema.ts';
import { conflict, forbidden, invalid, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { actorOf } from '../../http/session.ts';
import { withMore } from '../../lib/objects.ts';
import { findAddress } from '../customers/queries.ts';
import {
  chargeToKhata,
  orderAddressOf,
  refundToKhata,
  saveAddress,
  verifyCreditOtp,
} from '../customers/service.ts';
import type { MainImageUrl } from '../products/presenters.ts';
import { applyStockChanges, type StockChange, type StockReason } from '../stock/ledger.ts';
import { idempotent, type Replied } from './idempotency.ts';
import { type PricedBill, type PricedLine, priceLines } from './lines.ts';
import { presentDetail } from './presenters.ts';
import * as q from './queries.ts';

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

type CreateBody = z.output<typeof createOrderBodySchema>;
type ConfirmBody = z.output<typeof confirmOrderBodySchema>;

interface Context {
  settings: AccountSettings;
  storeName: string;
  supplierType: string;
}

async function loadContext(tx: DbOrTx, supplierId: number): Promise<Context> {
  const supplier = await q.findSupplier(tx, supplierId);
  if (!supplier) throw notFound();
  return {
    settings: accountSettingsSchema.parse(supplier.accountSettings ?? {}),
    storeName: supplier.storeName,
    supplierType: supplier.supplierType,
  };
}

const stateCode = (stateId: number | null) => (stateId === null ? null : String(stateId).padStart(2, '0'));

/** IGST across states, SGST + CGST within one; without the outlet's state the GST stays whole. */
function placeOf(outletState: string | null, address: OrderAddress | null): SupplyPlace | undefined {
  if (!outletState) return undefined;
  return { supplierStateCode: outletState, placeOfSupplyStateCode: address?.stateCode ?? outletState };
}

const toMilli = (value: string | number | null) => parseScaled(value ?? 0, 3) ?? 0;
const qtyText = (milli: number) => (milli / 1000).toFixed(3);

function itemRows(supplierId: number, bill: PricedBill): Omit<q.NewOrderItem, 'orderId'>[] {
  return bill.lines.map((line) => ({
    supplierId,
    lineNo: line.lineNo,
    productId: line.productId,
    variantId: line.variantId,
    name: line.name,
    quantity: qtyText(line.milli),
    ratePaise: line.ratePaise,
    taxRate: line.taxRate.toFixed(2),
    taxPaise: line.taxPaise,
    totalPaise: line.totalPaise,
    batchLinked: line.batchLinked,
    variantName: line.variantName,
    photoUrl: line.photoUrl,
    itemType: line.itemType,
    note: line.note,
    initialQty: qtyText(line.initialMilli),
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
    productSku: line.productSku,
    barcode: line.barcode,
    batchId: line.batchId,
    batchNo: line.batchNo,
  }));
}

function billColumns(bill: PricedBill, billDiscount: q.NewOrder['billDiscount']) {
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
  const [found, items] = await Promise.all([
    q.findOrderDetail(tx, supplierId, orderId),
    q.listItems(tx, supplierId, orderId),
  ]);
  if (!found) throw notFound(ORDER_MESSAGES.notFound);
  return presentDetail(found.order, items, found.parts, now);
}

export async function getOrder(db: Db, session: SupplierSession, orderId: number): Promise<OrderDetail> {
  return readDetail(db, session.supplierId, orderId);
}

function requireAction(order: q.OrderRow, action: OrderAction) {
  if (order.orderStatuses.includes('CANCELLED')) throw conflict(ORDER_MESSAGES.cancelled);
  const allowed = allowedOrderActions({
    orderStatuses: order.orderStatuses,
    deliveryStatus: order.deliveryStatus,
    outstandingPaise: Number(order.outstandingPaise ?? 0),
    returnedPaise: order.returnedPaise,
  });
  if (!allowed.includes(action)) throw conflict(ORDER_MESSAGES.notAllowed[action]);
}

async function lock(tx: Tx, session: SupplierSession, orderId: number) {
  const order = await q.lockOrder(tx, session.supplierId, orderId);
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  return order;
}

/** Writes the order's new state and its history line together. */
async function record(
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
}

async function resolveAddress(
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

async function verifyOtpFirst(
  db: Db,
  session: SupplierSession,
  customerId: number | null,
  payments: PaymentInput[],
  otp: string | undefined,
) {
  if (customerId !== null && payments.some((p) => p.mode === 'CREDIT'))
    await verifyCreditOtp(db, session.supplierId, customerId, otp);
}

export async function createOrder(
  db: Db,
  session: SupplierSession,
  body: CreateBody,
  idempotencyKey: string | undefined,
  imageUrl: MainImageUrl,
): Promise<Replied<OrderDetail>> {
  if (!body.confirm && body.payments.length > 0) throw invalid(ORDER_MESSAGES.paymentsNeedConfirm);
  await verifyOtpFirst(db, session, body.customerId ?? null, body.payments, body.creditOtp);
  return idempotent(
    db,
    { supplierId: session.supplierId, key: idempotencyKey, operation: 'create-order', request: body },
    async (tx) => {
      const context = await loadContext(tx, session.supplierId);
      const outlet = await q.findOutlet(
        tx,
        session.supplierId,
        body.outletId ?? session.selectedOutletId ?? null,
      );
      if (!outlet) throw notFound(ORDER_MESSAGES.outletNotFound);
      let accountId: number | null = null;
      const wantedAccount = body.accountId ?? session.selectedAccountId;
      if (wantedAccount) {
        const account = await q.findAccount(tx, session.supplierId, wantedAccount);
        if (account && account.outletId === outlet.outletId) accountId = account.accountId;
        else if (body.accountId) throw notFound(ORDER_MESSAGES.accountNotFound);
      }
      const customerId = body.customerId ?? null;
      if (customerId !== null && !(await q.findCustomer(tx, session.supplierId, customerId)))
        throw notFound(ORDER_MESSAGES.customerNotFound);
      const address = await resolveAddress(tx, session, customerId, body.addressId, body.address);
      const outletState = stateCode(outlet.stateId);
      const bill = await priceLines(tx, {
        supplierId: session.supplierId,
        outletId: outlet.outletId,
        settings: context.settings,
        imageUrl,
        items: body.items,
        billDiscount: body.billDiscount,
        place: placeOf(outletState, address),
      });
      const { orderId } = await q.insertNumberedOrder(
        tx,
        {
          supplierId: session.supplierId,
          outletId: outlet.outletId,
          accountId,
          customerId,
          source: body.source,
          orderStatuses: ['UNCONFIRMED'],
          paymentStatus: 'UNPAID',
          ...billColumns(bill, body.billDiscount),
          customerAddress: address,
          placeOfSupply: address?.stateCode ?? outletState,
          expiryDate: body.expiryDate ?? null,
          note: body.note ?? null,
          createdBy: session.userId,
        },
        itemRows(session.supplierId, bill),
        {
          supplierId: session.supplierId,
          action: 'CREATED',
          orderStatuses: ['UNCONFIRMED'],
          paymentStatus: 'UNPAID',
          userId: session.userId,
        },
      );
      if (body.confirm) {
        const order = await lock(tx, session, orderId);
        await confirmLocked(tx, session, context, order, {
          fulfilled: body.fulfilled,
          payments: body.payments,
          creditOtp: body.creditOtp,
        });
      }
      return { status: 201, body: await readDetail(tx, session.supplierId, orderId) };
    },
  );
}

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
  /** The items' products, already read (and locked) by the caller: pricing does not read them again. */
  products?: readonly q.LineProduct[];
  publicToken: string;
  fulfilment: 'DELIVERY' | 'PICKUP';
  note: string | null;
}

/**
 * A storefront (guest) order: priced by the same rules as any order, UNCONFIRMED and ONLINE,
 * with its stock taken now (stockHeld) so what the shopper bought cannot be sold twice; the
 * merchant's confirmation then takes no stock again, a cancel puts it back. Runs in the caller's
 * transaction (the checkout's idempotent one); an out-of-stock line rolls it all back.
 */
export type OnlineBillInput = Pick<
  OnlineOrderInput,
  'supplierId' | 'outletId' | 'settings' | 'imageUrl' | 'items' | 'place' | 'chargeFor' | 'check' | 'products'
>;

/**
 * The priced bill of a storefront order with its delivery charge (taxes, round-off, total):
 * what placeOnlineOrder stores, and what the checkout page quotes before the order is placed.
 */
export async function priceOnlineOrder(
  db: DbOrTx,
  input: OnlineBillInput,
): Promise<{ bill: PricedBill; chargePaise: number }> {
  const priceWith = (chargePaise: number) =>
    priceLines(db, {
      supplierId: input.supplierId,
      outletId: input.outletId,
      settings: input.settings,
      imageUrl: input.imageUrl,
      items: input.items,
      billDiscount: null,
      place: input.place,
      chargePaise,
      ...(input.products ? { products: input.products } : {}),
    });
  let bill = await priceWith(0);
  await input.check(bill);
  const chargePaise = input.chargeFor(bill);
  if (chargePaise > 0) bill = await priceWith(chargePaise);
  return { bill, chargePaise };
}

export async function placeOnlineOrder(
  tx: Tx,
  input: OnlineOrderInput,
): Promise<{ orderId: number; orderNumber: number; totalPaise: number }> {
  const { supplierId } = input;
  const { bill, chargePaise } = await priceOnlineOrder(tx, input);
  const { orderId, orderNumber } = await q.insertNumberedOrder(
    tx,
    {
      supplierId,
      outletId: input.outletId,
      source: 'ONLINE',
      orderStatuses: ['UNCONFIRMED'],
      paymentStatus: 'UNPAID',
      ...billColumns(bill, null),
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
        outletId: input.outletId,
        batchId: line.batchId,
        milli: -line.milli,
        lineNo: line.lineNo,
        productName: line.name,
        unitOfMeasurement: line.unitOfMeasurement,
      })),
  );
  return { orderId, orderNumber, totalPaise: bill.totalPaise };
}

/** A storefront payment its provider verified (checkout's online_payments attempt). */
export interface VerifiedOnlinePayment {
  /** The attempt (online_payments.payment_id): the log takes each attempt once. */
  onlinePaymentId: number;
  amountPaise: number;
  /** razorpay, payu, paypal or test. */
  provider: string;
  /** The provider's id of the payment, as the merchant finds it with the provider; else ours. */
  reference: string;
}

/** What became of a verified online payment: added to the order, or not wanted by it. */
export type OnlinePaymentOutcome = 'applied' | 'overpaid';

/**
 * The storefront's verified online payment: a row of the payment log (mode ONLINE) and the
 * order's paid amount go up together (once per attempt: the caller holds the attempt's row lock,
 * and the log's unique attempt id backs it), and its payment status follows, also while the
 * order is still unconfirmed. A payment the order has no room for (already paid by another
 * attempt, cancelled, or more than is still due) is not added: the order keeps its amounts, a
 * history line tells the merchant, and the caller gives the money back through the provider.
 */
export async function recordOnlinePayment(
  tx: Tx,
  supplierId: number,
  orderId: number,
  payment: VerifiedOnlinePayment,
): Promise<OnlinePaymentOutcome> {
  const order = await q.lockOrder(tx, supplierId, orderId);
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  const due = order.totalPaise - order.returnedPaise - order.paidPaise;
  const cancelled = order.orderStatuses.includes('CANCELLED');
  if (cancelled || payment.amountPaise > due) {
    const when = cancelled
      ? 'the order was cancelled'
      : due <= 0
        ? 'the order was already paid'
        : `only ${formatPaise(due, { symbol: true })} was due`;
    await record(
      tx,
      { supplierId, userId: null },
      order,
      'ONLINE_OVERPAYMENT',
      {},
      ORDER_MESSAGES.onlineOverpayment(
        formatPaise(payment.amountPaise, { symbol: true }),
        `${ONLINE_PROVIDER_NAMES[payment.provider] ?? payment.provider}, ${payment.reference}`,
        when,
      ),
    );
    return 'overpaid';
  }
  await q.insertPayment(tx, {
    supplierId,
    orderId,
    kind: 'PAYMENT',
    mode: 'ONLINE',
    amountPaise: payment.amountPaise,
    reference: payment.reference,
    provider: payment.provider,
    onlinePaymentId: payment.onlinePaymentId,
    userId: null,
  });
  await record(tx, { supplierId, userId: null }, order, 'ONLINE_PAYMENT', {
    paidPaise: order.paidPaise + payment.amountPaise,
  });
  return 'applied';
}

/** Re-prices and replaces the lines of an unconfirmed order. */
async function replaceLines(
  tx: Tx,
  session: SupplierSession,
  context: Context,
  order: q.OrderRow,
  items: OrderLineInput[],
  billDiscount: q.NewOrder['billDiscount'] | undefined,
  imageUrl: MainImageUrl,
): Promise<void> {
  const current = await q.listItems(tx, session.supplierId, order.orderId);
  const byLine = new Map(current.map((item) => [item.lineNo, item]));
  if (!context.settings.isAllowQtyChangeInOrder && order.source === 'ONLINE') {
    for (const line of items) {
      const before = line.lineNo === undefined ? undefined : byLine.get(line.lineNo);
      if (before && toMilli(before.quantity) !== toMilli(line.quantity))
        throw invalid(ORDER_MESSAGES.qtyChange);
    }
  }
  const outlet = await q.findOutlet(tx, session.supplierId, order.outletId);
  const bill = await priceLines(tx, {
    supplierId: session.supplierId,
    outletId: order.outletId,
    settings: context.settings,
    imageUrl,
    items,
    billDiscount: billDiscount === undefined ? order.billDiscount : billDiscount,
    place: placeOf(stateCode(outlet?.stateId ?? null), order.customerAddress),
    chargePaise: order.deliveryChargePaise,
    initialMilli: new Map(current.map((item) => [item.lineNo, toMilli(item.initialQty ?? item.quantity)])),
  });
  if (order.stockHeld) {
    // The held stock follows the edit: the old lines' stock goes back, the new lines' is taken.
    await moveStock(
      tx,
      session,
      context,
      order,
      'CANCEL',
      current.map((item) => ({ item, milli: toMilli(item.quantity) })),
    );
  }
  await q.deleteItems(tx, session.supplierId, order.orderId);
  await q.insertItems(
    tx,
    itemRows(session.supplierId, bill).map((item) => withMore(item, { orderId: order.orderId })),
  );
  if (order.stockHeld) {
    const placed = await q.listItems(tx, session.supplierId, order.orderId);
    await moveStock(
      tx,
      session,
      context,
      order,
      'SALE',
      placed.map((item) => ({ item, milli: -toMilli(item.quantity) })),
    );
  }
  await q.updateOrder(
    tx,
    session.supplierId,
    order.orderId,
    billColumns(bill, billDiscount === undefined ? order.billDiscount : billDiscount),
  );
  Object.assign(order, { totalPaise: bill.totalPaise });
}

export async function editOrderItems(
  db: Db,
  session: SupplierSession,
  orderId: number,
  body: z.output<typeof editOrderItemsBodySchema>,
  imageUrl: MainImageUrl,
): Promise<OrderDetail> {
  return db.transaction(async (tx) => {
    const order = await lock(tx, session, orderId);
    requireAction(order, 'edit');
    const context = await loadContext(tx, session.supplierId);
    await replaceLines(tx, session, context, order, body.items, body.billDiscount, imageUrl);
    await record(tx, session, order, 'EDITED', {});
    return readDetail(tx, session.supplierId, orderId);
  });
}

export async function confirmOrder(
  db: Db,
  session: SupplierSession,
  orderId: number,
  body: ConfirmBody,
  idempotencyKey: string | undefined,
  imageUrl: MainImageUrl,
): Promise<Replied<OrderDetail>> {
  const parsed = body;
  // Editing while confirming (editAndConfirmOrder) is still an edit.
  if (parsed.items && !hasPermission(actorOf(session), 'ORDER:EDIT_ORDER')) throw forbidden();
  const existing = await q.findOrder(db, session.supplierId, orderId);
  if (!existing) throw notFound(ORDER_MESSAGES.notFound);
  await verifyOtpFirst(db, session, existing.customerId, parsed.payments, parsed.creditOtp);
  return idempotent(
    db,
    {
      supplierId: session.supplierId,
      key: idempotencyKey,
      operation: `confirm-order:${orderId}`,
      request: body,
    },
    async (tx) => {
      const order = await lock(tx, session, orderId);
      requireAction(order, 'confirm');
      const context = await loadContext(tx, session.supplierId);
      if (parsed.items) {
        await replaceLines(tx, session, context, order, parsed.items, parsed.billDiscount, imageUrl);
        Object.assign(order, await lock(tx, session, orderId));
      }
      await confirmLocked(tx, session, context, order, parsed);
      return { status: 200, body: await readDetail(tx, session.supplierId, orderId) };
    },
  );
}

/** Confirms a locked order: stock out (refusing to oversell), confirmed quantities, payments. */
async function confirmLocked(
  tx: Tx,
  session: SupplierSession,
  context: Context,
  order: q.OrderRow,
  input: { fulfilled?: boolean | undefined; payments: PaymentInput[]; creditOtp?: string | undefined },
) {
  const items = await q.listItems(tx, session.supplierId, order.orderId);
  // A storefront order took its stock when it was placed (stockHeld): confirming does not take it again.
  if (!order.stockHeld)
    await moveStock(
      tx,
      session,
      context,
      order,
      'SALE',
      items.map((item) => ({ item, milli: -toMilli(item.quantity) })),
    );
  await q.updateItemQuantities(
    tx,
    session.supplierId,
    order.orderId,
    items.map((item) => ({ lineNo: item.lineNo, confirmedQty: qtyText(toMilli(item.quantity)) })),
  );
  const fulfilled = input.fulfilled ?? order.source === 'INSTORE';
  const statuses: OrderStatus[] = ['CONFIRMED', fulfilled ? 'FULFILLED' : 'UNFULFILLED'];
  const now = new Date();
  let paid = order.paidPaise;
  for (const payment of input.payments) {
    paid += await takePayment(tx, session, { ...order, paidPaise: paid }, payment, input.creditOtp);
  }
  await record(tx, session, order, 'CONFIRMED', {
    orderStatuses: statuses,
    paidPaise: paid,
    confirmedAt: now,
    confirmedBy: session.userId,
  });
}

/** Stock moves for order lines that hold stock (catalogue goods, not services or custom lines). */
async function moveStock(
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
      outletId: order.outletId,
      batchId: item.batchId,
      milli,
      lineNo: item.lineNo,
      productName: item.name,
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

/** Checks and logs one payment; returns the paise it adds to what was paid. */
async function takePayment(
  tx: Tx,
  session: SupplierSession,
  order: q.OrderRow,
  payment: PaymentInput,
  creditOtp: string | undefined,
): Promise<number> {
  const due = order.totalPaise - order.returnedPaise - order.paidPaise;
  if (payment.amountPaise > due) {
    const message = ORDER_MESSAGES.amountTooHigh(Math.max(0, due));
    throw invalid(message, { amountPaise: message });
  }
  if (payment.tenderedPaise !== undefined) {
    if (payment.mode !== 'CASH')
      throw invalid(ORDER_MESSAGES.tenderedOnlyCash, { tenderedPaise: ORDER_MESSAGES.tenderedOnlyCash });
    if (payment.tenderedPaise < payment.amountPaise)
      throw invalid(ORDER_MESSAGES.tenderedTooLow, { tenderedPaise: ORDER_MESSAGES.tenderedTooLow });
  }
  if (payment.mode === 'CREDIT') {
    await chargeToKhata(tx, session, {
      customerId: order.customerId,
      amountPaise: payment.amountPaise,
      orderId: order.orderId,
      otp: creditOtp,
    });
  }
  await q.insertPayment(tx, {
    supplierId: session.supplierId,
    orderId: order.orderId,
    kind: 'PAYMENT',
    mode: payment.mode,
    amountPaise: payment.amountPaise,
    tenderedPaise: payment.tenderedPaise ?? null,
    reference: payment.reference ?? null,
    userId: session.userId,
  });
  return payment.amountPaise;
}

export async function recordPayment(
  db: Db,
  session: SupplierSession,
  orderId: number,
  body: z.output<typeof recordPaymentBodySchema>,
): Promise<OrderDetail> {
  const existing = await q.findOrder(db, session.supplierId, orderId);
  if (!existing) throw notFound(ORDER_MESSAGES.notFound);
  await verifyOtpFirst(db, session, existing.customerId, [body], body.creditOtp);
  return db.transaction(async (tx) => {
    const order = await lock(tx, session, orderId);
    requireAction(order, 'pay');
    const added = await takePayment(tx, session, order, body, body.creditOtp);
    await record(
      tx,
      session,
      order,
      'PAYMENT',
      { paidPaise: order.paidPaise + added },
      `${body.mode} ${formatPaise(added, { symbol: true })}`,
    );
    return readDetail(tx, session.supplierId, orderId);
  });
}

export async function setDeliveryStatus(
  db: Db,
  session: SupplierSession,
  orderId: number,
  status: 'DISPATCHED' | 'READY_FOR_PICKUP' | 'DELIVERED',
): Promise<OrderDetail> {
  return db.transaction(async (tx) => {
    const order = await lock(tx, session, orderId);
    const statuses = new Set(order.orderStatuses as OrderStatus[]);
    if (status === 'DELIVERED') {
      requireAction(order, 'deliver');
      statuses.delete('UNFULFILLED');
      statuses.add('FULFILLED');
    } else {
      requireAction(order, status === 'DISPATCHED' ? 'dispatch' : 'readyForPickup');
      statuses.add(status);
    }
    await record(tx, session, order, status, { orderStatuses: [...statuses], deliveryStatus: status });
    return readDetail(tx, session.supplierId, orderId);
  });
}

export async function assignDeliveryBoy(
  db: Db,
  session: SupplierSession,
  orderId: number,
  deliveryBoyId: number | null,
): Promise<OrderDetail> {
  return db.transaction(async (tx) => {
    const order = await lock(tx, session, orderId);
    requireAction(order, 'assignDeliveryBoy');
    if (deliveryBoyId !== null && !(await q.findDeliveryBoy(tx, session.supplierId, deliveryBoyId)))
      throw notFound(ORDER_MESSAGES.deliveryBoyNotFound);
    await record(
      tx,
      session,
      order,
      deliveryBoyId === null ? 'DELIVERY_BOY_REMOVED' : 'DELIVERY_BOY_ASSIGNED',
      {
        deliveryBoyId,
      },
    );
    return readDetail(tx, session.supplierId, orderId);
  });
}

export async function setRider(
  db: Db,
  session: SupplierSession,
  orderId: number,
  rider: z.output<typeof riderBodySchema>,
): Promise<OrderDetail> {
  return db.transaction(async (tx) => {
    const order = await lock(tx, session, orderId);
    if (order.orderStatuses.includes('CANCELLED')) throw conflict(ORDER_MESSAGES.cancelled);
    await q.updateOrder(tx, session.supplierId, orderId, {
      rider: {
        rider_name: rider.rider_name ?? null,
        rider_phone: rider.rider_phone ?? null,
        eta: rider.eta ?? null,
        status: rider.status,
      },
    });
    return readDetail(tx, session.supplierId, orderId);
  });
}

export async function setExpiryDate(
  db: Db,
  session: SupplierSession,
  orderId: number,
  expiryDate: string | null,
): Promise<OrderDetail> {
  return db.transaction(async (tx) => {
    const order = await lock(tx, session, orderId);
    if (order.orderStatuses.includes('CANCELLED')) throw conflict(ORDER_MESSAGES.cancelled);
    await q.updateOrder(tx, session.supplierId, orderId, { expiryDate });
    return readDetail(tx, session.supplierId, orderId);
  });
}

export async function setOrderCustomer(
  db: Db,
  session: SupplierSession,
  orderId: number,
  body: z.output<typeof orderCustomerBodySchema>,
): Promise<OrderDetail> {
  return db.transaction(async (tx) => {
    const order = await lock(tx, session, orderId);
    if (order.orderStatuses.includes('CANCELLED')) throw conflict(ORDER_MESSAGES.cancelled);
    const details = await q.orderDetailParts(tx, session.supplierId, order);
    if (body.customerId !== order.customerId && details.payments.some((p) => p.mode === 'CREDIT'))
      throw conflict(ORDER_MESSAGES.creditCustomerLocked);
    if (body.customerId !== null && !(await q.findCustomer(tx, session.supplierId, body.customerId)))
      throw notFound(ORDER_MESSAGES.customerNotFound);
    const address = await resolveAddress(tx, session, body.customerId, body.addressId, body.address);
    await record(tx, session, order, 'CUSTOMER_CHANGED', {
      customerId: body.customerId,
      customerAddress: address,
      ...(address?.stateCode ? { placeOfSupply: address.stateCode } : {}),
    });
    return readDetail(tx, session.supplierId, orderId);
  });
}

/**
 * Gives money back: each payment mode gets back what it paid (net of earlier refunds), credit
 * goes back on the khata, and a refundMode (when given) takes the non-credit part instead.
 * Money paid ONLINE is never given back by mode here: a cancel asks its provider for it
 * (OnlineRefunds) and leaves it out of amountPaise; a return gives it back in the refundMode.
 */
async function refund(
  tx: Tx,
  session: SupplierSession,
  order: q.OrderRow,
  amountPaise: number,
  refundMode: PaymentInput['mode'] | null | undefined,
): Promise<void> {
  if (amountPaise <= 0) return;
  const { payments } = await q.orderDetailParts(tx, session.supplierId, order);
  const net = new Map<LoggedPaymentMode, number>();
  for (const p of payments)
    net.set(p.mode, (net.get(p.mode) ?? 0) + (p.kind === 'PAYMENT' ? 1 : -1) * Number(p.amountPaise));
  let left = amountPaise;
  const plan: Array<[PaymentInput['mode'], number]> = [];
  // Credit first (it is only a book entry), then the chosen mode or each mode as it was paid.
  const credit = Math.min(left, net.get('CREDIT') ?? 0);
  if (credit > 0) {
    plan.push(['CREDIT', credit]);
    left -= credit;
  }
  if (left > 0 && refundMode) plan.push([refundMode, left]);
  else {
    for (const mode of ['CASH', 'UPI', 'CARD'] as const) {
      const take = Math.min(left, net.get(mode) ?? 0);
      if (take > 0) {
        plan.push([mode, take]);
        left -= take;
      }
    }
    // Money taken online that the modes above do not cover (a return of an order paid partly on
    // the khata, partly online) is not given back unlogged: the merchant says how it goes back.
    if (left > 0 && (net.get('ONLINE') ?? 0) > 0)
      throw invalid(ORDER_MESSAGES.refundModeNeeded, { refundMode: ORDER_MESSAGES.refundModeNeeded });
  }
  for (const [mode, amount] of plan) {
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

/**
 * The storefront's online payments, given back when an order is cancelled (checkout/refunds.ts):
 * recorded in the cancel's transaction, asked of the provider once it has committed.
 */
export interface OnlineRefunds {
  /** Records a refund of each paid online payment of the order; answers the paise they cover. */
  record(tx: Tx, supplierId: number, orderId: number): Promise<number>;
  /** Asks the providers for the order's recorded refunds; a refusal is stored, never thrown. */
  send(supplierId: number, orderId: number): Promise<void>;
}

export async function cancelOrder(
  db: Db,
  session: SupplierSession,
  orderId: number,
  body: z.output<typeof cancelOrderBodySchema>,
  onlineRefunds?: OnlineRefunds,
): Promise<OrderDetail> {
  const detail = await db.transaction(async (tx) => {
    const order = await lock(tx, session, orderId);
    requireAction(order, 'cancel');
    const context = await loadContext(tx, session.supplierId);
    if (order.orderStatuses.includes('CONFIRMED') || order.stockHeld) {
      const items = await q.listItems(tx, session.supplierId, orderId);
      await moveStock(
        tx,
        session,
        context,
        order,
        'CANCEL',
        items.map((item) => ({ item, milli: toMilli(item.confirmedQty ?? item.quantity) })),
      );
    }
    // Money taken online goes back through its provider; the rest as the merchant chose.
    const online = onlineRefunds ? await onlineRefunds.record(tx, session.supplierId, orderId) : 0;
    await refund(tx, session, order, order.paidPaise - online, body.refundMode);
    const statuses = new Set(order.orderStatuses as OrderStatus[]);
    for (const s of ['UNFULFILLED', 'DISPATCHED', 'READY_FOR_PICKUP', 'COMPLETED'] as const)
      statuses.delete(s);
    statuses.add('CANCELLED');
    await record(
      tx,
      session,
      order,
      'CANCELLED',
      { orderStatuses: [...statuses], paidPaise: 0, refundedPaise: order.refundedPaise + order.paidPaise },
      body.note,
    );
    return readDetail(tx, session.supplierId, orderId);
  });
  await onlineRefunds?.send(session.supplierId, orderId);
  return detail;
}

export async function returnOrder(
  db: Db,
  session: SupplierSession,
  orderId: number,
  body: z.output<typeof returnOrderBodySchema>,
): Promise<OrderDetail> {
  return db.transaction(async (tx) => {
    const order = await lock(tx, session, orderId);
    requireAction(order, 'return');
    const context = await loadContext(tx, session.supplierId);
    const items = await q.listItems(tx, session.supplierId, orderId);
    const byLine = new Map(items.map((item) => [item.lineNo, item]));
    const wanted =
      body.items ??
      items.map((item) => ({
        lineNo: item.lineNo,
        quantity: (toMilli(item.confirmedQty) - toMilli(item.returnedQty)) / 1000,
      }));
    const returns: Array<{ item: q.OrderItemRow; milli: number }> = [];
    for (const [index, w] of wanted.entries()) {
      const item = byLine.get(w.lineNo);
      if (!item) throw invalid('No such line in this order.', { [`items.${index}.lineNo`]: 'Not found' });
      const milli = toMilli(w.quantity);
      if (milli <= 0) continue;
      const left = toMilli(item.confirmedQty) - toMilli(item.returnedQty);
      if (milli > left) {
        const message = ORDER_MESSAGES.returnTooMuch(
          item.name,
          formatQuantity(left / 1000, item.unitOfMeasurement),
        );
        throw invalid(message, { [`items.${index}.quantity`]: message });
      }
      returns.push({ item, milli });
    }
    if (returns.length === 0) throw invalid(ORDER_MESSAGES.nothingToReturn);
    const returnedAfter = new Map(items.map((item) => [item.lineNo, toMilli(item.returnedQty)]));
    for (const r of returns)
      returnedAfter.set(r.item.lineNo, (returnedAfter.get(r.item.lineNo) ?? 0) + r.milli);
    const full = items.every((item) => (returnedAfter.get(item.lineNo) ?? 0) >= toMilli(item.confirmedQty));
    // Goods are valued at what their line was billed at; a full return takes back the whole
    // bill, round-off included, so nothing is left owing.
    const value = full
      ? order.totalPaise - order.returnedPaise
      : returns.reduce(
          (sum, r) => sum + mulDivRound(r.item.totalPaise, r.milli, toMilli(r.item.confirmedQty)),
          0,
        );
    await moveStock(tx, session, context, order, 'RETURN', returns);
    await q.updateItemQuantities(
      tx,
      session.supplierId,
      orderId,
      returns.map((r) => ({
        lineNo: r.item.lineNo,
        returnedQty: qtyText(returnedAfter.get(r.item.lineNo) ?? 0),
      })),
    );
    const returnedPaise = order.returnedPaise + value;
    const excess = order.paidPaise - (order.totalPaise - returnedPaise);
    let paid = order.paidPaise;
    let refunded = order.refundedPaise;
    if (excess > 0) {
      const creditPaid = (await q.orderDetailParts(tx, session.supplierId, order)).payments.some(
        (p) => p.mode === 'CREDIT',
      );
      if (body.refundMode === undefined && !creditPaid)
        throw invalid(ORDER_MESSAGES.refundModeNeeded, { refundMode: ORDER_MESSAGES.refundModeNeeded });
      if (body.refundMode !== null) {
        await refund(tx, session, order, excess, body.refundMode);
        paid -= excess;
        refunded += excess;
      }
    }
    const statuses = new Set(order.orderStatuses as OrderStatus[]);
    statuses.delete('PARTIAL_RETURN');
    statuses.add(full ? 'FULL_RETURN' : 'PARTIAL_RETURN');
    await record(
      tx,
      session,
      order,
      full ? 'FULL_RETURN' : 'PARTIAL_RETURN',
      { orderStatuses: [...statuses], returnedPaise, paidPaise: paid, refundedPaise: refunded },
      body.note,
    );
    return readDetail(tx, session.supplierId, orderId);
  });
}

export async function listDeliveryBoys(db: Db, session: SupplierSession) {
  const rows = await q.listDeliveryBoys(db, session.supplierId);
  return {
    deliveryBoys: rows.map((row) => ({
      userId: row.userId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      mobileNumber: row.mobileNumber,
    })),
  };
}
