// SQL of the storefront cart and checkout; every query is scoped by supplier_id.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import {
  customers,
  onlinePayments,
  onlineRefunds,
  orderItems,
  orderPayments,
  orders,
  outlets,
  paymentProviders,
  products,
  productVariants,
  stockLevels,
  storeDelivery,
} from '../../db/schema.ts';
import type { LineProduct } from '../orders/index.ts';

/** The outlet online orders are served from: the first one. */
export async function onlineOutlet(db: DbOrTx, supplierId: number) {
  const rows = await db
    .select({
      outletId: outlets.outletId,
      stateId: outlets.stateId,
      name: outlets.name,
      address: outlets.address,
    })
    .from(outlets)
    .where(eq(outlets.supplierId, supplierId))
    .orderBy(asc(outlets.position), asc(outlets.outletId))
    .limit(1);
  return rows[0];
}

/** The cart's products with what the cart page shows: price, picture, MOQ, stock at the outlet. */
export async function cartProducts(db: DbOrTx, supplierId: number, outletId: number, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: products.productId,
      name: products.name,
      status: products.status,
      isService: products.isService,
      pricePaise: products.pricePaise,
      mrpPaise: products.mrpPaise,
      minOrderQuantity: products.minOrderQuantity,
      stock: stockLevels.quantity,
      mainImageKey: products.mainImageKey,
      mainImageReady: products.mainImageReady,
    })
    .from(products)
    .leftJoin(
      stockLevels,
      and(
        eq(stockLevels.supplierId, products.supplierId),
        eq(stockLevels.productId, products.productId),
        eq(stockLevels.outletId, outletId),
      ),
    )
    .where(and(eq(products.supplierId, supplierId), inArray(products.productId, productIds)));
}

/** An active product of the store (and, when given, one of its variants). */
export async function isOnSale(db: DbOrTx, supplierId: number, productId: number, variantId: number | null) {
  const rows = rowsOf<{ ok: boolean }>(
    await db.execute(sql`
      SELECT true AS ok FROM products p
      WHERE p.supplier_id = ${supplierId} AND p.product_id = ${productId} AND p.status = 'ACTIVE'
        AND (${variantId}::bigint IS NULL OR EXISTS (
          SELECT 1 FROM product_variants v
          WHERE v.supplier_id = p.supplier_id AND v.product_id = p.product_id AND v.variant_id = ${variantId}::bigint))`),
  );
  return rows.length > 0;
}

export async function cartVariants(db: DbOrTx, supplierId: number, variantIds: number[]) {
  if (variantIds.length === 0) return [];
  return db
    .select({
      variantId: productVariants.variantId,
      productId: productVariants.productId,
      variantName: productVariants.variantName,
      pricePaise: productVariants.pricePaise,
    })
    .from(productVariants)
    .where(and(eq(productVariants.supplierId, supplierId), inArray(productVariants.variantId, variantIds)));
}

/** What placing an order reads before it writes: the outlet, the delivery rules, the locked products. */
export interface CheckoutContext {
  outlet: { outletId: number; stateId: number | null } | null;
  delivery: { kind: 'amount' | 'quantity'; ranges: unknown } | null;
  /** As pricing reads them (the orders module's productsForLines), with the minimum order quantity. */
  products: Array<LineProduct & { minOrderQuantity: string }>;
}

/**
 * One statement for the reads of a checkout's transaction: the online outlet (the first one), the
 * store's delivery rules and the cart's products with what pricing needs (the columns of the orders
 * module's productsForLines, so the order is priced without reading them again), row-locked (FOR
 * SHARE, in id order) so their price, MOQ and status cannot change until the order commits; stock rows are locked by the stock ledger. It
 * also takes the shopper's customer lock (an advisory lock on the mobile number, held to the end
 * of the transaction): the order's statement finds or creates the customer by that number after
 * it (the orders module's insertNumberedOrder), so two checkouts never create the same shopper.
 */
export async function checkoutContext(
  tx: DbOrTx,
  supplierId: number,
  productIds: number[],
  mobileNumber: string,
): Promise<CheckoutContext> {
  const ids = productIds.length > 0 ? sql.join(productIds, sql`, `) : sql`NULL`;
  const [row] = rowsOf<{
    outlet_id: number | null;
    state_id: number | null;
    delivery: CheckoutContext['delivery'] | string | null;
    products: CheckoutContext['products'] | string;
  }>(
    await tx.execute(sql`
      WITH locked AS MATERIALIZED (
        SELECT p.product_id AS "productId", p.name, p.status, p.is_service AS "isService", p.sku, p.barcode,
          p.hsn_sac_no AS "hsnSacNo", p.unit, p.mrp_paise AS "mrpPaise", p.price_paise AS "pricePaise",
          p.cost_paise AS "costPaise", p.tax_rate::text AS "taxRate",
          p.content_per_piece::text AS "contentPerPiece", p.unit_per_piece AS "unitPerPiece",
          p.main_image_key AS "mainImageKey", p.main_image_ready AS "mainImageReady",
          p.min_order_quantity::text AS "minOrderQuantity"
        FROM products p
        WHERE p.supplier_id = ${supplierId} AND p.product_id IN (${ids})
        ORDER BY p.product_id FOR SHARE OF p)
      SELECT o.outlet_id, o.state_id,
        (SELECT json_build_object('kind', d.kind, 'ranges', d.ranges) FROM store_delivery d
          WHERE d.supplier_id = ${supplierId}) AS delivery,
        (SELECT COALESCE(json_agg(locked ORDER BY "productId"), '[]'::json) FROM locked) AS products
      FROM (SELECT pg_advisory_xact_lock(${supplierId}::int, hashtext(${mobileNumber}))) AS customer_lock
      LEFT JOIN LATERAL (
        SELECT outlet_id, state_id FROM outlets WHERE supplier_id = ${supplierId}
        ORDER BY position, outlet_id LIMIT 1) AS o ON true`),
  );
  // PostgreSQL and PGlite hand json back parsed; a driver that gives text is parsed here.
  const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  const products = json(row?.products ?? []).map((p) => ({
    ...p,
    productId: Number(p.productId),
    mrpPaise: Number(p.mrpPaise),
    pricePaise: Number(p.pricePaise),
    costPaise: Number(p.costPaise),
  }));
  return {
    outlet:
      row?.outlet_id == null
        ? null
        : { outletId: Number(row.outlet_id), stateId: row.state_id === null ? null : Number(row.state_id) },
    delivery: row?.delivery == null ? null : json(row.delivery),
    products,
  };
}

export async function findDelivery(db: DbOrTx, supplierId: number) {
  const rows = await db.select().from(storeDelivery).where(eq(storeDelivery.supplierId, supplierId)).limit(1);
  return rows[0];
}

export async function findProviders(db: DbOrTx, supplierId: number) {
  return db.select().from(paymentProviders).where(eq(paymentProviders.supplierId, supplierId));
}

export async function insertOnlinePayment(db: DbOrTx, values: typeof onlinePayments.$inferInsert) {
  await db.insert(onlinePayments).values(values);
}

export async function findPayment(db: DbOrTx, supplierId: number, reference: string) {
  const rows = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.supplierId, supplierId), eq(onlinePayments.reference, reference)))
    .limit(1);
  return rows[0];
}

export async function lockPayment(tx: DbOrTx, supplierId: number, reference: string) {
  const rows = rowsOf<{ payment_id: number; status: string }>(
    await tx.execute(sql`
      SELECT payment_id, status FROM online_payments
      WHERE supplier_id = ${supplierId} AND reference = ${reference} FOR UPDATE`),
  );
  return rows[0];
}

export async function updatePayment(
  db: DbOrTx,
  supplierId: number,
  reference: string,
  values: Partial<typeof onlinePayments.$inferInsert>,
) {
  await db
    .update(onlinePayments)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(onlinePayments.supplierId, supplierId), eq(onlinePayments.reference, reference)));
}

/** Marks a CREATED attempt as being handed to its provider; false when another request already is. */
export async function claimStart(db: DbOrTx, supplierId: number, reference: string): Promise<boolean> {
  const rows = await db
    .update(onlinePayments)
    .set({ startedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(onlinePayments.supplierId, supplierId),
        eq(onlinePayments.reference, reference),
        eq(onlinePayments.status, 'CREATED'),
        isNull(onlinePayments.startedAt),
      ),
    )
    .returning({ paymentId: onlinePayments.paymentId });
  return rows.length > 0;
}

/** Whether the attempt's payment is in the order's payment log (it was added to the order). */
export async function isLoggedPayment(db: DbOrTx, supplierId: number, paymentId: number): Promise<boolean> {
  const rows = await db
    .select({ paymentId: orderPayments.paymentId })
    .from(orderPayments)
    .where(and(eq(orderPayments.supplierId, supplierId), eq(orderPayments.onlinePaymentId, paymentId)))
    .limit(1);
  return rows.length > 0;
}

export async function paymentsOfOrder(db: DbOrTx, supplierId: number, orderId: number) {
  return db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.supplierId, supplierId), eq(onlinePayments.orderId, orderId)))
    .orderBy(asc(onlinePayments.paymentId));
}

export async function findOrderByToken(db: DbOrTx, supplierId: number, token: string) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.supplierId, supplierId), eq(orders.publicToken, token)))
    .limit(1);
  return rows[0];
}

/** The storefront order of this status-page token, row-locked for this transaction. */
export async function lockOrderByToken(tx: DbOrTx, supplierId: number, token: string) {
  const rows = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.supplierId, supplierId), eq(orders.publicToken, token)))
    .for('update');
  return rows[0];
}

export async function findOrderById(db: DbOrTx, supplierId: number, orderId: number) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.supplierId, supplierId), eq(orders.orderId, orderId)))
    .limit(1);
  return rows[0];
}

export async function itemsOfOrder(db: DbOrTx, supplierId: number, orderId: number) {
  return db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.supplierId, supplierId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.lineNo));
}

export async function findCustomer(db: DbOrTx, supplierId: number, customerId: number) {
  const rows = await db
    .select({ name: customers.name, mobileNumber: customers.mobileNumber, email: customers.email })
    .from(customers)
    .where(and(eq(customers.supplierId, supplierId), eq(customers.customerId, customerId)))
    .limit(1);
  return rows[0];
}

export async function saveDelivery(
  db: DbOrTx,
  supplierId: number,
  values: { kind: 'amount' | 'quantity'; ranges: unknown[]; pickupInfo: string | null },
) {
  await db
    .insert(storeDelivery)
    .values({ supplierId, ...values })
    .onConflictDoUpdate({ target: storeDelivery.supplierId, set: { ...values, updatedAt: new Date() } });
}

export async function saveProvider(db: DbOrTx, values: typeof paymentProviders.$inferInsert) {
  const { supplierId: _s, provider: _p, ...set } = values;
  await db
    .insert(paymentProviders)
    .values(values)
    .onConflictDoUpdate({ target: [paymentProviders.supplierId, paymentProviders.provider], set });
}

/** An attempt by the provider's id of it (PayPal's order id, set when the attempt started). */
export async function findPaymentByProviderId(
  db: DbOrTx,
  supplierId: number,
  provider: string,
  providerPaymentId: string,
) {
  const rows = await db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.supplierId, supplierId),
        eq(onlinePayments.provider, provider),
        eq(onlinePayments.providerPaymentId, providerPaymentId),
      ),
    )
    .limit(1);
  return rows[0];
}

// ── Refunds of online payments (refunds.ts) ─────────────────────────────────────────────────

export async function findPaymentById(db: DbOrTx, supplierId: number, paymentId: number) {
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.supplierId, supplierId), eq(onlinePayments.paymentId, paymentId)));
  return row;
}

/** The order's payments taken online and paid. */
export function listPaidPayments(db: DbOrTx, supplierId: number, orderId: number) {
  return db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.supplierId, supplierId),
        eq(onlinePayments.orderId, orderId),
        eq(onlinePayments.status, 'PAID'),
      ),
    );
}

/** Which of these payments already have a refund row. */
export async function refundedPaymentIds(
  db: DbOrTx,
  supplierId: number,
  paymentIds: number[],
): Promise<Set<number>> {
  const rows = await db
    .select({ paymentId: onlineRefunds.paymentId })
    .from(onlineRefunds)
    .where(and(eq(onlineRefunds.supplierId, supplierId), inArray(onlineRefunds.paymentId, paymentIds)));
  return new Set(rows.map((r) => r.paymentId));
}

export async function insertRefunds(db: DbOrTx, rows: Array<typeof onlineRefunds.$inferInsert>) {
  await db.insert(onlineRefunds).values(rows);
}

/** The order's refunds in the order they were made; only those in `status` when given. */
export function listRefunds(
  db: DbOrTx,
  supplierId: number,
  orderId: number,
  status?: (typeof onlineRefunds.$inferSelect)['status'],
) {
  return db
    .select()
    .from(onlineRefunds)
    .where(
      and(
        eq(onlineRefunds.supplierId, supplierId),
        eq(onlineRefunds.orderId, orderId),
        status === undefined ? undefined : eq(onlineRefunds.status, status),
      ),
    )
    .orderBy(asc(onlineRefunds.refundId));
}

/** The refund row, locked for this transaction (one retry at a time). */
export async function lockRefund(db: DbOrTx, supplierId: number, orderId: number, refundId: number) {
  const [row] = await db
    .select()
    .from(onlineRefunds)
    .where(
      and(
        eq(onlineRefunds.supplierId, supplierId),
        eq(onlineRefunds.orderId, orderId),
        eq(onlineRefunds.refundId, refundId),
      ),
    )
    .for('update');
  return row;
}

/** Stores a refund's new state; `attempted` counts one more request to the provider. */
export async function recordRefundAttempt(
  db: DbOrTx,
  supplierId: number,
  refundId: number,
  outcome: Partial<typeof onlineRefunds.$inferInsert>,
  attempted = true,
) {
  await db
    .update(onlineRefunds)
    .set({
      ...outcome,
      ...(attempted ? { attempts: sql`${onlineRefunds.attempts} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(onlineRefunds.supplierId, supplierId), eq(onlineRefunds.refundId, refundId)));
}
