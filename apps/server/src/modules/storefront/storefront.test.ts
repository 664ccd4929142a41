import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { DEMO_SLUG, seedDemoStore } from '../../demo/generate.ts';
import { createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await seedDemoStore(h.database.db);
});
afterAll(() => h.close());

describe('store page', () => {
  it('renders the catalogue with en-IN prices, escaped, without hidden categories or paused products', async () => {
    await h.database.db.update(t.categories).set({ isHidden: true }).where(sql`name = 'Household'`);
    await h.database.db
      .update(t.products)
      .set({ isOnDisplay: false })
      .where(sql`name = 'Tata Tea Gold 500 g'`);
    const reply = await h.app.inject({ method: 'GET', url: `/s/${DEMO_SLUG}` });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
    expect(reply.body).toContain('<title>Sharma Kirana &amp; General Store</title>');
    expect(reply.body).toContain('India Gate Basmati Rice 5 kg');
    expect(reply.body).toContain('₹791.12');
    expect(reply.body).not.toContain('Tata Tea Gold');
    expect(reply.body).not.toContain('Surf Excel');
  });

  it('answers 404 for an unknown store', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/s/no-such-store' })).statusCode).toBe(404);
  });
});
