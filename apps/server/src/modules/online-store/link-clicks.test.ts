// The link clicks' summary and keeping period (decision 0250): the last 30 days by device, every
// device listed, and clicks past 90 days removed by the periodic job.
import { describe, expect, it } from 'vitest';
import { linkClicks } from '../../db/schema.ts';
import { removeOldLinkClicks } from './service.ts';
import { builderTest } from './test-support.ts';

const builder = builderTest({ storeName: 'Link Clicks Store' });
const DAY_MS = 86_400_000;

async function clickedDaysAgo(days: number, deviceCode: number) {
  await builder.h.database.db.insert(linkClicks).values({
    supplierId: builder.owner.supplierId,
    li: 'banner',
    ll: 'home',
    deviceCode,
    clickedAt: new Date(Date.now() - days * DAY_MS),
  });
}

describe('link clicks', () => {
  it('lists every device with 0 before any click', async () => {
    const reply = await builder.call('GET', '/api/v1/site/link-clicks');
    expect(reply.json()).toEqual({
      days: 30,
      total: 0,
      byDevice: [
        { deviceCode: 61, device: 'web', clicks: 0 },
        { deviceCode: 62, device: 'mobileBrowser', clicks: 0 },
        { deviceCode: 63, device: 'androidApp', clicks: 0 },
        { deviceCode: 64, device: 'iosApp', clicks: 0 },
      ],
    });
  });

  it('counts the last 30 days only, and removes clicks older than 90 days', async () => {
    await clickedDaysAgo(1, 62);
    await clickedDaysAgo(29, 62);
    await clickedDaysAgo(29, 64);
    await clickedDaysAgo(31, 61);
    await clickedDaysAgo(91, 61);
    const reply = (await builder.call('GET', '/api/v1/site/link-clicks')).json();
    expect(reply.total).toBe(3);
    expect(reply.byDevice.map((row: { clicks: number }) => row.clicks)).toEqual([0, 2, 0, 1]);

    expect(await removeOldLinkClicks(builder.h.database.db)).toBe(1);
    const left = await builder.h.database.db.select().from(linkClicks);
    expect(left.filter((row) => row.supplierId === builder.owner.supplierId)).toHaveLength(4);
  });
});
