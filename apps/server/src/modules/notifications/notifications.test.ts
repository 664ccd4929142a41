import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../demo/generate.ts';
import { createDemoHarness, type Harness, login } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createDemoHarness();
});
afterAll(() => h.close());

describe('notification counts', () => {
  it('counts the demo store per flag, restock as a warning', async () => {
    const cookie = await login(h, DEMO_LOGINS.owner);
    const { counts } = (
      await h.app.inject({ method: 'GET', url: '/api/v1/notifications/counts', headers: { cookie } })
    ).json();
    expect(counts.productCount).toEqual({ count: 27, type: 'normal' });
    expect(counts.customerCount.count).toBe(24);
    expect(counts.enquiryUnreadCount.count).toBe(2);
    expect(counts.onlineOrderCount.count).toBeGreaterThan(0);
    expect(counts.pendingOrderCount.count).toBeGreaterThanOrEqual(counts.onlineOrderCount.count);
    expect(counts.restockCount.type).toBe(counts.restockCount.count > 0 ? 'warning' : 'normal');
  });
});
