// SQL of the messages module: outbound messages, the SMS credit balance and its transactions,
// push tokens; every query scoped by supplier_id.
import { and, desc, eq, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import {
  customers,
  orders,
  outboundMessages,
  pushTokens,
  smsCreditBalances,
  smsCreditPurchases,
  smsCreditTransactions,
  users,
} from '../../db/schema.ts';

export type MessageRow = typeof outboundMessages.$inferSelect;
export type NewMessageRow = typeof outboundMessages.$inferInsert;
export type PushTokenRow = typeof pushTokens.$inferSelect;

/** Adds the message unless its send key was used already; null then (the first one stands). */
export async function insertMessage(tx: DbOrTx, values: NewMessageRow): Promise<MessageRow | null> {
  const [row] = await tx
    .insert(outboundMessages)
    .values(values)
    .onConflictDoNothing({ target: [outboundMessages.supplierId, outboundMessages.sendKey] })
    .returning();
  return row ?? null;
}

export async function findMessageByKey(tx: DbOrTx, supplierId: number, sendKey: string) {
  const [row] = await tx
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.supplierId, supplierId), eq(outboundMessages.sendKey, sendKey)));
  return row ?? null;
}

export async function lockMessage(tx: DbOrTx, supplierId: number, messageId: number) {
  const [row] = await tx
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.supplierId, supplierId), eq(outboundMessages.messageId, messageId)))
    .for('update');
  return row ?? null;
}

export async function updateMessage(
  tx: DbOrTx,
  supplierId: number,
  messageId: number,
  values: Partial<
    Pick<NewMessageRow, 'status' | 'attempts' | 'provider' | 'providerMessageId' | 'lastError' | 'sentAt'>
  >,
) {
  await tx
    .update(outboundMessages)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(outboundMessages.supplierId, supplierId), eq(outboundMessages.messageId, messageId)));
}

export async function listMessages(
  db: DbOrTx,
  supplierId: number,
  filter: { orderId?: number | undefined },
  limit: number,
  offset: number,
) {
  const where = [eq(outboundMessages.supplierId, supplierId)];
  if (filter.orderId !== undefined) where.push(eq(outboundMessages.orderId, filter.orderId));
  return db
    .select()
    .from(outboundMessages)
    .where(and(...where))
    .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.messageId))
    .limit(limit)
    .offset(offset);
}

/** Creates the store's balance with its welcome credits on first use; true when it did. */
export async function createBalanceOnce(tx: DbOrTx, supplierId: number, welcome: number): Promise<boolean> {
  const inserted = await tx
    .insert(smsCreditBalances)
    .values({ supplierId, credits: welcome })
    .onConflictDoNothing({ target: smsCreditBalances.supplierId })
    .returning({ supplierId: smsCreditBalances.supplierId });
  return inserted.length > 0;
}

export async function readBalance(db: DbOrTx, supplierId: number): Promise<number | null> {
  const [row] = await db
    .select({ credits: smsCreditBalances.credits })
    .from(smsCreditBalances)
    .where(eq(smsCreditBalances.supplierId, supplierId));
  return row ? row.credits : null;
}

/**
 * Takes `credits` off the balance only when that many are there: the row lock makes concurrent
 * sends queue behind each other and each re-reads the balance, so it never goes below zero.
 * Returns the balance after, or null when there were not enough credits.
 */
export async function debitBalance(tx: DbOrTx, supplierId: number, credits: number): Promise<number | null> {
  const result = await tx.execute(sql`
    UPDATE sms_credit_balances SET credits = credits - ${credits}, updated_at = now()
    WHERE supplier_id = ${supplierId} AND credits >= ${credits}
    RETURNING credits`);
  const row = rowsOf<{ credits: number }>(result)[0];
  return row ? Number(row.credits) : null;
}

/** Adds credits (a purchase or a refund); returns the balance after. */
export async function creditBalance(tx: DbOrTx, supplierId: number, credits: number): Promise<number> {
  const result = await tx.execute(sql`
    UPDATE sms_credit_balances SET credits = credits + ${credits}, updated_at = now()
    WHERE supplier_id = ${supplierId}
    RETURNING credits`);
  return Number(rowsOf<{ credits: number }>(result)[0]?.credits ?? 0);
}

export async function insertTransaction(tx: DbOrTx, values: typeof smsCreditTransactions.$inferInsert) {
  await tx.insert(smsCreditTransactions).values(values);
}

export async function listTransactions(db: DbOrTx, supplierId: number, limit: number, offset: number) {
  return db
    .select()
    .from(smsCreditTransactions)
    .where(eq(smsCreditTransactions.supplierId, supplierId))
    .orderBy(desc(smsCreditTransactions.createdAt), desc(smsCreditTransactions.transactionId))
    .limit(limit)
    .offset(offset);
}

export async function upsertPushToken(tx: DbOrTx, values: typeof pushTokens.$inferInsert) {
  await tx
    .insert(pushTokens)
    .values(values)
    .onConflictDoUpdate({
      target: [pushTokens.supplierId, pushTokens.userId],
      set: {
        browserId: values.browserId,
        endpoint: values.endpoint,
        p256dh: values.p256dh,
        auth: values.auth,
        status: values.status,
        userStatus: values.userStatus,
        updatedAt: sql`now()`,
      },
    });
}

export async function setPushUserStatus(
  tx: DbOrTx,
  supplierId: number,
  userId: number,
  browserId: string,
  userStatus: 'LOGGED_IN' | 'LOGGED_OUT',
) {
  await tx
    .update(pushTokens)
    .set({ userStatus, updatedAt: sql`now()` })
    .where(
      and(
        eq(pushTokens.supplierId, supplierId),
        eq(pushTokens.userId, userId),
        eq(pushTokens.browserId, browserId),
      ),
    );
}

export async function findPushToken(db: DbOrTx, supplierId: number, userId: number) {
  const [row] = await db
    .select()
    .from(pushTokens)
    .where(and(eq(pushTokens.supplierId, supplierId), eq(pushTokens.userId, userId)));
  return row ?? null;
}

/** The order a push names: its number, total and customer. */
export async function orderForAlert(db: DbOrTx, supplierId: number, orderId: number) {
  const [row] = await db
    .select({ orderNumber: orders.orderNumber, totalPaise: orders.totalPaise, customerName: customers.name })
    .from(orders)
    .leftJoin(
      customers,
      and(eq(customers.supplierId, orders.supplierId), eq(customers.customerId, orders.customerId)),
    )
    .where(and(eq(orders.supplierId, supplierId), eq(orders.orderId, orderId)));
  return row ?? null;
}

/** The store's subscribed, logged-in push tokens with their users' role and permissions. */
export async function pushRecipients(db: DbOrTx, supplierId: number) {
  return db
    .select({
      userId: pushTokens.userId,
      endpoint: pushTokens.endpoint,
      p256dh: pushTokens.p256dh,
      auth: pushTokens.auth,
      role: users.role,
      permissions: users.permissions,
    })
    .from(pushTokens)
    .innerJoin(users, and(eq(users.supplierId, pushTokens.supplierId), eq(users.userId, pushTokens.userId)))
    .where(
      and(
        eq(pushTokens.supplierId, supplierId),
        eq(pushTokens.status, 'SUBSCRIBED'),
        eq(pushTokens.userStatus, 'LOGGED_IN'),
        eq(users.isActive, true),
      ),
    );
}

export async function unsubscribePushToken(db: DbOrTx, supplierId: number, userId: number, endpoint: string) {
  await db
    .update(pushTokens)
    .set({ status: 'UNSUBSCRIBED', updatedAt: sql`now()` })
    .where(
      and(
        eq(pushTokens.supplierId, supplierId),
        eq(pushTokens.userId, userId),
        eq(pushTokens.endpoint, endpoint),
      ),
    );
}

export async function insertPurchase(tx: DbOrTx, values: typeof smsCreditPurchases.$inferInsert) {
  await tx.insert(smsCreditPurchases).values(values);
}

/**
 * A purchase by its reference, for the provider's return, which carries nothing else: the
 * reference is unguessable and unique, and names the store's row (as a statement link's token does).
 */
export async function findPurchase(db: DbOrTx, reference: string, lock = false) {
  const query = db.select().from(smsCreditPurchases).where(eq(smsCreditPurchases.reference, reference));
  const rows = await (lock ? query.for('update') : query);
  return rows[0];
}

export async function updatePurchase(
  tx: DbOrTx,
  supplierId: number,
  reference: string,
  values: Partial<typeof smsCreditPurchases.$inferInsert>,
) {
  await tx
    .update(smsCreditPurchases)
    .set(values)
    .where(and(eq(smsCreditPurchases.supplierId, supplierId), eq(smsCreditPurchases.reference, reference)));
}
