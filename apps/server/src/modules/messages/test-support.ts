// Shared by the messages tests: a harness whose SMS and WhatsApp go to the local fake gateway
// over HTTP, the store, and small helpers to queue a message and read it back.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import * as t from '../../db/schema.ts';
import { type FakeSmsServer, fakeSmsEnv, startFakeSmsServer } from '../../fakes/fake-sms-server.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { caller } from '../orders/test-support.ts';
import { type QueueMessageInput, queueMessage } from './index.ts';

export interface MessagesFixture {
  h: Harness;
  fake: FakeSmsServer;
  store: StoreFixture;
  api: ReturnType<typeof caller>;
}

export async function messagesFixture(): Promise<MessagesFixture> {
  const fake = await startFakeSmsServer();
  const messaging = loadConfig({
    DATA_DIR: '/tmp/storekeep-messages-test',
    ...fakeSmsEnv(fake.url),
  }).messaging;
  const h = await createHarness({ messaging });
  const store = await createStore(h);
  return { h, fake, store, api: caller(h, await login(h, store.owner)) };
}

let keys = 0;
export function helpers(f: MessagesFixture) {
  const { h } = f;
  return {
    queue: (input: Partial<QueueMessageInput> = {}) =>
      h.database.db.transaction((tx) =>
        queueMessage(tx, {
          supplierId: f.store.supplierId,
          channel: 'SMS',
          purpose: 'ORDER_UPDATE',
          to: '9876500001',
          text: 'Your order 12 is confirmed.',
          sendKey: `test-${keys++}`,
          ...input,
        }),
      ),
    messageRow: async (messageId: number) =>
      (
        await h.database.db
          .select()
          .from(t.outboundMessages)
          .where(sql`supplier_id = ${f.store.supplierId} AND message_id = ${messageId}`)
      )[0],
    balance: async () => (await f.api.call('GET', '/api/v1/messages/sms-balance')).json().credits as number,
    setBalance: (supplierId: number, credits: number) =>
      h.database.db.execute(sql`
        INSERT INTO sms_credit_balances (supplier_id, credits) VALUES (${supplierId}, ${credits})
        ON CONFLICT (supplier_id) DO UPDATE SET credits = ${credits}`),
    /** Lets a job's backoff (or a dead worker's lease) run out now instead of in seconds or minutes. */
    dueNow: () =>
      h.database.db.execute(sql`UPDATE jobs SET run_at = now(), locked_until = now() - interval '1 second'
        WHERE queue = 'send-message' AND state IN ('queued', 'running')`),
  };
}
