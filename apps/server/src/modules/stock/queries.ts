// SQL of the inventory screens: levels of a page of products over some outlets, the summary of a
// scope, reorder settings, the lines a count or adjustment locks, and a product's ledger. Every
// statement is scoped by supplier_id; the outlets are ones the session may see (service.ts).
import { EXPIRING_SOON_DAYS, type StockFilter } from '@storekeep/domain/inventory';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';

const list = (ids: readonly number[]) =>
  ids.length === 0
    ? sql`NULL`
    : sql.join(
        ids.map((outletId) => sql`${outletId}`),
        sql`, `,
      );

/** `LIKE` text that matches itself literally anywhere in the name. */
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface LevelFilter {
  supplierId: number;
  outletIds: readonly number[];
  filter: StockFilter;
  categoryId?: number | undefined;
  q?: string | undefined;
  productId?: number | undefined;
  variantId?: number | undefined;
}

/**
 * The rows the inventory lists are stock items: a product without variants (variant 0), or each
 * variant of a product with variants (`p` the product, `v` its variant or nothing).
 */
const ITEMS = sql`products p LEFT JOIN product_variants v ON v.supplier_id = p.supplier_id AND v.product_id = p.product_id`;
const itemOf = (alias: string) =>
  sql`${sql.raw(alias)}.supplier_id = p.supplier_id AND ${sql.raw(alias)}.product_id = p.product_id
  AND ${sql.raw(alias)}.variant_id = coalesce(v.variant_id, 0)`;

/** Low stock, as isLowStock in the domain (and the menu badge's count) says it. */
const low = (f: LevelFilter) => sql`EXISTS (SELECT 1 FROM stock_levels l WHERE ${itemOf('l')}
  AND l.outlet_id IN (${list(f.outletIds)}) AND l.reorder_level > 0 AND l.quantity <= l.reorder_level)`;
const out = (f: LevelFilter) => sql`coalesce((SELECT sum(l.quantity) FROM stock_levels l WHERE ${itemOf('l')}
  AND l.outlet_id IN (${list(f.outletIds)})), 0) <= 0`;
const expiring = (f: LevelFilter) => sql`EXISTS (SELECT 1 FROM stock_batches b WHERE ${itemOf('b')}
  AND b.outlet_id IN (${list(f.outletIds)}) AND b.quantity > 0
  AND b.expiry_date IS NOT NULL AND b.expiry_date <= current_date + ${EXPIRING_SOON_DAYS}::int)`;

function productWhere(f: LevelFilter, withFilter: boolean): SQL {
  const parts: SQL[] = [sql`p.supplier_id = ${f.supplierId} AND p.status = 'ACTIVE' AND NOT p.is_service`];
  if (f.categoryId) parts.push(sql`p.category_id = ${f.categoryId}`);
  if (f.productId) parts.push(sql`p.product_id = ${f.productId}`);
  if (f.variantId) parts.push(sql`v.variant_id = ${f.variantId}`);
  if (f.q)
    parts.push(sql`(lower(p.name) LIKE ${containsPattern(f.q)} OR p.barcode = ${f.q} OR p.sku = ${f.q}
      OR v.barcode = ${f.q} OR v.sku = ${f.q} OR lower(v.variant_name) LIKE ${containsPattern(f.q)})`);
  if (withFilter && f.filter === 'low') parts.push(low(f));
  if (withFilter && f.filter === 'out') parts.push(out(f));
  if (withFilter && f.filter === 'expiring') parts.push(expiring(f));
  return sql.join(parts, sql` AND `);
}

export interface LevelRow {
  product_id: number;
  /** 0 for a product without variants. */
  variant_id: number;
  variant_name: string | null;
  name: string;
  barcode: string | null;
  sku: string | null;
  unit: string;
  cost_paise: number;
  category_name: string | null;
  levels: Array<{ o: number; q: string | number; rl: string | number; rq: string | number }>;
  transit: Array<{ o: number; q: string | number }>;
  next_expiry: string | null;
}

/**
 * One page (limit rows, in name order) with each product's levels, in-transit stock and next
 * expiry over the outlets, in one statement: the page's products first, then their few rows.
 */
export async function levelPage(db: DbOrTx, f: LevelFilter, limit: number, offset: number) {
  const outlets = list(f.outletIds);
  return rowsOf<LevelRow>(
    await db.execute(sql`
      WITH page AS (
        SELECT p.supplier_id, p.product_id, coalesce(v.variant_id, 0) AS variant_id, v.variant_name,
          coalesce(v.position, 0) AS position, p.name, coalesce(v.barcode, p.barcode) AS barcode,
          coalesce(v.sku, p.sku) AS sku, p.unit, coalesce(v.cost_paise, p.cost_paise) AS cost_paise, p.category_id
        FROM ${ITEMS} WHERE ${productWhere(f, true)}
        ORDER BY p.name, p.product_id, coalesce(v.position, 0), coalesce(v.variant_id, 0) LIMIT ${limit} OFFSET ${offset})
      SELECT page.product_id::int AS product_id, page.variant_id::int AS variant_id, page.variant_name, page.name,
        page.barcode, page.sku, page.unit, page.cost_paise::int AS cost_paise, c.name AS category_name,
        coalesce((SELECT jsonb_agg(jsonb_build_object('o', l.outlet_id, 'q', l.quantity, 'rl', l.reorder_level,
            'rq', l.reorder_quantity))
          FROM stock_levels l WHERE l.supplier_id = page.supplier_id AND l.product_id = page.product_id
            AND l.variant_id = page.variant_id AND l.outlet_id IN (${outlets})), '[]'::jsonb) AS levels,
        coalesce((SELECT jsonb_agg(jsonb_build_object('o', t.to_outlet_id, 'q', tl.quantity - tl.received_quantity))
          FROM stock_transfer_lines tl JOIN stock_transfers t
            ON t.supplier_id = tl.supplier_id AND t.transfer_id = tl.transfer_id
          WHERE tl.supplier_id = page.supplier_id AND tl.product_id = page.product_id AND tl.variant_id = page.variant_id
            AND t.status IN ('IN_TRANSIT', 'PARTLY_RECEIVED') AND t.to_outlet_id IN (${outlets})
            AND tl.quantity > tl.received_quantity), '[]'::jsonb) AS transit,
        (SELECT min(b.expiry_date)::text FROM stock_batches b WHERE b.supplier_id = page.supplier_id
          AND b.product_id = page.product_id AND b.variant_id = page.variant_id AND b.outlet_id IN (${outlets})
          AND b.quantity > 0) AS next_expiry
      FROM page LEFT JOIN categories c ON c.supplier_id = page.supplier_id AND c.category_id = page.category_id
      ORDER BY page.name, page.product_id, page.position, page.variant_id`),
  );
}

export interface SummaryRow {
  products: number;
  value_paise: string;
  low: number;
  out: number;
  expiring: number;
}

/** The scope's totals: products, value at cost, and how many are low, out of stock, expiring. */
export async function levelSummary(db: DbOrTx, f: LevelFilter): Promise<SummaryRow> {
  const rows = rowsOf<SummaryRow>(
    await db.execute(sql`
      SELECT count(*)::int AS products,
        coalesce(sum(s.value), 0)::text AS value_paise,
        count(*) FILTER (WHERE ${low(f)})::int AS low,
        count(*) FILTER (WHERE coalesce(s.quantity, 0) <= 0)::int AS out,
        count(*) FILTER (WHERE ${expiring(f)})::int AS expiring
      FROM ${ITEMS}
      LEFT JOIN LATERAL (
        SELECT sum(l.quantity) AS quantity, sum(round(l.quantity * coalesce(v.cost_paise, p.cost_paise))) AS value
        FROM stock_levels l WHERE ${itemOf('l')} AND l.outlet_id IN (${list(f.outletIds)})) s ON true
      WHERE ${productWhere(f, false)}`),
  );
  return rows[0] as SummaryRow;
}

export async function upsertReorder(
  db: DbOrTx,
  supplierId: number,
  values: {
    productId: number;
    variantId: number;
    outletId: number;
    reorderLevel: string;
    reorderQuantity: string;
  },
) {
  await db.execute(sql`
    INSERT INTO stock_levels (supplier_id, product_id, variant_id, outlet_id, reorder_level, reorder_quantity)
    VALUES (${supplierId}, ${values.productId}, ${values.variantId}, ${values.outletId}, ${values.reorderLevel},
      ${values.reorderQuantity})
    ON CONFLICT (supplier_id, product_id, variant_id, outlet_id)
    DO UPDATE SET reorder_level = EXCLUDED.reorder_level, reorder_quantity = EXCLUDED.reorder_quantity`);
}

export interface ProductForStock {
  product_id: number;
  /** 0 for a product without variants. */
  variant_id: number;
  variant_name: string | null;
  /** The product has variants (then a line must name one). */
  has_variants: boolean;
  name: string;
  unit: string;
  quantity: string;
}

/**
 * The stock items (a product, or a variant of it) with their stock at the outlet; the stock rows
 * are locked in product and variant order, as the ledger locks them, so a count's difference is
 * from the stock it changes. A product with variants answers one row per variant, and a row with
 * variant 0 (has_variants true) that the caller refuses.
 */
export async function lockProductsAt(db: DbOrTx, supplierId: number, outletId: number, productIds: number[]) {
  if (productIds.length === 0) return [];
  const ids = sql.join(
    productIds.map((productId) => sql`${productId}`),
    sql`, `,
  );
  await db.execute(sql`
    SELECT 1 FROM stock_levels WHERE supplier_id = ${supplierId} AND outlet_id = ${outletId}
      AND product_id IN (${ids}) ORDER BY product_id, variant_id FOR UPDATE`);
  return rowsOf<ProductForStock>(
    await db.execute(sql`
      SELECT p.product_id::int AS product_id, coalesce(v.variant_id, 0)::int AS variant_id, v.variant_name,
        (p.variant_count > 0) AS has_variants, p.name, p.unit, coalesce(l.quantity, 0)::text AS quantity
      FROM products p
      LEFT JOIN product_variants v ON v.supplier_id = p.supplier_id AND v.product_id = p.product_id
      LEFT JOIN stock_levels l ON l.supplier_id = p.supplier_id AND l.product_id = p.product_id
        AND l.variant_id = coalesce(v.variant_id, 0) AND l.outlet_id = ${outletId}
      WHERE p.supplier_id = ${supplierId} AND p.product_id IN (${ids}) AND p.status = 'ACTIVE' AND NOT p.is_service`),
  );
}

export interface MoveRow {
  move_id: number;
  variant_name: string | null;
  outlet_id: number;
  outlet_name: string;
  reason: string;
  quantity: string;
  balance: string;
  order_id: number | null;
  transfer_id: number | null;
  batch_no: string | null;
  note: string | null;
  user_name: string | null;
  created_at: string;
}

/** A product's moves, newest first, each with its outlet's running balance after it. */
export async function productMoves(
  db: DbOrTx,
  supplierId: number,
  productId: number,
  variantId: number | undefined,
  outletIds: readonly number[],
  before: number | undefined,
  limit: number,
) {
  return rowsOf<MoveRow>(
    await db.execute(sql`
      SELECT * FROM (
        SELECT m.move_id::int AS move_id, m.outlet_id::int AS outlet_id, o.name AS outlet_name, m.reason,
          pv.variant_name, m.quantity::text AS quantity,
          (sum(m.quantity) OVER (PARTITION BY m.outlet_id, m.variant_id ORDER BY m.move_id))::text AS balance,
          m.order_id::int AS order_id, m.transfer_id::int AS transfer_id, b.batch_no, m.note,
          nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS user_name,
          to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
        FROM stock_moves m
        JOIN outlets o ON o.supplier_id = m.supplier_id AND o.outlet_id = m.outlet_id
        LEFT JOIN stock_batches b ON b.supplier_id = m.supplier_id AND b.batch_id = m.batch_id
        LEFT JOIN product_variants pv ON pv.supplier_id = m.supplier_id AND pv.variant_id = m.variant_id
        LEFT JOIN users u ON u.user_id = m.user_id
        WHERE m.supplier_id = ${supplierId} AND m.product_id = ${productId} AND m.outlet_id IN (${list(outletIds)})
          AND ${variantId === undefined ? sql`true` : sql`m.variant_id = ${variantId}`}
      ) h
      WHERE ${before === undefined ? sql`true` : sql`h.move_id < ${before}`}
      ORDER BY h.move_id DESC LIMIT ${limit}`),
  );
}

/** The store's outlets in menu order (id and name), for export headers and outlet look-ups by name. */
export async function outletsOf(db: DbOrTx, supplierId: number) {
  return rowsOf<{ outlet_id: number; name: string }>(
    await db.execute(sql`
      SELECT outlet_id::int AS outlet_id, name FROM outlets WHERE supplier_id = ${supplierId}
      ORDER BY position, outlet_id`),
  );
}

export interface ProductKey {
  product_id: number;
  /** Its stock is kept per variant: a file row naming only the product cannot say which. */
  has_variants: boolean;
  name: string;
  unit: string;
  barcode: string | null;
  sku: string | null;
}

/** The active products any row names, in one statement. */
export async function productsNamed(
  db: DbOrTx,
  supplierId: number,
  rows: Array<{ barcode?: string; sku?: string; name?: string }>,
) {
  const codes = [...new Set(rows.flatMap((r) => [r.barcode, r.sku].filter((c): c is string => !!c)))];
  const names = [...new Set(rows.flatMap((r) => (r.name ? [r.name] : [])))];
  const json = JSON.stringify({ codes, names });
  return rowsOf<ProductKey>(
    await db.execute(sql`
      SELECT p.product_id::int AS product_id, (p.variant_count > 0) AS has_variants, p.name, p.unit, p.barcode,
        p.sku FROM products p
      WHERE p.supplier_id = ${supplierId} AND p.status = 'ACTIVE' AND NOT p.is_service
        AND (p.barcode IN (SELECT jsonb_array_elements_text(${json}::jsonb -> 'codes'))
          OR p.sku IN (SELECT jsonb_array_elements_text(${json}::jsonb -> 'codes'))
          OR p.name IN (SELECT jsonb_array_elements_text(${json}::jsonb -> 'names')))
      ORDER BY p.product_id`),
  );
}
