// Hot reads built once per database handle with drizzle's prepare(): the query builder (column
// lists, joins, conditions) runs on the first call only; later calls bind the new values. Used for
// the statements every request or every detail page runs (session lookup, order detail).
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

const statementsOf = new WeakMap<object, Map<string, unknown>>();

/**
 * The statement `name` of this handle, built by `build` the first time. Inside a transaction it is
 * built on the transaction's handle every time: a statement prepared on the pool would run
 * outside the transaction (and on PGlite wait for it to end).
 */
export function prepared<Statement>(db: DbOrTx, name: string, build: (db: DbOrTx) => Statement): Statement {
  if (db instanceof PgTransaction) return build(db);
  let statements = statementsOf.get(db);
  if (!statements) {
    statements = new Map();
    statementsOf.set(db, statements);
  }
  let statement = statements.get(name) as Statement | undefined;
  if (statement === undefined) {
    statement = build(db);
    statements.set(name, statement);
  }
  return statement;
}
