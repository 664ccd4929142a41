// Manager approval at the POS: the owner asks for a manager's PIN above a 10 % discount and gives
// the store's manager a PIN on the Staff screen; the cashier's bill with 25 % off is stopped by the
// server, the POS shows the PIN dialog, a wrong PIN is refused, the manager's PIN lets the bill
// through, and the owner finds the approver in the activity log. A return from the order page asks
// for the same PIN before the refund goes through.
import { APPROVAL_MESSAGES } from '@storekeep/domain/manager-approval';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  keepFailure,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  signIn,
} from './support/browser.ts';
import { DEMO_OWNER } from './support/demo-shop.ts';

const MANAGER = 'staff@storekeep.in';
const CASHIER = { email: 'cashier@storekeep.in', password: 'cashier1234' };
const PIN = '4321';
const run = String(Date.now()).slice(-6);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('manager approval', () => {
  it('stops a 25 % discount at the POS until the manager’s PIN, and logs the approver', async () => {
    const ownerContext = await newContext(browser, DESKTOP);
    const owner = await ownerContext.newPage();
    const cashierContext = await newContext(browser, DESKTOP);
    const cashier = await cashierContext.newPage();
    try {
      await signIn(owner, DEMO_OWNER.email, DEMO_OWNER.password);
      const flags = await owner.request.patch('/api/v1/settings/account', {
        data: { isAllowDiscounts: true, approvalForDiscount: true, approvalDiscountPercent: 10 },
      });
      expect(flags.status()).toBe(200);
      const barcode = `88${run}01`;
      const created = await owner.request.post('/api/v1/products', {
        data: { productName: `Shampoo ${run}`, sellingPricePaise: 40_000, salesTax: 0, barcode },
      });
      expect(created.status()).toBe(201);
      const productId = (await created.json()).productId as number;
      for (const outlet of (await (await owner.request.get('/api/v1/outlets')).json()).outlets as Array<{
        outletId: number;
      }>)
        await owner.request.post('/api/v1/stock/adjustments', {
          data: { productId, quantity: 20, reason: 'OPENING', outletId: outlet.outletId },
        });

      // The owner gives the manager a PIN on the Staff screen.
      await owner.goto('/staff');
      await owner.getByTestId('staff-page').waitFor();
      const card = owner.getByTestId('staff-member').filter({ hasText: MANAGER });
      await card.getByTestId('staff-approval-pin').click();
      await owner.getByTestId('approval-pin-input').fill('12');
      await owner.getByTestId('approval-pin-save').click();
      await owner.getByText('Enter a PIN of 4 to 6 digits.').waitFor();
      await owner.getByTestId('approval-pin-input').fill(PIN);
      await screenshot(owner, 'approval-pin-1280');
      await owner.getByTestId('approval-pin-save').click();
      await expect.poll(() => card.getByTestId('staff-approval-pin').textContent()).toBe('Can approve');

      // The cashier bills with 25 % off: the server wants approval, the POS asks for the PIN.
      await signIn(cashier, CASHIER.email, CASHIER.password);
      await cashier.goto('/pos');
      await cashier.getByTestId('pos-page').waitFor();
      await cashier.getByTestId('pos-search').fill(barcode);
      await cashier.keyboard.press('Enter');
      await expect.poll(() => cashier.getByTestId('pos-line').count()).toBe(1);
      await cashier.getByTestId('pos-bill-discount').fill('25%');
      await cashier.getByTestId('pos-complete').click();
      await cashier.getByTestId('approval-reason').waitFor();
      expect(await cashier.getByTestId('approval-reason').textContent()).toBe(
        'A discount above 10 % needs a manager’s approval.',
      );
      await cashier.getByTestId('approval-pin').fill('0000');
      await cashier.getByTestId('approval-submit').click();
      await cashier.getByText('Wrong PIN.').waitFor();
      await cashier.setViewportSize(PHONE);
      await screenshot(cashier, 'approval-dialog-360');
      await cashier.setViewportSize(DESKTOP);
      await screenshot(cashier, 'approval-dialog-1280');
      await cashier.getByTestId('approval-pin').fill(PIN);
      await cashier.getByTestId('approval-submit').click();
      await cashier.getByTestId('pos-last-order').waitFor();
      await expect.poll(() => cashier.getByTestId('approval-reason').count()).toBe(0);

      // Without an approval the API refuses the same bill, whatever the screen does.
      const direct = await cashier.request.post('/api/v1/orders', {
        data: {
          items: [{ productId, quantity: 1 }],
          billDiscount: { type: 'PERCENT', value: 25 },
          confirm: true,
        },
      });
      expect(direct.status()).toBe(403);
      expect((await direct.json()).error.code).toBe('approval_required');

      // The owner sees who approved it.
      await owner.goto('/staff/activity');
      await owner.getByTestId('activity-page').waitFor();
      const entry = owner.getByTestId('activity-entry').filter({ hasText: 'Approved by' }).first();
      await entry.waitFor();
      expect(await entry.textContent()).toContain('discount above the limit');
      await screenshot(owner, 'approval-activity-1280');
    } catch (error) {
      await keepFailure(owner, 'approval-owner');
      await keepFailure(cashier, 'approval-cashier');
      throw error;
    } finally {
      await ownerContext.close();
      await cashierContext.close();
    }
  }, 120_000);

  it('asks the manager’s PIN for a return from the order page, then sends it again approved', async () => {
    const ownerContext = await newContext(browser, DESKTOP);
    const owner = await ownerContext.newPage();
    const cashierContext = await newContext(browser, PHONE);
    const cashier = await cashierContext.newPage();
    try {
      await signIn(owner, DEMO_OWNER.email, DEMO_OWNER.password);
      expect(
        (
          await owner.request.patch('/api/v1/settings/account', { data: { approvalForRefund: true } })
        ).status(),
      ).toBe(200);
      const { members } = (await (await owner.request.get('/api/v1/staff')).json()) as {
        members: Array<{ staffId: number; email: string }>;
      };
      const manager = members.find((m) => m.email === MANAGER);
      expect(
        (
          await owner.request.put(`/api/v1/staff/${manager?.staffId}/approval-pin`, { data: { pin: PIN } })
        ).status(),
      ).toBe(200);
      const created = await owner.request.post('/api/v1/products', {
        data: { productName: `Conditioner ${run}`, sellingPricePaise: 30_000, salesTax: 0 },
      });
      const productId = (await created.json()).productId as number;
      for (const outlet of (await (await owner.request.get('/api/v1/outlets')).json()).outlets as Array<{
        outletId: number;
      }>)
        await owner.request.post('/api/v1/stock/adjustments', {
          data: { productId, quantity: 5, reason: 'OPENING', outletId: outlet.outletId },
        });

      await signIn(cashier, CASHIER.email, CASHIER.password);
      const bill = await cashier.request.post('/api/v1/orders', {
        data: { source: 'INSTORE', items: [{ productId, quantity: 2 }], confirm: true },
      });
      expect(bill.status()).toBe(201);
      const orderId = (await bill.json()).orderId as number;

      await cashier.goto(`/orders/${orderId}`);
      await cashier.getByTestId('action-return').click();
      await cashier.getByTestId('return-qty-1').fill('1');
      await cashier.getByTestId('return-submit').click();
      await cashier.getByTestId('approval-reason').waitFor();
      expect(await cashier.getByTestId('approval-reason').textContent()).toBe(APPROVAL_MESSAGES.REFUND);
      await screenshot(cashier, 'approval-return-360');
      await cashier.getByTestId('approval-pin').fill(PIN);
      await cashier.getByTestId('approval-submit').click();
      await cashier.getByTestId('item-returned-1').waitFor();
      await expect.poll(() => cashier.getByTestId('approval-reason').count()).toBe(0);
    } catch (error) {
      await keepFailure(owner, 'approval-return-owner');
      await keepFailure(cashier, 'approval-return-cashier');
      throw error;
    } finally {
      await ownerContext.close();
      await cashierContext.close();
    }
  }, 120_000);
});
