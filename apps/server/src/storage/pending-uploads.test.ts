// Files written before their transaction commits: settled by the transaction, discarded when it
// fails, and swept by the periodic job when it never commits.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { createHarness, createStore, type Harness, type StoreFixture } from '../test/harness.ts';
import { discardPending, putPending, settlePending, sweepOrphanUploads } from './pending-uploads.ts';

let h: Harness;
let store: StoreFixture;

beforeAll(async () => {
  h = await createHarness();
  await h.app.jobs.stop();
  store = await createStore(h);
});
afterAll(() => h.close());

const db = () => h.database.db;
const keyFor = (name: string) => `library/${store.supplierId}/products/app/${name}.jpg`;
const pending = async () =>
  rowsOf<{ storage_key: string }>(
    await db().execute(sql`SELECT storage_key FROM pending_uploads ORDER BY upload_id`),
  ).map((r) => r.storage_key);
const put = (name: string) =>
  putPending(
    db(),
    h.app.storage,
    { supplierId: store.supplierId, storageKey: keyFor(name), contentType: 'image/jpeg' },
    Buffer.from(name),
  );
const age = (name: string, minutes: number) =>
  db().execute(
    sql`UPDATE pending_uploads SET created_at = now() - make_interval(mins => ${minutes}) WHERE storage_key = ${keyFor(name)}`,
  );

describe('pending uploads', () => {
  it('keeps the file once its transaction settles it; a rolled-back settle leaves it pending', async () => {
    await put('kept');
    expect(await pending()).toEqual([keyFor('kept')]);
    await db()
      .transaction(async (tx) => {
        expect(await settlePending(tx, store.supplierId, keyFor('kept'))).toBe(true);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await pending()).toEqual([keyFor('kept')]);
    await db().transaction(async (tx) => {
      await settlePending(tx, store.supplierId, keyFor('kept'));
    });
    expect(await pending()).toEqual([]);
    expect((await h.app.storage.get(keyFor('kept')))?.toString()).toBe('kept');
  });

  it('discards the file and its record when the transaction fails', async () => {
    await put('failed');
    await discardPending(db(), h.app.storage, store.supplierId, keyFor('failed'));
    expect(await pending()).toEqual([]);
    expect(await h.app.storage.get(keyFor('failed'))).toBeNull();
  });

  it('sweeps orphans older than the grace period (the periodic job), and only those', async () => {
    await put('orphan');
    await put('recent');
    await age('orphan', 25 * 60);
    await h.app.jobs.runPeriodic();
    expect(await pending()).toEqual([keyFor('recent')]);
    expect(await h.app.storage.get(keyFor('orphan'))).toBeNull();
    expect(await h.app.storage.get(keyFor('recent'))).not.toBeNull();
    expect(await sweepOrphanUploads(db(), h.app.storage)).toBe(0);
  });

  it('makes a late transaction fail instead of pointing at a swept file', async () => {
    await put('late');
    await age('late', 25 * 60);
    expect(await sweepOrphanUploads(db(), h.app.storage)).toBe(1);
    const settled = await db().transaction((tx) => settlePending(tx, store.supplierId, keyFor('late')));
    expect(settled).toBe(false);
  });
});
