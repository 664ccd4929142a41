// SQL of purchase orders: the order and its lines, numbering, the restock list and quick add,
// every query scoped by the supplier. Receipts and returns write through receipt-queries.ts.
import { and, asc, eq, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema.ts';

export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
export type PurchaseLineRow = typeof purchaseOrderLines.$inferSelect;

/**
 * The next number of a store's purchase orders or debit notes. The transaction-scoped advisory
 * lock (one key per store and kind) makes concurrent creations wait instead of taking one number twice.
 */
export async function nextNumber(tx: DbOrTx, supplierId: number, kind: 'PO' | 'DN'): Promise<number> {
  const table = kind === 'PO' ? sql`purchase_orders` : sql`purchase_returns`;
  const column = kind === 'PO' ? sql`po_number` : sql`debit_note_number`;
  // The lock first, in its own statement: the count's snapshot must be taken after it is held.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${kind === 'PO' ? 2601 : 2602}, ${supplierId}::int)`);
  const rows = rowsOf<{ n: number }>(
    await tx.execute(
      sql`SELECT (coalesce(max(${column}), 0) + 1)::int AS n FROM ${table} WHERE supplier_id = ${supplierId}`,
    ),
  );
  return rows[0]?.n ?? 1;
}

export async function insertPurchaseOrder(tx: DbOrTx, values: typeof purchaseOrders.$inferInsert) {
  const [row] = await tx.insert(purchaseOrders).values(values).returning();
  return row as PurchaseOrderRow;
}

export async function insertLines(tx: DbOrTx, values: (typeof purchaseOrderLines.$inferInsert)[]) {
  if (values.length > 0) await tx.insert(purchaseOrderLines).values(values);
}

export async function deleteLines(tx: DbOrTx, supplierId: number, purchaseOrderId: number) {
  await tx
    .delete(purchaseOrderLines)
    .where(
      and(
        eq(purchaseOrderLines.supplierId, supplierId),
        eq(purchaseOrderLines.purchaseOrderId, purchaseOrderId),
      ),
    );
}

/** The purchase order, locked for the rest of the transaction when `lock`. */
export async function findPurchaseOrder(
  tx: DbOrTx,
  supplierId: number,
  purchaseOrderId: number,
  lock = false,
): Promise<PurchaseOrderRow | undefined> {
  const query = tx
    .select()
    .from(purchaseOrders)
    .where(
      and(eq(purchaseOrders.supplierId, supplierId), eq(purchaseOrders.purchaseOrderId, purchaseOrderId)),
    );
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

export async function updatePurchaseOrder(
  tx: DbOrTx,
  supplierId: number,
  purchaseOrderId: number,
  values: Partial<typeof purchaseOrders.$inferInsert>,
) {
  await tx
    .update(purchaseOrders)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(eq(purchaseOrders.supplierId, supplierId), eq(purchaseOrders.purchaseOrderId, purchaseOrderId)),
    );
}

export async function linesOf(tx: DbOrTx, supplierId: number, purchaseOrderId: number) {
  return tx
    .select()
    .from(purchaseOrderLines)
    .where(
      and(
        eq(purchaseOrderLines.supplierId, supplierId),
        eq(purchaseOrderLines.purchaseOrderId, purchaseOrderId),
      ),
    )
    .orderBy(asc(purchaseOrderLines.lineNo));
}

export interface ProductForPurchase {
  product_id: number;
  /** 0 for a product without variants. */
  variant_id: number;
  /** The product has variants (a line must then name one). */
  has_variants: boolean;
  /** The product's name, with the variant's in brackets. */
  name: string;
  barcode: string | null;
  unit: string | null;
  status: string;
  is_service: boolean;
  cost_paise: string | number;
  tax_rate: string | null;
  on_hand: string | null;
  reorder_level: string | null;
  sold_30: string | null;
}

// A purchasable item: a product without variants, or one variant of a product (`v`, null when none).
const ITEMS = sql`products p LEFT JOIN product_variants v ON v.supplier_id = p.supplier_id AND v.product_id = p.product_id`;
const productColumns = (outletId: number) => sql`
  p.product_id, coalesce(v.variant_id, 0)::int AS variant_id, (p.variant_count > 0) AS has_variants,
  p.name || coalesce(' (' || v.variant_name || ')', '') AS name, coalesce(v.barcode, p.barcode) AS barcode,
  p.unit, p.status, p.is_service, coalesce(v.cost_paise, p.cost_paise) AS cost_paise,
  coalesce(p.purchase_tax, p.tax_rate, 0)::text AS tax_rate,
  (SELECT s.quantity FROM stock_levels s WHERE s.supplier_id = p.supplier_id AND s.product_id = p.product_id
     AND s.variant_id = coalesce(v.variant_id, 0) AND s.outlet_id = ${outletId}) AS on_hand,
  (SELECT s.reorder_level FROM stock_levels s WHERE s.supplier_id = p.supplier_id AND s.product_id = p.product_id
     AND s.variant_id = coalesce(v.variant_id, 0) AND s.outlet_id = ${outletId}) AS reorder_level`;

/** Products by id with what a purchase line needs (cost, purchase tax, stock at the outlet). */
export async function productsForPurchase(tx: DbOrTx, supplierId: number, outletId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return rowsOf<ProductForPurchase>(
    await tx.execute(sql`
      SELECT ${productColumns(outletId)}, NULL AS sold_30 FROM ${ITEMS}
      WHERE p.supplier_id = ${supplierId}
        AND p.product_id IN (SELECT (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::bigint)`),
  );
}

/** Quick add: the product with this barcode, else active products whose name contains the text. */
export async function quickAddProducts(tx: DbOrTx, supplierId: number, outletId: number, search: string) {
  const like = `%${search.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`;
  return rowsOf<ProductForPurchase>(
    await tx.execute(sql`
      SELECT ${productColumns(outletId)}, NULL AS sold_30 FROM ${ITEMS}
      WHERE p.supplier_id = ${supplierId} AND p.status = 'ACTIVE' AND NOT p.is_service
        AND (coalesce(v.barcode, p.barcode) = ${search} OR lower(p.name) LIKE ${like} OR lower(v.variant_name) LIKE ${like})
      ORDER BY (coalesce(v.barcode, p.barcode) = ${search}) DESC NULLS LAST, lower(p.name), p.product_id,
        v.position, v.variant_id
      LIMIT 20`),
  );
}

/**
 * The outlet's restock candidates: at or below their reorder level, or, with isAutoReorderLevel,
 * without a level and selling (the domain's isLowStock has the last word on each row). With the
 * auto flags the last 30 days' sales come along.
 */
export async function lowStockProducts(
  tx: DbOrTx,
  supplierId: number,
  outletId: number,
  options: {
    search?: string | undefined;
    withSales: boolean;
    autoLevel: boolean;
    limit: number;
    offset: number;
  },
) {
  const like = options.search ? `%${options.search.toLowerCase().replace(/[%_\\]/g, '\\$&')}%` : null;
  const sold = sql`(SELECT -sum(m.quantity) FROM stock_moves m WHERE m.supplier_id = s.supplier_id
      AND m.product_id = s.product_id AND m.variant_id = s.variant_id AND m.outlet_id = s.outlet_id AND m.reason = 'SALE'
      AND m.created_at > now() - interval '30 days')`;
  const candidate = options.autoLevel
    ? sql`(s.reorder_level > 0 AND s.quantity <= s.reorder_level) OR (s.reorder_level = 0 AND ${sold} > 0)`
    : sql`s.reorder_level > 0 AND s.quantity <= s.reorder_level`;
  return rowsOf<ProductForPurchase & { total: number }>(
    await tx.execute(sql`
      SELECT p.product_id, s.variant_id::int AS variant_id, (p.variant_count > 0) AS has_variants,
        p.name || coalesce(' (' || v.variant_name || ')', '') AS name, coalesce(v.barcode, p.barcode) AS barcode,
        p.unit, p.status, p.is_service, coalesce(v.cost_paise, p.cost_paise) AS cost_paise,
        coalesce(p.purchase_tax, p.tax_rate, 0)::text AS tax_rate, s.quantity AS on_hand, s.reorder_level,
        ${options.withSales ? sold : sql`NULL`} AS sold_30, (count(*) OVER ())::int AS total
      FROM stock_levels s
      JOIN products p ON p.supplier_id = s.supplier_id AND p.product_id = s.product_id
      LEFT JOIN product_variants v ON v.supplier_id = s.supplier_id AND v.product_id = s.product_id
        AND v.variant_id = s.variant_id
      WHERE s.supplier_id = ${supplierId} AND s.outlet_id = ${outletId} AND p.status = 'ACTIVE'
        AND NOT p.is_service AND (${candidate})
        -- A product with variants restocks per variant (its own row, if any is left, holds nothing).
        AND (v.variant_id IS NULL) = (s.variant_id = 0) AND (s.variant_id = 0) = (p.variant_count = 0)
        ${like ? sql`AND (lower(p.name) LIKE ${like} OR coalesce(v.barcode, p.barcode) = ${options.search})` : sql``}
      ORDER BY lower(p.name), p.product_id, v.position, s.variant_id
      LIMIT ${options.limit} OFFSET ${options.offset}`),
  );
}

export interface SummaryRow {
  purchase_order_id: number;
  po_number: number;
  status: string;
  source: string;
  vendor_id: number;
  vendor_name: string;
  outlet_id: number;
  outlet_name: string;
  line_count: number;
  bill_total_paise: string | number;
  paid_paise: string | number;
  expected_date: string | null;
  created_at: string | Date;
  total: number;
}

/** listPurchaseOrders: newest first, filtered by status, vendor, outlet, number or vendor name. */
export async function listPurchaseOrders(
  tx: DbOrTx,
  supplierId: number,
  filter: {
    status?: string | undefined;
    vendorId?: number | undefined;
    outletIds: number[] | null;
    search?: string | undefined;
    limit: number;
    offset: number;
  },
) {
  const search = filter.search?.trim() ?? '';
  const number = /^(?:PO-?)?(\d{1,9})$/i.exec(search)?.[1];
  const conditions = [
    sql`p.supplier_id = ${supplierId}`,
    filter.status ? sql`p.status = ${filter.status}` : undefined,
    filter.vendorId ? sql`p.vendor_id = ${filter.vendorId}` : undefined,
    filter.outletIds
      ? sql`p.outlet_id IN (SELECT (jsonb_array_elements_text(${JSON.stringify(filter.outletIds)}::jsonb))::bigint)`
      : undefined,
    search
      ? number
        ? sql`p.po_number = ${Number(number)}`
        : sql`lower(v.name) LIKE ${`%${search.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}`
      : undefined,
  ].filter((c) => c !== undefined);
  return rowsOf<SummaryRow>(
    await tx.execute(sql`
      SELECT p.purchase_order_id, p.po_number, p.status, p.source, p.vendor_id, v.name AS vendor_name,
        p.outlet_id, o.name AS outlet_name, p.bill_total_paise, p.paid_paise, p.expected_date::text AS expected_date,
        p.created_at, (SELECT count(*) FROM purchase_order_lines l WHERE l.supplier_id = p.supplier_id
          AND l.purchase_order_id = p.purchase_order_id)::int AS line_count, (count(*) OVER ())::int AS total
      FROM purchase_orders p
      JOIN vendors v ON v.supplier_id = p.supplier_id AND v.vendor_id = p.vendor_id
      JOIN outlets o ON o.supplier_id = p.supplier_id AND o.outlet_id = p.outlet_id
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY p.created_at DESC, p.purchase_order_id DESC
      LIMIT ${filter.limit} OFFSET ${filter.offset}`),
  );
}

/** One purchase order's header row as the list shows it. */
export async function summaryOf(tx: DbOrTx, supplierId: number, purchaseOrderId: number) {
  const rows = rowsOf<SummaryRow>(
    await tx.execute(sql`
      SELECT p.purchase_order_id, p.po_number, p.status, p.source, p.vendor_id, v.name AS vendor_name,
        p.outlet_id, o.name AS outlet_name, p.bill_total_paise, p.paid_paise, p.expected_date::text AS expected_date,
        p.created_at, 0 AS line_count, 1 AS total
      FROM purchase_orders p
      JOIN vendors v ON v.supplier_id = p.supplier_id AND v.vendor_id = p.vendor_id
      JOIN outlets o ON o.supplier_id = p.supplier_id AND o.outlet_id = p.outlet_id
      WHERE p.supplier_id = ${supplierId} AND p.purchase_order_id = ${purchaseOrderId}`),
  );
  return rows[0];
}

/** Open purchase orders (sent, partly received) of the outlets: the purchaseCount badge. */
export async function countOpenPurchaseOrders(tx: DbOrTx, supplierId: number, outletIds: number[] | null) {
  const rows = rowsOf<{ n: number }>(
    await tx.execute(sql`
      SELECT count(*)::int AS n FROM purchase_orders
      WHERE supplier_id = ${supplierId} AND status IN ('SENT', 'PARTIALLY_RECEIVED')
        ${outletIds ? sql`AND outlet_id IN (SELECT (jsonb_array_elements_text(${JSON.stringify(outletIds)}::jsonb))::bigint)` : sql``}`),
  );
  return rows[0]?.n ?? 0;
}
