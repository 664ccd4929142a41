// SQL of discount codes: the codes with their uses, the checkout's look-ups (a code by its text,
// a shopper's earlier uses and orders) and the conditional claim of one use; every query scoped
// by the supplier.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { discountCodes, discountRedemptions } from '../../db/schema.ts';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type DiscountCodeWithUses = DiscountCodeRow & { discountGivenPaise: number };

// Written out with the table's name: drizzle leaves it off a column in a one-table select, and the
// subquery would then compare its own rows' column with itself.
const given = sql<number>`coalesce((SELECT sum(r.discount_paise) FROM discount_redemptions r
  WHERE r.supplier_id = discount_codes.supplier_id
    AND r.discount_code_id = discount_codes.discount_code_id), 0)::bigint`;

export async function listCodes(db: DbOrTx, supplierId: number): Promise<DiscountCodeWithUses[]> {
  const rows = await db
    .select({ code: discountCodes, given })
    .from(discountCodes)
    .where(eq(discountCodes.supplierId, supplierId))
    .orderBy(sql`${discountCodes.createdAt} DESC`, sql`${discountCodes.discountCodeId} DESC`);
  return rows.map((r) => ({ ...r.code, discountGivenPaise: Number(r.given) }));
}

export async function findCode(
  db: DbOrTx,
  supplierId: number,
  discountCodeId: number,
): Promise<DiscountCodeWithUses | undefined> {
  const [row] = await db
    .select({ code: discountCodes, given })
    .from(discountCodes)
    .where(and(eq(discountCodes.supplierId, supplierId), eq(discountCodes.discountCodeId, discountCodeId)));
  return row && { ...row.code, discountGivenPaise: Number(row.given) };
}

/** The code as the shopper typed it, whatever its case. */
export async function findCodeByText(db: DbOrTx, supplierId: number, code: string) {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.supplierId, supplierId), sql`upper(${discountCodes.code}) = upper(${code})`));
  return row;
}

/** Another code of the store with the same text (case-insensitive), for the uniqueness check. */
export async function codeTaken(db: DbOrTx, supplierId: number, code: string, exceptId: number | null) {
  const rows = await db
    .select({ id: discountCodes.discountCodeId })
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.supplierId, supplierId),
        sql`upper(${discountCodes.code}) = upper(${code})`,
        exceptId === null ? undefined : sql`${discountCodes.discountCodeId} <> ${exceptId}`,
      ),
    );
  return rows.length > 0;
}

export async function insertCode(db: DbOrTx, values: typeof discountCodes.$inferInsert) {
  const [row] = await db
    .insert(discountCodes)
    .values(values)
    .returning({ discountCodeId: discountCodes.discountCodeId });
  return row?.discountCodeId as number;
}

export async function updateCode(
  db: DbOrTx,
  supplierId: number,
  discountCodeId: number,
  values: Partial<typeof discountCodes.$inferInsert>,
) {
  const rows = await db
    .update(discountCodes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(discountCodes.supplierId, supplierId), eq(discountCodes.discountCodeId, discountCodeId)))
    .returning({ id: discountCodes.discountCodeId });
  return rows.length > 0;
}

/** The shopper's earlier uses of the code and earlier orders (cancelled orders left out of both). */
export async function shopperHistory(
  db: DbOrTx,
  supplierId: number,
  discountCodeId: number,
  mobileNumber: string,
): Promise<{ usedByCustomer: number; earlierOrders: number }> {
  const [row] = rowsOf<{ used: number; orders: number }>(
    await db.execute(sql`
      SELECT
        (SELECT count(*)::int FROM discount_redemptions r
          JOIN orders o ON o.supplier_id = r.supplier_id AND o.order_id = r.order_id
          WHERE r.supplier_id = ${supplierId} AND r.discount_code_id = ${discountCodeId}
            AND r.mobile_number = ${mobileNumber}
            AND NOT ('CANCELLED' = ANY (o.order_statuses))) AS used,
        (SELECT count(*)::int FROM orders o
          JOIN customers c ON c.supplier_id = o.supplier_id AND c.customer_id = o.customer_id
          WHERE o.supplier_id = ${supplierId} AND c.mobile_number = ${mobileNumber}
            AND NOT ('CANCELLED' = ANY (o.order_statuses))) AS orders`),
  );
  return { usedByCustomer: Number(row?.used ?? 0), earlierOrders: Number(row?.orders ?? 0) };
}

/**
 * Takes one use of the code if one is left. The row lock of the UPDATE makes a second checkout
 * wait for the first to commit and then read the raised count, so at most `usage_limit` succeed.
 */
export async function claimUse(db: DbOrTx, supplierId: number, discountCodeId: number): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      UPDATE discount_codes SET used_count = used_count + 1
      WHERE supplier_id = ${supplierId} AND discount_code_id = ${discountCodeId} AND NOT paused
        AND (usage_limit IS NULL OR used_count < usage_limit)
      RETURNING discount_code_id AS id`),
  );
  return rows.length > 0;
}

/**
 * Gives the use an order took back to its code (the order is being cancelled, its row locked: a
 * second cancel is refused before it gets here). Answers whether the order had used a code.
 */
export async function releaseUse(db: DbOrTx, supplierId: number, orderId: number): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      UPDATE discount_codes d SET used_count = greatest(d.used_count - 1, 0)
      FROM discount_redemptions r
      WHERE r.supplier_id = ${supplierId} AND r.order_id = ${orderId}
        AND d.supplier_id = r.supplier_id AND d.discount_code_id = r.discount_code_id
      RETURNING d.discount_code_id AS id`),
  );
  return rows.length > 0;
}

export async function insertRedemption(db: DbOrTx, values: typeof discountRedemptions.$inferInsert) {
  await db.insert(discountRedemptions).values(values);
}

/** The code an order was placed with, for its detail and invoice. */
export async function codeOfOrder(db: DbOrTx, supplierId: number, orderId: number) {
  const [row] = await db
    .select({ code: discountCodes.code, discountPaise: discountRedemptions.discountPaise })
    .from(discountRedemptions)
    .innerJoin(
      discountCodes,
      and(
        eq(discountCodes.supplierId, discountRedemptions.supplierId),
        eq(discountCodes.discountCodeId, discountRedemptions.discountCodeId),
      ),
    )
    .where(and(eq(discountRedemptions.supplierId, supplierId), eq(discountRedemptions.orderId, orderId)));
  return row;
}

/**
 * Discounts given per code between two instants (orders not cancelled), for the sales report;
 * `outlets` is the report's condition on the order row `o`.
 */
export async function discountsByCode(db: DbOrTx, supplierId: number, from: Date, to: Date, outlets: SQL) {
  return rowsOf<{ code: string; orders: number; discount_paise: string | number }>(
    await db.execute(sql`
      SELECT d.code, count(*)::int AS orders, sum(r.discount_paise)::bigint AS discount_paise
      FROM discount_redemptions r
      JOIN discount_codes d ON d.supplier_id = r.supplier_id AND d.discount_code_id = r.discount_code_id
      JOIN orders o ON o.supplier_id = r.supplier_id AND o.order_id = r.order_id
      WHERE r.supplier_id = ${supplierId} AND o.created_at >= ${from.toISOString()} AND o.created_at < ${to.toISOString()}
        AND NOT ('CANCELLED' = ANY (o.order_statuses)) AND ${outlets}
      GROUP BY d.code ORDER BY sum(r.discount_paise) DESC, d.code`),
  ).map((r) => ({ code: r.code, orders: r.orders, discountPaise: Number(r.discount_paise) }));
}
