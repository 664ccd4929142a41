// Idempotency-Key for order creation and confirmation: the key is claimed in the same
// transaction as the write and holds its first reply, so a retried or double-clicked request
// returns that reply and never makes a second order. A concurrent duplicate waits on the
// claimed key's row and then reads the committed reply.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { AppError, invalid } from '../../http/errors.ts';

export const IDEMPOTENCY_MESSAGES = {
  reused: 'This Idempotency-Key was used for a different request.',
  badKey: 'The Idempotency-Key header must be 1 to 200 visible characters.',
} as const;

export interface Replied<T> {
  status: 200 | 201;
  body: T;
}

type Scope = { supplierId: number; key: string | undefined; operation: string; request: unknown };

export async function idempotent<T>(
  db: Db,
  scope: Scope,
  run: (tx: Tx) => Promise<Replied<T>>,
): Promise<Replied<T>> {
  const { key, supplierId } = scope;
  if (key === undefined) return db.transaction(run);
  const requestHash = hashOf(key, scope);
  return db.transaction(async (tx) => {
    const first = await claim(tx, scope, key, requestHash, null);
    if (first) return first as Replied<T>;
    const replied = await run(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: replied.status, reply: replied.body as object })
      .where(and(eq(idempotencyKeys.supplierId, supplierId), eq(idempotencyKeys.key, key)));
    return replied;
  });
}

/**
 * As `idempotent`, for a write whose reply is settled before it runs (made of values the caller
 * chose, such as a random token): the claim stores that reply at once, one statement instead of
 * two. The claim commits with the write or not at all, so a retry never reads a reply whose write
 * did not happen.
 */
export async function idempotentWithReply<T>(
  db: Db,
  scope: Scope,
  replied: Replied<T>,
  run: (tx: Tx) => Promise<void>,
): Promise<Replied<T>> {
  const { key } = scope;
  if (key === undefined) {
    await db.transaction(run);
    return replied;
  }
  const requestHash = hashOf(key, scope);
  return db.transaction(async (tx) => {
    const first = await claim(tx, scope, key, requestHash, replied);
    if (first) return first as Replied<T>;
    await run(tx);
    return replied;
  });
}

function hashOf(key: string, scope: Scope): string {
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) throw invalid(IDEMPOTENCY_MESSAGES.badKey);
  return createHash('sha256')
    .update(`${scope.operation}\n${JSON.stringify(scope.request)}`)
    .digest('hex');
}

/**
 * Claims the key (with the reply when it is known, else an empty one to complete later). Null when
 * claimed; otherwise the first request's reply, once its transaction has committed (the insert
 * waits on the claimed row).
 */
async function claim(
  tx: Tx,
  scope: Scope,
  key: string,
  requestHash: string,
  replied: Replied<unknown> | null,
): Promise<Replied<unknown> | null> {
  const { supplierId } = scope;
  const claimed = rowsOf<{ key: string }>(
    await tx.execute(sql`
      INSERT INTO idempotency_keys (supplier_id, key, operation, request_hash, status_code, reply)
      VALUES (${supplierId}, ${key}, ${scope.operation}, ${requestHash}, ${replied?.status ?? 0},
        ${replied ? JSON.stringify(replied.body) : 'null'}::jsonb)
      ON CONFLICT DO NOTHING RETURNING key`),
  );
  if (claimed.length > 0) return null;
  const [first] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.supplierId, supplierId), eq(idempotencyKeys.key, key)));
  if (!first || first.requestHash !== requestHash || first.operation !== scope.operation)
    throw new AppError(409, 'conflict', IDEMPOTENCY_MESSAGES.reused);
  return { status: first.statusCode === 201 ? 201 : 200, body: first.reply };
}
