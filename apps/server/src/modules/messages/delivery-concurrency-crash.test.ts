// Delivery guarantees of messages, on PGlite and on PostgreSQL: a send key queues one message,
// a message survives a server restart mid-send and reaches the phone once, and concurrent sends
// never take SMS credits below zero.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import * as t from '../../db/schema.ts';
import { type FakeSmsServer, startFakeSmsServer } from '../../fakes/fake-sms-server.ts';
import { createStore, type Harness } from '../../test/harness.ts';
import { helpers, messagesFixture } from './test-support.ts';

let h: Harness;
let fake: FakeSmsServer;
let x: ReturnType<typeof helpers>;

beforeAll(async () => {
  const f = await messagesFixture();
  ({ h, fake } = f);
  x = helpers(f);
});
afterAll(async () => {
  await h.close();
  await fake.close();
});

describe('message delivery', () => {
  it('queues a send key once: a second queueing is the same message, one debit, one SMS, and a rerun job sends nothing', async () => {
    const before = await x.balance();
    const first = await x.queue({ sendKey: 'order-77-confirmed', to: '9876500003' });
    const again = await x.queue({ sendKey: 'order-77-confirmed', to: '9876500003', text: 'changed' });
    expect(again).toMatchObject({ messageId: first.messageId, queued: false });
    expect(await x.balance()).toBe(before - 1);
    await h.app.jobs.drain();
    // The same job handed out again (a second worker, a replay): the message is SENT, nothing goes out.
    await h.database.db.execute(sql`UPDATE jobs SET state = 'queued', run_at = now()
      WHERE queue = 'send-message' AND payload->>'messageId' = ${String(first.messageId)}`);
    await h.app.jobs.drain();
    expect(fake.received().filter((m) => m.to === '9876500003')).toHaveLength(1);
  });

  it('delivers a message once after the server restarts mid-send', async () => {
    const queued = await x.queue({ to: '9876500004', text: 'Your order 31 is on its way.' });
    fake.fault('hang', 1);
    const requestsBefore = fake.requestCount();
    // The first server hands the SMS to the gateway, which takes it and never answers: the server
    // "dies" there (its worker never finishes the job).
    const dying = h.app.jobs.runOnce();
    while (fake.requestCount() === requestsBefore) await new Promise((r) => setTimeout(r, 10));
    expect(await x.messageRow(queued.messageId)).toMatchObject({ status: 'SENDING', attempts: 1 });
    // A new server on the same database, once the dead worker's lease has run out.
    const restarted = await buildApp({
      config: h.config,
      db: h.database.db,
      logger: false,
      startJobWorker: false,
    });
    await restarted.ready();
    await x.dueNow();
    expect(await restarted.jobs.drain()).toBe(1);
    await restarted.close();
    expect(await x.messageRow(queued.messageId)).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(fake.received().filter((m) => m.to === '9876500004')).toHaveLength(1);
    expect(fake.requestCount()).toBe(requestsBefore + 2);
    // The first server's call ends (its connection drops); the message stays SENT.
    await fake.close();
    fake = await startFakeSmsServer(Number(new URL(fake.url).port));
    await dying;
    expect(await x.messageRow(queued.messageId)).toMatchObject({ status: 'SENT' });
  });

  it('never takes credits below zero under concurrent sends', async () => {
    const other = await createStore(h);
    await x.setBalance(other.supplierId, 5);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        x.queue({ supplierId: other.supplierId, sendKey: `race-${i}`, to: '9876500006' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(7);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'limit_reached' });
    const [row] = await h.database.db
      .select()
      .from(t.smsCreditBalances)
      .where(sql`supplier_id = ${other.supplierId}`);
    expect(row?.credits).toBe(0);
    const messages = await h.database.db
      .select()
      .from(t.outboundMessages)
      .where(sql`supplier_id = ${other.supplierId}`);
    expect(messages).toHaveLength(5);
  });
});
