// SQL of the activity log: a store's audit rows, newest first, filtered by person, kind and day.
import { ACTIVITY_ACTIONS, type ActivityKind } from '@storekeep/domain/activity';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';

function actionMatches(patterns: readonly string[]): SQL {
  const parts = patterns.map((pattern) =>
    pattern.endsWith('.')
      ? sql`${auditLog.action} LIKE ${`${pattern}%`}`
      : sql`${auditLog.action} = ${pattern}`,
  );
  return sql`(${sql.join(parts, sql` OR `)})`;
}

function kindFilter(kind: ActivityKind | undefined): SQL | undefined {
  if (!kind) return undefined;
  if (kind === 'other') return sql`NOT ${actionMatches(Object.values(ACTIVITY_ACTIONS).flat())}`;
  return actionMatches(ACTIVITY_ACTIONS[kind]);
}

export async function listActivity(
  db: DbOrTx,
  filter: {
    supplierId: number;
    kind?: ActivityKind | undefined;
    userId?: number | undefined;
    since?: Date | undefined;
    before?: Date | undefined;
    minDiscountPercent?: number | undefined;
    limit: number;
    offset: number;
  },
) {
  return db
    .select({
      auditId: auditLog.auditId,
      createdAt: auditLog.createdAt,
      userId: auditLog.userId,
      action: auditLog.action,
      details: auditLog.details,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.userId, auditLog.userId))
    .where(
      and(
        eq(auditLog.supplierId, filter.supplierId),
        kindFilter(filter.kind),
        filter.userId === undefined ? undefined : eq(auditLog.userId, filter.userId),
        filter.since === undefined
          ? undefined
          : sql`${auditLog.createdAt} >= ${filter.since.toISOString()}::timestamptz`,
        filter.before === undefined
          ? undefined
          : sql`${auditLog.createdAt} < ${filter.before.toISOString()}::timestamptz`,
        filter.minDiscountPercent === undefined
          ? undefined
          : sql`${auditLog.action} = 'order.billed' AND coalesce((${auditLog.details}->>'discountPercent')::numeric, 0) > ${filter.minDiscountPercent}`,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.auditId))
    .limit(filter.limit)
    .offset(filter.offset);
}
