// Serial (IMEI) numbers at the counter: two phones received with their serials on a vendor's bill,
// one sold at the POS by scanning its serial into the line's picker; the bill shows the serial
// under the line, the stock history lists it as sold on that bill and the other as in stock.
// Beside it a loose product's quantity box keeps room for its figures next to the unit selector.
// A phone in two colours: the picker of a Blue line offers the Blue phone's serials only.
// A phone sent to the second outlet: the dispatch dialog names its IMEI (sellable nowhere on the
// way), the receipt takes it in there, and the second outlet's POS sells it by that IMEI. A faulty
// phone goes back to the vendor on a debit note named by its IMEI.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAccountFlags } from './support/account-flags.ts';
import {
  baseURL,
  DESKTOP,
  keepFailure,
  launchBrowser,
  newContext,
  screenshot,
  signIn,
} from './support/browser.ts';
import { DEMO_OWNER } from './support/demo-shop.ts';
import { openPos, typeCashReceived } from './support/pos.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('serial numbers journey', () => {
  it('sells a phone by its IMEI at the POS and shows the IMEI on the bill and in the stock history', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const run = Date.now().toString(36).toUpperCase();
    const phone = `Journey Phone ${run}`;
    const dal = `Journey Loose Dal ${run}`;
    const [first, second] = [`35209900${run}1`, `35209900${run}2`];
    let pos: Page | undefined;
    try {
      await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
      await setAccountFlags(page, { enableIMEINumber: true, sellLooseProducts: true });
      const created = await page.request.post(`${baseURL()}/api/v1/products`, {
        data: { productName: phone, sellingPricePaise: 1_500_000 },
      });
      expect(created.status(), await created.text()).toBe(201);
      const phoneId = (await created.json()).productId as number;
      const appData = await (await page.request.get(`${baseURL()}/api/v1/app-data`)).json();
      const here = (appData.selectedOutletId ?? appData.outlets[0].outletId) as number;
      const loose = await page.request.post(`${baseURL()}/api/v1/products`, {
        data: {
          productName: dal,
          unitOfMeasurement: 'kg',
          sellingPricePaise: 14_000,
          createStock: [{ outletId: here, quantity: 10 }],
        },
      });
      expect(loose.status(), await loose.text()).toBe(201);
      const vendor = await page.request.post(`${baseURL()}/api/v1/vendors`, {
        data: { name: `Phone Distributor ${run}` },
      });
      expect(vendor.status(), await vendor.text()).toBe(201);
      const received = await page.request.post(`${baseURL()}/api/v1/purchase-bills`, {
        data: {
          vendorId: (await vendor.json()).vendorId,
          lines: [{ productId: phoneId, quantity: 2, serialNos: [first, second] }],
        },
      });
      expect(received.status(), await received.text()).toBeLessThan(300);

      pos = await openPos(page, context);
      // The loose dal first: at 1280 px its quantity box keeps room for '0.250' beside 'kg'.
      await pos.getByTestId('pos-search').fill(dal);
      await pos.getByTestId('pos-search-result').filter({ hasText: dal }).first().click();
      const dalQty = pos.getByTestId('pos-line').first().getByTestId('pos-line-qty');
      await dalQty.fill('0.25');
      const box = await dalQty.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(130);
      expect(
        await pos.getByTestId('pos-line-unit').evaluate((el) => el.getBoundingClientRect().width),
      ).toBeGreaterThanOrEqual(56);
      await dalQty
        .locator('xpath=../..')
        .screenshot({ path: 'artifacts/dal-qty.png', scale: 'css' })
        .catch(() => {});

      await pos.getByTestId('pos-search').fill(phone);
      await pos.getByTestId('pos-search-result').filter({ hasText: phone }).first().click();
      await expect.poll(() => pos!.getByTestId('pos-line').count()).toBe(2);
      // The scanner types the IMEI into the line's picker and presses Enter.
      const picker = pos.getByTestId('pos-line-serials-1');
      await picker.click();
      await pos.keyboard.type(second);
      await pos.keyboard.press('Enter');
      await expect.poll(() => pos!.getByTestId('pos-line').nth(1).textContent()).toContain(second);
      await screenshot(pos, 'pos-serials-1280');
      // ₹15,000 for the phone and 0.25 kg × ₹140 = ₹35 for the dal.
      await expect.poll(async () => pos!.getByTestId('pos-total').textContent()).toContain('15,035');
      await pos.getByTestId('pos-search').focus();
      await typeCashReceived(pos, '15035');
      await pos.keyboard.press('Enter');
      await pos.getByTestId('pos-last-order').waitFor();

      const orders = await (await page.request.get(`${baseURL()}/api/v1/orders?tab=INSTORE`)).json();
      const orderId = orders.orders[0].orderId as number;
      const order = await (await page.request.get(`${baseURL()}/api/v1/orders/${orderId}`)).json();
      const phoneLine = order.items.find((i: { productId: number }) => i.productId === phoneId);
      expect(phoneLine.serialNos).toEqual([second]);

      // The bill on screen: the IMEI under the phone's line; the PDF prints.
      await page.goto(`/orders/${orderId}`);
      const serials = page.getByTestId(`item-serials-${phoneLine.lineNo}`);
      await serials.waitFor();
      expect(await serials.textContent()).toContain(second);
      await screenshot(page, 'order-serials-1280');
      const pdf = await page.request.get(`${baseURL()}/api/v1/orders/${orderId}/invoice?layout=80MM`);
      expect(pdf.status()).toBe(200);

      // The stock history: the sold serial with the bill's number, the other in stock.
      const moves = await page.request.get(`${baseURL()}/api/v1/inventory/products/${phoneId}/moves`);
      expect(moves.status(), await moves.text()).toBe(200);
      expect((await moves.json()).moves.map((m: { reason: string }) => m.reason)).toEqual([
        'SALE',
        'PURCHASE',
      ]);
      await pos.close();
      pos = undefined;
      await page.goto(`/inventory?q=${encodeURIComponent(phone)}`);
      await page.getByTestId(`inventory-history-${phoneId}`).click();
      const sold = page.getByTestId(`serial-${second}`);
      await sold.waitFor();
      expect(await sold.textContent()).toContain(`#${order.orderNumber}`);
      expect(await page.getByTestId(`serial-${first}`).textContent()).toContain('In stock');
      await page.getByTestId('history-table').waitFor();
      await screenshot(page, 'inventory-serials-1280');
    } catch (error) {
      await keepFailure(pos ?? page, 'serials');
      throw error;
    } finally {
      await setAccountFlags(page, { enableIMEINumber: false, sellLooseProducts: false }).catch(() => {});
      await context.close();
    }
  }, 180_000);

  it('sends a phone by its IMEI to the second outlet and sells it there', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const run = Date.now().toString(36).toUpperCase();
    const phone = `Travel Phone ${run}`;
    const [kept, sent] = [`35209933${run}1`, `35209933${run}2`];
    let pos: Page | undefined;
    let backHome: (() => Promise<unknown>) | undefined;
    try {
      await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
      await setAccountFlags(page, { enableIMEINumber: true });
      const appData = await (await page.request.get(`${baseURL()}/api/v1/app-data`)).json();
      const outlets = appData.outlets as Array<{
        outletId: number;
        name: string;
        accounts: Array<{ accountId: number }>;
      }>;
      const here = (appData.selectedOutletId ?? outlets[0]?.outletId) as number;
      const there = outlets.find((o) => o.outletId !== here);
      expect(there, 'the demo store has a second outlet').toBeDefined();
      const switchTo = (outletId: number) =>
        page.request.put(`${baseURL()}/api/v1/session/outlet`, {
          data: {
            outletId,
            accountId: outlets.find((o) => o.outletId === outletId)?.accounts[0]?.accountId,
          },
        });
      const created = await page.request.post(`${baseURL()}/api/v1/products`, {
        data: { productName: phone, sellingPricePaise: 1_200_000 },
      });
      expect(created.status(), await created.text()).toBe(201);
      const phoneId = (await created.json()).productId as number;
      const vendor = await page.request.post(`${baseURL()}/api/v1/vendors`, {
        data: { name: `Travel Distributor ${run}` },
      });
      const received = await page.request.post(`${baseURL()}/api/v1/purchase-bills`, {
        data: {
          vendorId: (await vendor.json()).vendorId,
          lines: [{ productId: phoneId, quantity: 2, serialNos: [kept, sent] }],
        },
      });
      expect(received.status(), await received.text()).toBeLessThan(300);
      const requested = await page.request.post(`${baseURL()}/api/v1/inventory/transfers`, {
        data: {
          fromOutletId: here,
          toOutletId: there?.outletId,
          lines: [{ productId: phoneId, quantity: 1 }],
        },
      });
      expect(requested.status(), await requested.text()).toBe(200);
      const transferId = (await requested.json()).transferId as number;
      const sellable = async (outletId: number) =>
        (
          await (
            await page.request.get(
              `${baseURL()}/api/v1/orders/serials?productId=${phoneId}&outletId=${outletId}`,
            )
          ).json()
        ).serials.map((s: { serialNo: string }) => s.serialNo);

      // Dispatch: the dialog's picker offers the sending outlet's phones; the scanner picks one.
      await page.goto('/inventory');
      await page.getByTestId('inventory-tab-transfers').click();
      const card = page.getByTestId(`transfer-${transferId}`);
      await card.getByTestId(`transfer-dispatch-${transferId}`).click();
      const dispatch = page.getByTestId('dispatch-modal');
      const picker = dispatch.getByTestId(`dispatch-serials-${phoneId}`);
      await picker.click();
      await page.getByRole('option', { name: kept }).waitFor();
      await page.keyboard.type(sent);
      await page.keyboard.press('Enter');
      await expect.poll(() => picker.locator('..').textContent()).toContain(sent);
      await page.keyboard.press('Escape');
      await screenshot(page, 'transfer-dispatch-serials-1280');
      await dispatch.getByTestId('dispatch-save').click();
      await dispatch.waitFor({ state: 'detached' });
      await expect.poll(() => card.getByTestId('transfer-status').textContent()).toBe('In transit');
      expect(await card.getByTestId(`transfer-serials-${phoneId}`).textContent()).toContain(sent);
      expect(await sellable(here)).toEqual([kept]);
      expect(await sellable(there?.outletId as number)).toEqual([]);

      // Receipt: the phone on the way is chosen already; it arrives at the second outlet.
      for (const close of await page.locator('.mantine-Notification-closeButton').all())
        await close.click({ timeout: 2_000 }).catch(() => undefined);
      await card.getByTestId(`transfer-receive-${transferId}`).click();
      const receive = page.getByTestId('receive-modal');
      await expect
        .poll(() => receive.getByTestId(`receive-serials-${phoneId}`).locator('..').textContent())
        .toContain(sent);
      await screenshot(page, 'transfer-receive-serials-1280');
      await receive.getByTestId('receive-save').click();
      await receive.waitFor({ state: 'detached' });
      expect(await sellable(there?.outletId as number)).toEqual([sent]);
      expect(await sellable(here)).toEqual([kept]);

      // The second outlet's counter sells it by its IMEI.
      expect((await switchTo(there?.outletId as number)).status()).toBeLessThan(300);
      backHome = () => switchTo(here);
      pos = await openPos(page, context);
      await pos.getByTestId('pos-search').fill(phone);
      await pos.getByTestId('pos-search-result').filter({ hasText: phone }).first().click();
      await expect.poll(() => pos!.getByTestId('pos-line').count()).toBe(1);
      await pos.getByTestId('pos-line-serials-0').click();
      await pos.getByRole('option', { name: sent }).waitFor();
      expect(await pos.getByRole('option').allTextContents()).toEqual([sent]);
      await pos.keyboard.type(sent);
      await pos.keyboard.press('Enter');
      await expect.poll(() => pos!.getByTestId('pos-line').first().textContent()).toContain(sent);
      await pos.getByTestId('pos-search').focus();
      await typeCashReceived(pos, '12000');
      await pos.keyboard.press('Enter');
      await pos.getByTestId('pos-last-order').waitFor();
      const orders = await (await page.request.get(`${baseURL()}/api/v1/orders?tab=INSTORE`)).json();
      const order = await (
        await page.request.get(`${baseURL()}/api/v1/orders/${orders.orders[0].orderId}`)
      ).json();
      expect(order.outletId).toBe(there?.outletId);
      expect(order.items[0].serialNos).toEqual([sent]);
    } catch (error) {
      await keepFailure(pos ?? page, 'serials-transfer');
      throw error;
    } finally {
      await pos?.close().catch(() => {});
      await backHome?.().catch(() => {});
      await setAccountFlags(page, { enableIMEINumber: false }).catch(() => {});
      await context.close();
    }
  }, 180_000);

  it('sends a phone back to the vendor by its IMEI on a debit note', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const run = Date.now().toString(36).toUpperCase();
    const phone = `Faulty Phone ${run}`;
    const [good, faulty] = [`35209944${run}1`, `35209944${run}2`];
    try {
      await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
      await setAccountFlags(page, { enableIMEINumber: true });
      const created = await page.request.post(`${baseURL()}/api/v1/products`, {
        data: { productName: phone, sellingPricePaise: 900_000 },
      });
      const phoneId = (await created.json()).productId as number;
      const vendor = await page.request.post(`${baseURL()}/api/v1/vendors`, {
        data: { name: `Faulty Distributor ${run}` },
      });
      const received = await page.request.post(`${baseURL()}/api/v1/purchase-bills`, {
        data: {
          vendorId: (await vendor.json()).vendorId,
          lines: [{ productId: phoneId, quantity: 2, serialNos: [good, faulty] }],
        },
      });
      expect(received.status(), await received.text()).toBeLessThan(300);
      const po = await received.json();

      await page.goto(`/purchases/${po.purchaseOrderId}`);
      await page.getByTestId('po-return').click();
      const form = page.getByTestId('return-form');
      await form.getByTestId('return-serials-1').click();
      await page.getByRole('option', { name: good }).waitFor();
      await page.keyboard.type(faulty);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Escape');
      // The quantity follows the serials chosen.
      await expect.poll(() => form.getByTestId('return-quantity-1').inputValue()).toBe('1');
      await screenshot(page, 'purchase-return-serials-1280');
      await form.getByTestId('return-save').click();
      await form.waitFor({ state: 'detached' });
      const serials = await (
        await page.request.get(`${baseURL()}/api/v1/inventory/products/${phoneId}/serials`)
      ).json();
      expect(
        serials.serials.map((s: { serialNo: string; status: string }) => [s.serialNo, s.status]),
      ).toEqual([
        [good, 'IN_STOCK'],
        [faulty, 'RETURNED'],
      ]);
    } catch (error) {
      await keepFailure(page, 'serials-return');
      throw error;
    } finally {
      await setAccountFlags(page, { enableIMEINumber: false }).catch(() => {});
      await context.close();
    }
  }, 180_000);

  it("offers a variant's line only the serials received as that variant", async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const run = Date.now().toString(36).toUpperCase();
    const phone = `Colour Phone ${run}`;
    const [black, blue] = [`35209911${run}1`, `35209922${run}2`];
    let pos: Page | undefined;
    try {
      await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
      await setAccountFlags(page, { enableIMEINumber: true, isAllowVariantProducts: true });
      const created = await page.request.post(`${baseURL()}/api/v1/products`, {
        data: {
          productName: phone,
          sellingPricePaise: 1_500_000,
          variants: [
            { variantName: 'Black', sellingPricePaise: 1_500_000 },
            { variantName: 'Blue', sellingPricePaise: 1_500_000 },
          ],
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const product = await created.json();
      const [blackId, blueId] = product.variants.map((v: { variantId: number }) => v.variantId) as [
        number,
        number,
      ];
      const vendor = await page.request.post(`${baseURL()}/api/v1/vendors`, {
        data: { name: `Colour Distributor ${run}` },
      });
      expect(vendor.status(), await vendor.text()).toBe(201);
      const received = await page.request.post(`${baseURL()}/api/v1/purchase-bills`, {
        data: {
          vendorId: (await vendor.json()).vendorId,
          lines: [
            { productId: product.productId, variantId: blackId, quantity: 1, serialNos: [black] },
            { productId: product.productId, variantId: blueId, quantity: 1, serialNos: [blue] },
          ],
        },
      });
      expect(received.status(), await received.text()).toBeLessThan(300);

      pos = await openPos(page, context);
      await pos.getByTestId('pos-search').fill(phone);
      await pos
        .getByTestId('pos-search-result')
        .filter({ hasText: `${phone} (Blue)` })
        .first()
        .click();
      await expect.poll(() => pos!.getByTestId('pos-line').count()).toBe(1);
      await pos.getByTestId('pos-line-serials-0').click();
      await pos.getByRole('option', { name: blue }).waitFor();
      expect(await pos.getByRole('option').allTextContents()).toEqual([blue]);
    } catch (error) {
      await keepFailure(pos ?? page, 'serials-variant');
      throw error;
    } finally {
      await setAccountFlags(page, { enableIMEINumber: false, isAllowVariantProducts: false }).catch(() => {});
      await pos?.close().catch(() => {});
      await context.close();
    }
  }, 180_000);
});
