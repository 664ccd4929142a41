// The bookings journey: the owner adds a service and a stylist's hours; a shopper books a slot on
// the published salon store and sees the confirmation; the owner sees it at once, books a second
// slot from the booking slider, is refused a double booking with a clear message, moves the booking
// by drag, marks it done and bills it in one step.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  DESKTOP,
  keepFailure,
  launchBrowser,
  newContext,
  screenshot,
  signIn,
} from './support/browser.ts';
import { DEMO_OWNER, DEMO_SLUG, publishDemoTheme, signInOverApi } from './support/demo-shop.ts';

const SALON_THEME = 'Glow Studio';
const SHOP = `/s/${DEMO_SLUG}`;

let browser: Browser;
let cookie: string;

async function api<T>(path: string, method = 'GET', body?: object): Promise<T> {
  const reply = await fetch(`${baseURL()}/api/v1${path}`, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!reply.ok) throw new Error(`${path}: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as T;
}

/** A Monday a week or more ahead on India's clock: the stylist works Mondays. */
function nextMonday(): string {
  const day = new Date(Date.now() + 330 * 60_000 + 7 * 86_400_000);
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** Mantine's select: opened from the keyboard (a sticky header may cover the field), then the option. */
async function choose(page: Page, testId: string, option: string | RegExp) {
  const field = page.getByTestId(testId);
  await field.focus();
  await field.press('ArrowDown');
  await page.getByRole('option', { name: option }).first().click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  await publishDemoTheme(baseURL(), SALON_THEME);
  cookie = await signInOverApi(baseURL());
  await api('/settings/account', 'PATCH', { showOnlineBooking: true });
});
afterAll(() => browser?.close());

describe('bookings journey', () => {
  it('books online and in the back office, refuses a double booking, moves one by drag and bills it', async () => {
    const owner = await (await newContext(browser, DESKTOP)).newPage();
    const shopper = await (await newContext(browser, DESKTOP)).newPage();
    const service = `Hair Spa ${Date.now().toString(36)}`;
    const shopperName = `Salon Shopper ${Date.now().toString(36)}`;
    const monday = nextMonday();
    try {
      // The owner adds a service (a product with the service module) …
      await signIn(owner, DEMO_OWNER.email, DEMO_OWNER.password);
      await owner.goto('/products/new?isServiceModule=1');
      await owner.getByTestId('product-name').fill(service);
      await owner.getByTestId('product-mrp').fill('800');
      await owner.getByTestId('product-selling-price').fill('800');
      await owner.getByTestId('product-save').click();
      await owner.waitForURL((url) => url.pathname === '/products');
      const { services } = await api<{ services: Array<{ serviceId: number; serviceName: string }> }>(
        '/bookings/services',
      );
      const serviceId = services.find((s) => s.serviceName === service)?.serviceId as number;
      const { staff } = await api<{ staff: Array<{ staffId: number; name: string }> }>('/bookings/staff');
      const stylist = staff.find((s) => s.name === 'Ravi Kumar')?.staffId as number;

      // … how long it takes and who gives it, and the stylist's Mondays.
      await owner.goto('/bookings/hours');
      await choose(owner, `service-duration-${serviceId}`, '45 min');
      await choose(owner, `service-staff-${serviceId}`, 'Ravi Kumar');
      await owner.getByTestId(`service-save-${serviceId}`).click();
      await owner.getByTestId(`service-saved-${serviceId}`).waitFor();
      await owner.getByTestId(`works-${stylist}-1`).check();
      await owner.getByTestId(`save-hours-${stylist}`).click();
      await owner.getByTestId(`hours-saved-${stylist}`).waitFor();
      await screenshot(owner, 'bookings-hours-1280');

      // A shopper books 10:00 on the published salon store and gets the confirmation.
      await shopper.goto(`${SHOP}/book`);
      await shopper.getByRole('link', { name: new RegExp(service) }).click();
      await shopper.locator(`a[href*="date=${monday}"]`).click();
      await shopper.locator('input[name="fromTime"][value="10:00"]').check();
      await shopper.locator('input[name="name"]').fill(shopperName);
      await shopper.locator('input[name="mobile"]').fill('9845012345');
      await shopper.getByRole('button', { name: 'Book' }).click();
      await shopper.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
      expect(await shopper.locator('main').textContent()).toContain('With Ravi Kumar');
      await screenshot(shopper, 'bookings-shop-confirmed-1280');

      // The owner sees it at once: the counter and the calendar.
      await owner.goto(`/bookings?date=${monday}`);
      await owner.getByTestId('bookings-new-online').waitFor();
      await owner
        .getByRole('button', { name: new RegExp(shopperName) })
        .first()
        .waitFor();

      // A second booking from the booking slider, at 12:00 with the stylist.
      await owner.getByTestId('bookings-new').click();
      await owner.getByTestId('booking-form').waitFor();
      await owner.getByTestId('booking-customer').focus();
      await owner.getByTestId('booking-customer').press('ArrowDown');
      await owner.getByRole('option').first().click();
      await choose(owner, 'booking-service', new RegExp(service));
      await choose(owner, 'booking-staff', 'Ravi Kumar');
      await owner.getByTestId('booking-date').fill(monday);
      await choose(owner, 'booking-time', '12:00 PM');
      await owner.getByTestId('booking-submit').click();
      await owner.getByTestId('booking-slider-done').waitFor();
      await owner.getByRole('button', { name: 'Open the calendar' }).click();
      await owner.getByTestId('booking-form').waitFor({ state: 'detached' });
      const calendar = await api<{ bookings: Array<{ id: number; from_time: string; source: string }> }>(
        `/bookings?start_date=${monday}&staff_id=${stylist}`,
      );
      const second = calendar.bookings.find((b) => b.from_time === '12:00')?.id as number;
      const online = calendar.bookings.find((b) => b.source === 'ONLINE')?.id as number;
      await screenshot(owner, 'bookings-calendar-1280');

      // Dragged (held by its top) onto the shopper's 10:00 booking: refused, saying why. The target is
      // brought to the middle of the window first, clear of the sticky header.
      if (await owner.getByTestId('push-not-now').count()) await owner.getByTestId('push-not-now').click();
      await owner
        .getByTestId(`booking-block-${online}`)
        .evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const block = owner.getByTestId(`booking-block-${second}`);
      const top = { x: 30, y: 4 };
      await block.dragTo(owner.getByTestId(`booking-block-${online}`), {
        sourcePosition: top,
        targetPosition: top,
      });
      await expect
        .poll(() => owner.getByTestId('bookings-move-error').textContent(), { timeout: 10_000 })
        .toContain('already has a booking at this time');

      // Dragged to 14:00: moved.
      await owner.getByTestId('bookings-move-error').getByRole('button').click();
      await owner
        .getByTestId(`slot-${monday}-${stylist}-14:00`)
        .evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await block.dragTo(owner.getByTestId(`slot-${monday}-${stylist}-14:00`), {
        sourcePosition: top,
        targetPosition: top,
      });
      await expect
        .poll(async () => (await api<{ from_time: string }>(`/bookings/${second}`)).from_time, {
          timeout: 10_000,
        })
        .toBe('14:00');

      // Done, then the bill in one step: the order page opens with the service on it.
      await owner.getByTestId(`booking-block-${second}`).click();
      await owner.getByTestId('booking-reminder').waitFor();
      await owner.getByTestId('booking-done').click();
      await owner.getByTestId(`booking-block-${second}`).click();
      await owner.getByTestId('booking-bill').click();
      await owner.waitForURL((url) => /^\/orders\/\d+$/.test(url.pathname));
      await owner.getByText(service).first().waitFor();
      const billed = await api<{ orderId: number | null; status: string }>(`/bookings/${second}`);
      expect(billed).toMatchObject({ status: 'DONE' });
      expect(owner.url()).toContain(`/orders/${billed.orderId}`);
    } catch (error) {
      await keepFailure(owner, 'bookings-owner');
      await keepFailure(shopper, 'bookings-shopper');
      throw error;
    }
  });
});
