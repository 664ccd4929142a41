// Catalogue journeys: import a CSV with one bad row, see the row-level error, import the
// valid rows and watch them land; and a custom field made through the type picker and edit page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepFailure, launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser.ts';

const OWNER = { email: 'demo@storekeep.in', password: 'demo1234' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const CSV = [
  'Product Name,SKU,Barcode,HSN/SAC,Unit,MRP,Selling Price,Cost Price,Tax Rate,Category',
  'E2E Jaggery 1kg,E2E-JAG-1,E2E0001,1701,kg,90,85,70,5,E2E Sweeteners',
  'E2E <Broken> Row,E2E-BRK-1,,1701,kg,abc,10,8,5,E2E Sweeteners',
  'E2E Honey 500g,E2E-HON-1,E2E0002,0409,pcs,250,240,180,5,E2E Sweeteners',
].join('\n');

describe('product import', () => {
  it('shows the bad row with its error, refuses nothing silently, then imports the valid rows', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      await signIn(page, OWNER.email, OWNER.password);
      await page.goto('/products/import');
      await page.getByTestId('export-csv').waitFor();
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'jaggery.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
      await page.getByTestId('import-review').waitFor();
      expect(await page.getByTestId('import-summary').textContent()).toBe('2 of 3 rows are ready to import');
      const rowError = page.getByTestId('import-row-error-3').first();
      await rowError.waitFor();
      expect(await page.getByTestId('import-row-errors').textContent()).toContain(
        'Product name cannot contain < or >',
      );
      expect(await page.getByTestId('import-row-errors').textContent()).toContain(
        'Enter an amount of up to 10 digits and 2 decimals',
      );
      // With errors there is no "import all": only the explicit valid-rows choice.
      expect(await page.getByTestId('import-all').count()).toBe(0);
      await screenshot(page, 'product-import-1280');
      await page.getByTestId('import-valid-rows').click();
      await expect
        .poll(() => page.getByTestId('import-done').textContent(), { timeout: 20_000 })
        .toBe('2 products imported');

      // The export now holds the imported products.
      const csv = await page.evaluate(async () => (await fetch('/api/v1/product-exports?format=csv')).text());
      expect(csv).toContain('E2E Jaggery 1kg,E2E-JAG-1,E2E0001,1701,kg,90.00,85.00,70.00,5,E2E Sweeteners');
      expect(csv).not.toContain('Broken');
    } catch (error) {
      await keepFailure(page, 'product-import');
      throw error;
    }
    await context.close();
  });

  it('fits a phone screen', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await signIn(page, OWNER.email, OWNER.password);
    await page.goto('/products/import');
    await page.getByTestId('import-dropzone').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'product-import-360');
    await context.close();
  });
});

describe('custom fields', () => {
  it('creates a Dropdown field through the type picker and edit page, then deletes it with confirmation', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      await signIn(page, OWNER.email, OWNER.password);
      await page.goto('/settings/custom-fields');
      await page.getByTestId('custom-fields-empty').waitFor();
      await page.getByTestId('custom-field-add').click();
      await page.getByTestId('custom-field-type-dropdown').click();
      await page.getByTestId('custom-field-form').waitFor();
      expect(await page.getByTestId('custom-field-type-label').textContent()).toBe('Dropdown');
      await page.getByTestId('custom-field-save').click();
      await page.getByText('Required Field').first().waitFor();
      await page.getByTestId('custom-field-name').fill('Fabric');
      await page.getByTestId('custom-field-value-0').fill('Cotton');
      await page.getByTestId('custom-field-add-value').click();
      expect(await page.getByTestId('custom-field-value-1').inputValue()).toBe('Value 2');
      await page.getByTestId('custom-field-value-1').fill('Cotton');
      await page.getByText('Values cannot be repeated').waitFor();
      expect(await page.getByTestId('custom-field-save').isDisabled()).toBe(true);
      await page.getByTestId('custom-field-value-1').fill('Silk');
      await page.getByTestId('custom-field-mandatory').check();
      await page.getByTestId('custom-field-save').click();
      const row = page.locator('[data-testid^="custom-field-row-"]');
      await row.first().waitFor();
      expect(await row.first().textContent()).toContain('Fabric');
      expect(await row.first().textContent()).toContain('Cotton, Silk');
      await screenshot(page, 'custom-fields-1280');

      await row.first().getByRole('link').click();
      await page.getByTestId('custom-field-delete').click();
      await page.getByTestId('custom-field-delete-confirm').click();
      await page.getByText('Fabric has been deleted').waitFor();
      await page.getByTestId('custom-fields-empty').waitFor();
    } catch (error) {
      await keepFailure(page, 'custom-fields');
      throw error;
    }
    await context.close();
  });
});

describe('product templates', () => {
  it('lets the admin add an approved template and the merchant make a product of it; SmartFill switches', async () => {
    const adminContext = await newContext(browser);
    const admin = await adminContext.newPage();
    try {
      await signIn(admin, 'admin@storekeep.in', 'admin1234');
      await admin.goto('/admin/product-templates');
      await admin.getByTestId('template-add').click();
      await admin.getByTestId('template-form-name').fill('E2E Template Ghee 1L');
      await admin.getByLabel('Barcode').fill('E2EGHEE1');
      await admin.getByLabel('MRP (₹)').fill('650');
      await admin.getByLabel('Approved').check();
      await admin.getByTestId('template-form-save').click();
      await admin.locator('[data-testid^="template-row-"]', { hasText: 'E2E Template Ghee 1L' }).waitFor();
      await screenshot(admin, 'product-templates-admin-1280');
    } catch (error) {
      await keepFailure(admin, 'product-templates-admin');
      throw error;
    }
    await adminContext.close();

    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      await signIn(page, OWNER.email, OWNER.password);
      await page.goto('/products/templates');
      await page.getByTestId('template-search').fill('E2E Template');
      const row = page.locator('[data-testid^="template-row-"]', { hasText: 'E2E Template Ghee 1L' });
      await row.waitFor();
      await row.getByRole('button', { name: 'Create product' }).click();
      await page.getByTestId('template-create-submit').click();
      await page.getByText('E2E Template Ghee 1L added to your products').waitFor();
      // The same barcode again is refused with the server's message.
      await row.getByRole('button', { name: 'Create product' }).click();
      await page.getByTestId('template-create-submit').click();
      await expect
        .poll(() => page.getByTestId('template-create-error').textContent())
        .toBe('This barcode is already used by E2E Template Ghee 1L');
      await page.keyboard.press('Escape');

      await page.getByTestId('templates-settings').click();
      const smartFill = page.getByTestId('smart-fill-switch');
      await smartFill.waitFor();
      expect(await smartFill.isChecked()).toBe(false);
      // The switch shows the saved setting: it turns on once the server has answered, so click, then poll.
      await smartFill.click();
      await expect
        .poll(() => page.evaluate(async () => (await fetch('/api/v1/store-setting')).json()))
        .toEqual({ globalSmartFill: 1 });
      await screenshot(page, 'product-templates-1280');
    } catch (error) {
      await keepFailure(page, 'product-templates');
      throw error;
    }
    await context.close();
  });
});
