// SQL of the storefront cart and checkout; every query is scoped by supplier_id.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { onlineOutletIdOf } from '../../db/online-outlet.ts';
import { outer } from '../../db/outer.ts';
import {
  customers,
  orderItems,
  orders,
  outlets,
  paymentProviders,
  products,
  productVariants,
  storeDelivery,
  supplierBankDetails,
} from '../../db/schema.ts';
import type { LineProduct } from '../orders/index.ts';

/** The outlet online orders are served from (onlineOutletIdOf: the first one). */
export async function onlineOutlet(db: DbOrTx, supplierId: number) {
  const rows = await db
    .select({
      outletId: outlets.outletId,
      stateId: outlets.stateId,
      name: outlets.name,
      address: outlets.address,
    })
    .from(outlets)
    .where(and(eq(outlets.supplierId, supplierId), eq(outlets.outletId, onlineOutletIdOf(supplierId))));
  return rows[0];
}

/** The cart's products with what the cart page shows: price, picture, MOQ, stock at the outlet. */
export async function cartProducts(db: DbOrTx, supplierId: number, outletId: number, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: products.productId,
      name: products.name,
      slug: products.slug,
      translations: products.translations,
      status: products.status,
      isService: products.isService,
      pricePaise: products.pricePaise,
      mrpPaise: products.mrpPaise,
      minOrderQuantity: products.minOrderQuantity,
      // Stock is kept per variant (0: the product's own): the line's variant reads its own.
      stock: sql<
        Array<{ v: number; q: string }>
      >`coalesce((SELECT jsonb_agg(jsonb_build_object('v', s.variant_id, 'q', s.quantity))
        FROM stock_levels s WHERE s.supplier_id = ${outer(products.supplierId)} AND s.product_id = ${outer(products.productId)}
          AND s.outlet_id = ${outletId}), '[]'::jsonb)`,
      mainImageKey: products.mainImageKey,
      mainImageReady: products.mainImageReady,
    })
    .from(products)
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
      LEFT JOIN outlets o ON o.supplier_id = ${supplierId} AND o.outlet_id = ${onlineOutletIdOf(supplierId)}`),
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

/** The store's UPI ID and payee name from its bank details (an order's payment link offers it). */
export async function findUpi(db: DbOrTx, supplierId: number) {
  const rows = await db
    .select({ upiId: supplierBankDetails.upiId, payeeName: supplierBankDetails.accountHolderName })
    .from(supplierBankDetails)
    .where(eq(supplierBankDetails.supplierId, supplierId));
  const row = rows[0];
  return row?.upiId?.trim() ? { upiId: row.upiId.trim(), payeeName: row.payeeName?.trim() || null } : null;
}
