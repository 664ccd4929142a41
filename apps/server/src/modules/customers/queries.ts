// SQL of customers, their addresses, the khata ledger and credit OTPs; scoped by supplier_id.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { outer } from '../../db/outer.ts';
import { customerAddresses, customerCreditOtps, customers, khataEntries } from '../../db/schema.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type AddressRow = typeof customerAddresses.$inferSelect;

const balanceOf = sql<string>`(SELECT coalesce(sum(k.amount_paise), 0) FROM khata_entries k
  WHERE k.supplier_id = ${outer(customers.supplierId)} AND k.customer_id = ${outer(customers.customerId)})`;

/** Search by mobile digits (prefix) or name (prefix of the name or of a word in it). */
export async function searchCustomers(
  db: DbOrTx,
  supplierId: number,
  search: { digits: string | null; name: string | null },
  page: number,
  pageSize: number,
) {
  const filters = [eq(customers.supplierId, supplierId)];
  if (search.digits) filters.push(sql`${customers.mobileNumber} LIKE ${`${search.digits}%`}`);
  else if (search.name) {
    const term = search.name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    filters.push(
      sql`(lower(${customers.name}) LIKE ${`${term}%`} OR lower(${customers.name}) LIKE ${`% ${term}%`})`,
    );
  }
  return db
    .select({
      customerId: customers.customerId,
      name: customers.name,
      mobileNumber: customers.mobileNumber,
      gstin: customers.gstin,
      isB2b: customers.isB2b,
      balancePaise: balanceOf,
    })
    .from(customers)
    .where(and(...filters))
    .orderBy(asc(customers.name), asc(customers.customerId))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
}

export async function findCustomer(db: DbOrTx, supplierId: number, customerId: number) {
  const rows = await db
    .select({ customer: customers, balancePaise: balanceOf })
    .from(customers)
    .where(and(eq(customers.supplierId, supplierId), eq(customers.customerId, customerId)));
  return rows[0];
}

/** Locks the customer row: khata writes of one customer go one at a time (credit limit checks). */
export async function lockCustomer(db: DbOrTx, supplierId: number, customerId: number) {
  const rows = await db
    .select()
    .from(customers)
    .where(and(eq(customers.supplierId, supplierId), eq(customers.customerId, customerId)))
    .for('update');
  return rows[0];
}

export async function findByMobile(db: DbOrTx, supplierId: number, mobile: string) {
  const rows = await db
    .select({ customerId: customers.customerId })
    .from(customers)
    .where(and(eq(customers.supplierId, supplierId), eq(customers.mobileNumber, mobile)))
    .limit(1);
  return rows[0];
}

export async function insertCustomer(db: DbOrTx, values: typeof customers.$inferInsert): Promise<number> {
  const rows = await db.insert(customers).values(values).returning({ customerId: customers.customerId });
  return rows[0]?.customerId as number;
}

export async function updateCustomer(
  db: DbOrTx,
  supplierId: number,
  customerId: number,
  values: Partial<typeof customers.$inferInsert>,
) {
  await db
    .update(customers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(customers.supplierId, supplierId), eq(customers.customerId, customerId)));
}

export async function listAddresses(db: DbOrTx, supplierId: number, customerId: number) {
  return db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.supplierId, supplierId), eq(customerAddresses.customerId, customerId)))
    .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.addressId));
}

export async function findAddress(db: DbOrTx, supplierId: number, addressId: number) {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.supplierId, supplierId), eq(customerAddresses.addressId, addressId)));
  return rows[0];
}

export async function insertAddress(
  db: DbOrTx,
  values: typeof customerAddresses.$inferInsert,
): Promise<AddressRow> {
  if (values.isDefault) {
    await db
      .update(customerAddresses)
      .set({ isDefault: false })
      .where(
        and(
          eq(customerAddresses.supplierId, values.supplierId),
          eq(customerAddresses.customerId, values.customerId),
        ),
      );
  }
  const rows = await db.insert(customerAddresses).values(values).returning();
  return rows[0] as AddressRow;
}

export async function insertKhataEntry(db: DbOrTx, values: typeof khataEntries.$inferInsert) {
  await db.insert(khataEntries).values(values);
}

export async function listKhata(
  db: DbOrTx,
  supplierId: number,
  customerId: number,
  page: number,
  pageSize: number,
) {
  return rowsOf<{
    entry_id: number;
    kind: 'CREDIT_SALE' | 'PAYMENT_RECEIVED' | 'CREDIT_REFUND';
    amount_paise: number;
    order_id: number | null;
    order_number: number | null;
    mode: string | null;
    note: string | null;
    created_at: string | Date;
  }>(
    await db.execute(sql`
      SELECT k.entry_id, k.kind, k.amount_paise, k.order_id, o.order_number, k.mode, k.note, k.created_at
      FROM khata_entries k
      LEFT JOIN orders o ON o.supplier_id = k.supplier_id AND o.order_id = k.order_id
      WHERE k.supplier_id = ${supplierId} AND k.customer_id = ${customerId}
      ORDER BY k.created_at DESC, k.entry_id DESC
      LIMIT ${pageSize + 1} OFFSET ${(page - 1) * pageSize}`),
  );
}

export async function upsertOtp(db: DbOrTx, values: typeof customerCreditOtps.$inferInsert) {
  await db
    .insert(customerCreditOtps)
    .values(values)
    .onConflictDoUpdate({
      target: [customerCreditOtps.supplierId, customerCreditOtps.customerId],
      set: { codeHash: values.codeHash, expiresAt: values.expiresAt, attempts: 0, createdAt: new Date() },
    });
}

export async function findOtp(db: DbOrTx, supplierId: number, customerId: number) {
  const rows = await db
    .select()
    .from(customerCreditOtps)
    .where(and(eq(customerCreditOtps.supplierId, supplierId), eq(customerCreditOtps.customerId, customerId)))
    .for('update');
  return rows[0];
}

export async function deleteOtp(db: DbOrTx, supplierId: number, customerId: number) {
  await db
    .delete(customerCreditOtps)
    .where(and(eq(customerCreditOtps.supplierId, supplierId), eq(customerCreditOtps.customerId, customerId)));
}

export async function bumpOtpAttempts(db: DbOrTx, supplierId: number, customerId: number) {
  await db
    .update(customerCreditOtps)
    .set({ attempts: sql`${customerCreditOtps.attempts} + 1` })
    .where(and(eq(customerCreditOtps.supplierId, supplierId), eq(customerCreditOtps.customerId, customerId)));
}
