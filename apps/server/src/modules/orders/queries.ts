// SQL of the orders module: orders, items, payments, history and messages, every query scoped by
// supplier_id. The detail page's reads live in detail-queries.ts, the list and counts in list.ts.
import { and, asc, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import {
  accounts,
  customers,
  orderItems,
  orderMessages,
  orderPayments,
  orderReturnLines,
  orderReturns,
  orderStatusHistory,
  orders,
  products,
  productVariants,
  stockBatches,
  supplierBankDetails,
  users,
} from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;

export async function productsForLines(tx: DbOrTx, supplierId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      productId: products.productId,
      name: products.name,
      status: products.status,
      isService: products.isService,
      sku: products.sku,
      barcode: products.barcode,
      hsnSacNo: products.hsnSacNo,
      unit: products.unit,
      mrpPaise: products.mrpPaise,
      pricePaise: products.pricePaise,
      costPaise: products.costPaise,
      taxRate: products.taxRate,
      contentPerPiece: products.contentPerPiece,
      unitPerPiece: products.unitPerPiece,
      variantCount: products.variantCount,
      mainImageKey: products.mainImageKey,
      mainImageReady: products.mainImageReady,
    })
    .from(products)
    .where(and(eq(products.supplierId, supplierId), inArray(products.productId, ids)));
}

/** A product as pricing reads it (productsForLines). */
export type LineProduct = Awaited<ReturnType<typeof productsForLines>>[number];

export async function variantsForLines(tx: DbOrTx, supplierId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.supplierId, supplierId), inArray(productVariants.variantId, ids)));
}

export async function batchesForLines(tx: DbOrTx, supplierId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(stockBatches)
    .where(and(eq(stockBatches.supplierId, supplierId), inArray(stockBatches.batchId, ids)));
}

export async function findAccount(tx: DbOrTx, supplierId: number, accountId: number) {
  const rows = await tx
    .select({ accountId: accounts.accountId, outletId: accounts.outletId })
    .from(accounts)
    .where(and(eq(accounts.supplierId, supplierId), eq(accounts.accountId, accountId)));
  return rows[0];
}

/** A shopper who checks out as a guest: found by mobile number, or created. */
export interface GuestCustomer {
  name: string;
  mobileNumber: string;
  email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
}

/**
 * A new order, numbered, with its items and its first history row, in one statement. The number
 * is the supplier's next: the counter row stays locked until the transaction ends, so numbers are
 * unique and gapless; it never falls behind orders written elsewhere (demo data, imports), because
 * it starts above the highest number in use. The items and the history row take the new order's id.
 * With `guest`, the order's customer is found by mobile number or created in the same statement;
 * the caller holds a lock that keeps two orders from creating the same shopper twice (the
 * storefront's advisory lock on the mobile number, taken in an earlier statement, so this one sees
 * a customer another checkout just created).
 */
export async function insertNumberedOrder(
  tx: DbOrTx,
  order: Omit<NewOrder, 'orderNumber'>,
  items: Omit<NewOrderItem, 'orderId'>[],
  history: Omit<typeof orderStatusHistory.$inferInsert, 'orderId'>,
  guest?: GuestCustomer,
): Promise<{ orderId: number; orderNumber: number; customerId: number | null }> {
  const { supplierId } = order;
  // The builders' SQL goes into the statement as it is (getSQL: no parentheses around it).
  const orderId = sql`(SELECT order_id FROM o)`;
  const customer = guest
    ? sql`found AS (
        SELECT customer_id FROM customers
        WHERE supplier_id = ${supplierId} AND mobile_number = ${guest.mobileNumber}
        ORDER BY customer_id LIMIT 1),
      created AS (
        INSERT INTO customers (supplier_id, name, mobile_number, email, address, city, state, pincode)
        SELECT ${supplierId}, ${guest.name}, ${guest.mobileNumber}, ${guest.email}, ${guest.address},
          ${guest.city}, ${guest.state}, ${guest.pincode}
        WHERE NOT EXISTS (SELECT 1 FROM found)
        RETURNING customer_id),`
    : sql``;
  const insertOrder = tx
    .insert(orders)
    .values({
      ...order,
      ...(guest
        ? {
            customerId: sql`(SELECT customer_id FROM found UNION ALL SELECT customer_id FROM created LIMIT 1)`,
          }
        : {}),
      orderNumber: sql`(SELECT last_order_number FROM n)`,
    })
    .returning({ orderId: orders.orderId, orderNumber: orders.orderNumber, customerId: orders.customerId })
    .getSQL();
  const insertItems = items.length > 0 ? sql`, i AS (${itemsInsert(items, orderId)})` : sql``;
  const insertHistory = tx
    .insert(orderStatusHistory)
    .values({ ...history, orderId })
    .getSQL();
  const [row] = rowsOf<{ order_id: number; order_number: number; customer_id: number | null }>(
    await tx.execute(sql`
      WITH ${customer} n AS (
        INSERT INTO order_counters AS c (supplier_id, last_order_number)
        VALUES (${supplierId}, (SELECT coalesce(max(order_number), 0) + 1 FROM orders WHERE supplier_id = ${supplierId}))
        ON CONFLICT (supplier_id) DO UPDATE SET last_order_number = greatest(
          c.last_order_number,
          (SELECT coalesce(max(order_number), 0) FROM orders WHERE supplier_id = ${supplierId})) + 1
        RETURNING last_order_number),
      o AS (${insertOrder})${insertItems},
      h AS (${insertHistory})
      SELECT order_id, order_number, customer_id FROM o`),
  );
  if (!row) throw new Error('the order was not inserted');
  return {
    orderId: Number(row.order_id),
    orderNumber: Number(row.order_number),
    customerId: row.customer_id === null ? null : Number(row.customer_id),
  };
}

const itemColumns = Object.entries(getTableColumns(orderItems)).filter(([key]) => key !== 'orderId');

/**
 * The items' insert with their values as one jsonb parameter read back as order_items rows
 * (jsonb_populate_recordset), not one parameter per column and line: a bill's lines carry about
 * 40 columns each. The columns are those the first row gives (itemRows gives every row the same);
 * the others take their defaults.
 */
function itemsInsert(items: Omit<NewOrderItem, 'orderId'>[], orderId: SQL): SQL {
  const first = items[0] as Record<string, unknown>;
  const columns = itemColumns.filter(([key]) => first[key] !== undefined);
  const rows = items.map((item) =>
    Object.fromEntries(
      columns.map(([key, column]) => [column.name, (item as Record<string, unknown>)[key] ?? null]),
    ),
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  return sql`INSERT INTO order_items (order_id, ${names})
    SELECT ${orderId}, ${names} FROM jsonb_populate_recordset(NULL::order_items, ${JSON.stringify(rows)}::jsonb)`;
}

export async function insertItems(tx: DbOrTx, rows: NewOrderItem[]): Promise<void> {
  if (rows.length > 0) await tx.insert(orderItems).values(rows);
}

export async function deleteItems(tx: DbOrTx, supplierId: number, orderId: number): Promise<void> {
  await tx
    .delete(orderItems)
    .where(and(eq(orderItems.supplierId, supplierId), eq(orderItems.orderId, orderId)));
}

export async function updateOrder(
  tx: DbOrTx,
  supplierId: number,
  orderId: number,
  values: Partial<NewOrder>,
) {
  await tx
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(orders.supplierId, supplierId), eq(orders.orderId, orderId)));
}

/** Locks the order row for the rest of the transaction (every write to an order starts here). */
export async function lockOrder(
  tx: DbOrTx,
  supplierId: number,
  orderId: number,
): Promise<OrderRow | undefined> {
  const rows = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.supplierId, supplierId), eq(orders.orderId, orderId)))
    .for('update');
  return rows[0];
}

/** One order of one store, by the placeholders supplierId and orderId (prepared statements). */
export const oneOrder = () =>
  and(eq(orders.supplierId, sql.placeholder('supplierId')), eq(orders.orderId, sql.placeholder('orderId')));

export async function findOrder(
  tx: DbOrTx,
  supplierId: number,
  orderId: number,
): Promise<OrderRow | undefined> {
  const rows = await prepared(tx, 'find_order', (handle) =>
    handle.select().from(orders).where(oneOrder()).prepare('find_order'),
  ).execute({ supplierId, orderId });
  return rows[0];
}

export async function listItems(tx: DbOrTx, supplierId: number, orderId: number): Promise<OrderItemRow[]> {
  return prepared(tx, 'list_order_items', (handle) =>
    handle
      .select()
      .from(orderItems)
      .where(
        and(
          eq(orderItems.supplierId, sql.placeholder('supplierId')),
          eq(orderItems.orderId, sql.placeholder('orderId')),
        ),
      )
      .orderBy(asc(orderItems.lineNo))
      .prepare('list_order_items'),
  ).execute({ supplierId, orderId });
}

export async function updateItemQuantities(
  tx: DbOrTx,
  supplierId: number,
  orderId: number,
  changes: Array<{ lineNo: number; confirmedQty?: string; returnedQty?: string }>,
): Promise<void> {
  if (changes.length === 0) return;
  const json = JSON.stringify(
    changes.map((c) => ({
      line_no: c.lineNo,
      confirmed: c.confirmedQty ?? null,
      returned: c.returnedQty ?? null,
    })),
  );
  await tx.execute(sql`
    UPDATE order_items i SET
      confirmed_qty = coalesce(x.confirmed, i.confirmed_qty),
      returned_qty = coalesce(x.returned, i.returned_qty)
    FROM jsonb_to_recordset(${json}::jsonb) AS x(line_no integer, confirmed numeric, returned numeric)
    WHERE i.supplier_id = ${supplierId} AND i.order_id = ${orderId} AND i.line_no = x.line_no`);
}

export async function insertHistory(tx: DbOrTx, values: typeof orderStatusHistory.$inferInsert) {
  await tx.insert(orderStatusHistory).values(values);
}

export async function insertPayment(tx: DbOrTx, values: typeof orderPayments.$inferInsert) {
  await tx.insert(orderPayments).values(values);
}

export type ReturnLine = Omit<typeof orderReturnLines.$inferInsert, 'supplierId' | 'returnId' | 'orderId'>;

/** A return of goods (its credit note) and what each line gave back. */
export async function insertReturn(
  tx: DbOrTx,
  values: Omit<typeof orderReturns.$inferInsert, 'returnId'>,
  lines: readonly ReturnLine[],
): Promise<void> {
  const [row] = await tx.insert(orderReturns).values(values).returning({ returnId: orderReturns.returnId });
  const returnId = row!.returnId;
  await tx
    .insert(orderReturnLines)
    .values(lines.map((l) => ({ ...l, supplierId: values.supplierId, orderId: values.orderId, returnId })));
}

export async function findDeliveryBoy(tx: DbOrTx, supplierId: number, userId: number) {
  const rows = await tx
    .select({ userId: users.userId })
    .from(users)
    .where(
      and(
        eq(users.supplierId, supplierId),
        eq(users.userId, userId),
        eq(users.role, 'delivery_boy'),
        eq(users.isActive, true),
      ),
    );
  return rows[0];
}

export async function listDeliveryBoys(tx: DbOrTx, supplierId: number) {
  return tx
    .select({
      userId: users.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      mobileNumber: users.mobileNumber,
    })
    .from(users)
    .where(and(eq(users.supplierId, supplierId), eq(users.role, 'delivery_boy'), eq(users.isActive, true)))
    .orderBy(asc(users.firstName), asc(users.userId));
}

export async function findCustomer(tx: DbOrTx, supplierId: number, customerId: number) {
  const rows = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.supplierId, supplierId), eq(customers.customerId, customerId)));
  return rows[0];
}

export async function insertMessage(tx: DbOrTx, values: typeof orderMessages.$inferInsert): Promise<number> {
  const rows = await tx
    .insert(orderMessages)
    .values(values)
    .returning({ messageId: orderMessages.messageId });
  return rows[0]?.messageId as number;
}

export async function listMessages(tx: DbOrTx, supplierId: number, orderId: number) {
  return tx
    .select({ kind: orderMessages.kind, createdAt: orderMessages.createdAt })
    .from(orderMessages)
    .where(and(eq(orderMessages.supplierId, supplierId), eq(orderMessages.orderId, orderId)))
    .orderBy(asc(orderMessages.messageId));
}

/** The store's UPI ID from its bank details (the UPI payment a payment link offers), or null. */
export async function findUpiId(db: DbOrTx, supplierId: number): Promise<string | null> {
  const rows = await db
    .select({ upiId: supplierBankDetails.upiId })
    .from(supplierBankDetails)
    .where(eq(supplierBankDetails.supplierId, supplierId));
  return rows[0]?.upiId?.trim() || null;
}

/** Gives the order its public token (kept if it has one) and notes when a payment link was made. */
export async function markPayLink(
  tx: DbOrTx,
  supplierId: number,
  orderId: number,
  token: string,
  now: Date,
): Promise<string> {
  const rows = await tx
    .update(orders)
    .set({ publicToken: sql`coalesce(${orders.publicToken}, ${token})`, payLinkAt: now })
    .where(and(eq(orders.supplierId, supplierId), eq(orders.orderId, orderId)))
    .returning({ publicToken: orders.publicToken });
  return rows[0]?.publicToken as string;
}

/** The newest payment of an order (read under the order's lock: the one just taken). */
export async function lastPaymentId(tx: DbOrTx, supplierId: number, orderId: number) {
  const rows = await tx
    .select({ paymentId: orderPayments.paymentId })
    .from(orderPayments)
    .where(and(eq(orderPayments.supplierId, supplierId), eq(orderPayments.orderId, orderId)))
    .orderBy(desc(orderPayments.paymentId))
    .limit(1);
  return rows[0]?.paymentId ?? null;
}
