// Turns account flags (batches, serials, loose goods…) on or off for the signed-in page's store, as
// Settings does, through the settings API.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL } from './browser.ts';

export async function setAccountFlags(page: Page, flags: Record<string, boolean>): Promise<void> {
  const reply = await page.request.patch(`${baseURL()}/api/v1/settings/account`, { data: flags });
  expect(reply.status(), await reply.text()).toBe(200);
}
