// SQL of vendors: the vendor rows, their balance (opening + bills - payments - debit notes) and the
// ledger's entries; every query scoped by the supplier.
import { and, eq, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { purchasePayments, vendors } from '../../db/schema.ts';

export type VendorRow = typeof vendors.$inferSelect;
export type VendorWithBalance = VendorRow & { balancePaise: number };

/** The vendor's balance parts, as one SQL expression over `v`. */
const balanceOf = sql`(v.opening_balance_paise
  + coalesce((SELECT sum(p.bill_total_paise) FROM purchase_orders p
      WHERE p.supplier_id = v.supplier_id AND p.vendor_id = v.vendor_id), 0)
  - coalesce((SELECT sum(y.amount_paise) FROM purchase_payments y
      WHERE y.supplier_id = v.supplier_id AND y.vendor_id = v.vendor_id), 0)
  - coalesce((SELECT sum(r.total_paise) FROM purchase_returns r
      WHERE r.supplier_id = v.supplier_id AND r.vendor_id = v.vendor_id), 0))::bigint`;

interface RawVendor {
  supplier_id: number;
  vendor_id: number;
  name: string;
  gstin: string | null;
  state_code: string | null;
  contact_name: string | null;
  mobile_number: string | null;
  email: string | null;
  address: string | null;
  payment_terms_days: number | null;
  opening_balance_paise: string | number;
  created_at: string | Date;
  updated_at: string | Date;
  balance_paise: string | number;
  total?: number;
}

function fromRaw(row: RawVendor): VendorWithBalance {
  return {
    supplierId: Number(row.supplier_id),
    vendorId: Number(row.vendor_id),
    name: row.name,
    gstin: row.gstin,
    stateCode: row.state_code,
    contactName: row.contact_name,
    mobileNumber: row.mobile_number,
    email: row.email,
    address: row.address,
    paymentTermsDays: row.payment_terms_days,
    openingBalancePaise: Number(row.opening_balance_paise),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    balancePaise: Number(row.balance_paise),
  };
}

export async function listVendors(
  db: DbOrTx,
  supplierId: number,
  options: { search?: string | undefined; limit: number; offset: number },
) {
  const search = options.search?.toLowerCase() ?? '';
  const filter = search
    ? sql`AND (lower(v.name) LIKE ${`%${search.replace(/[%_\\]/g, '\\$&')}%`} OR v.mobile_number LIKE ${`${search.replace(/\D/g, '') || '-'}%`} OR v.gstin = ${search.toUpperCase()})`
    : sql``;
  const rows = rowsOf<RawVendor>(
    await db.execute(sql`
      SELECT v.*, ${balanceOf} AS balance_paise, (count(*) OVER ())::int AS total
      FROM vendors v WHERE v.supplier_id = ${supplierId} ${filter}
      ORDER BY lower(v.name), v.vendor_id
      LIMIT ${options.limit} OFFSET ${options.offset}`),
  );
  return { vendors: rows.map(fromRaw), total: rows[0]?.total ?? 0 };
}

export async function findVendor(db: DbOrTx, supplierId: number, vendorId: number) {
  const rows = rowsOf<RawVendor>(
    await db.execute(sql`
      SELECT v.*, ${balanceOf} AS balance_paise FROM vendors v
      WHERE v.supplier_id = ${supplierId} AND v.vendor_id = ${vendorId}`),
  );
  return rows[0] ? fromRaw(rows[0]) : undefined;
}

export async function insertVendor(db: DbOrTx, values: typeof vendors.$inferInsert) {
  const [row] = await db.insert(vendors).values(values).returning({ vendorId: vendors.vendorId });
  return row?.vendorId as number;
}

export async function updateVendor(
  db: DbOrTx,
  supplierId: number,
  vendorId: number,
  values: Partial<typeof vendors.$inferInsert>,
) {
  const rows = await db
    .update(vendors)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(vendors.supplierId, supplierId), eq(vendors.vendorId, vendorId)))
    .returning({ vendorId: vendors.vendorId });
  return rows.length > 0;
}

export interface LedgerRow {
  kind: 'BILL' | 'PAYMENT' | 'RETURN';
  at: string | Date;
  reference: string | null;
  number: number | null;
  purchase_order_id: number | null;
  mode: string | null;
  amount_paise: string | number;
}

/** Bills (purchase orders with received goods), payments and debit notes of one vendor, oldest first. */
export async function vendorLedger(db: DbOrTx, supplierId: number, vendorId: number) {
  return rowsOf<LedgerRow>(
    await db.execute(sql`
      SELECT * FROM (
        SELECT 'BILL' AS kind, coalesce(p.bill_date::timestamptz, p.created_at) AS at, p.bill_number AS reference,
          p.po_number AS number, p.purchase_order_id, NULL AS mode, p.bill_total_paise AS amount_paise
        FROM purchase_orders p
        WHERE p.supplier_id = ${supplierId} AND p.vendor_id = ${vendorId} AND p.bill_total_paise <> 0
        UNION ALL
        SELECT 'PAYMENT', y.created_at, y.reference, NULL, y.purchase_order_id, y.mode, -y.amount_paise
        FROM purchase_payments y WHERE y.supplier_id = ${supplierId} AND y.vendor_id = ${vendorId}
        UNION ALL
        SELECT 'RETURN', r.created_at, NULL, r.debit_note_number, r.purchase_order_id, NULL, -r.total_paise
        FROM purchase_returns r WHERE r.supplier_id = ${supplierId} AND r.vendor_id = ${vendorId}
      ) e ORDER BY e.at, e.kind`),
  );
}

export type PaymentRow = typeof purchasePayments.$inferSelect;

export async function insertPayment(db: DbOrTx, values: typeof purchasePayments.$inferInsert) {
  const [row] = await db.insert(purchasePayments).values(values).returning();
  return row as PaymentRow;
}
