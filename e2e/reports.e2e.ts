// Reports journey against the built product: the sales report for Last 30 Days, switched to by
// category, exported as XLSX and PDF (their figures read back and held against the API's); then a
// GSTR-1 export started from GST returns, the page left, the export found finished on Downloads
// and downloaded, and the file validated against the offline tool's schema (the server tests'
// fixture). Then the cash-drawer close of the transactions report: a counter's day closed with its
// counted cash, closed again, and listed once among the closed days, at 1280 and 360 px, and the
// report's chart at 360 px.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReportReply } from '@storekeep/domain/report-api';
import Ajv from 'ajv';
import ExcelJS from 'exceljs';
import type { Browser, Download, Page } from 'playwright-core';
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

/** A GSTIN whose check character is right (Karnataka); the demo store has none of its own. */
const STORE_GSTIN = '29AAPFU0939F1ZR';
const SCHEMA = join(
  import.meta.dirname,
  '../apps/server/src/modules/reports/test-fixtures/gstr1-schema.json',
);

let browser: Browser;
const tmp = mkdtempSync(join(tmpdir(), 'storekeep-reports-'));
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  rmSync(tmp, { recursive: true, force: true });
});

async function saved(page: Page, click: () => Promise<void>): Promise<{ path: string; name: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const name = (download as Download).suggestedFilename();
  const path = join(tmp, name);
  await (download as Download).saveAs(path);
  return { path, name };
}

async function pick(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('reports', () => {
  it('exports the sales report by category and a GSTR-1 that the offline tool schema accepts', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    let previousPrinter: Record<string, unknown> | null = null;
    try {
      await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
      previousPrinter = await (await page.request.get('/api/v1/printer-settings')).json();
      await page.request.put('/api/v1/printer-settings', {
        data: { ...previousPrinter, gstin: STORE_GSTIN },
      });

      await page.getByRole('link', { name: 'Reports' }).first().click();
      await page.getByTestId('report-sales').waitFor();
      await pick(page, 'report-range-preset', 'Last 30 Days');
      await pick(page, 'report-group', 'Category');
      await page.getByTestId('table-by-category').waitFor();
      const { today } = await (await page.request.get('/api/v1/reports')).json();
      const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
      const api: ReportReply = await (
        await page.request.get(
          `/api/v1/reports/sales?from=${from}&to=${today}&groupBy=category&scope=selected`,
        )
      ).json();
      const net = api.figures.find((f) => f.key === 'netSales')?.value ?? 0;
      expect(net).toBeGreaterThan(0);
      await screenshot(page, 'reports-sales-by-category-1280');

      const xlsx = await saved(page, () => page.getByTestId('report-export-xlsx').click());
      expect(xlsx.name).toBe(`sales-report-${from}-to-${today}.xlsx`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(xlsx.path);
      const summary = book.getWorksheet('Summary');
      const netRow = summary?.getRows(1, summary.rowCount)?.find((r) => r.getCell(1).value === 'Net sales');
      expect(netRow?.getCell(2).value).toBe(net / 100);
      const byCategory = book.getWorksheet('Sales by category');
      expect(byCategory?.rowCount).toBe((api.tables[0]?.rows.length ?? 0) + 2);

      const pdf = await saved(page, () => page.getByTestId('report-export-pdf').click());
      const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', pdf.path, '-'], {
        encoding: 'utf8',
      });
      expect(text).toContain('Sales by category');

      await page.getByTestId('report-tab-gst').click();
      await page.getByTestId('gst-ready').waitFor();
      await page.getByTestId('gstr1-json').click();
      await page.getByText('The GSTR-1 export has started').waitFor();
      // Leave for another screen, then come back to the export through the menu.
      await page.getByRole('link', { name: 'Orders' }).first().click();
      await page.getByTestId('orders-page').or(page.getByTestId('order-list')).first().waitFor();
      await page.getByRole('link', { name: 'Downloads' }).first().click();
      const card = page.locator('[data-testid^="download-"]').filter({ hasText: 'GSTR-1 (JSON)' }).first();
      await card.getByText('Ready').waitFor({ timeout: 30_000 });
      await screenshot(page, 'downloads-1280');
      const gstr1 = await saved(page, () => card.getByTestId('download-file').click());
      expect(gstr1.name).toMatch(/^GSTR1-\d{6}\.json$/);
      const json = JSON.parse(readFileSync(gstr1.path, 'utf8'));
      const validate = new Ajv({ allErrors: true, multipleOfPrecision: 6 }).compile(
        JSON.parse(readFileSync(SCHEMA, 'utf8')),
      );
      expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
      expect(json.gstin).toBe(STORE_GSTIN);

      await page.setViewportSize(PHONE);
      await screenshot(page, 'downloads-360');
      await page.goto('/reports');
      await page.getByTestId('report-sales').waitFor();
      await screenshot(page, 'reports-sales-360');
    } catch (error) {
      await keepFailure(page, 'reports-journey');
      throw error;
    } finally {
      if (previousPrinter) await page.request.put('/api/v1/printer-settings', { data: previousPrinter });
      await context.close();
    }
  });

  it("closes a counter's cash drawer, closes it again, and lists the day once", async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    try {
      await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
      await page.goto('/reports');
      await page.getByTestId('report-tab-transactions').click();
      await page.getByTestId('drawer-form').waitFor();
      await page.getByTestId('drawer-float').fill('2000');
      const expected = await page.getByTestId('drawer-expected').textContent();
      expect(expected).toMatch(/₹/);
      await page.getByTestId('drawer-counted').fill('1');
      await page
        .getByTestId('drawer-difference')
        .getByText(/Short by/)
        .waitFor();
      await page.getByTestId('drawer-close').click();
      await page.getByTestId('drawer-closed-by').waitFor();
      await page.getByTestId('drawer-close').getByText('Close again').waitFor();
      await screenshot(page, 'reports-drawer-close-1280');

      await page.getByTestId('drawer-by-notes').click();
      await page.getByTestId('drawer-note-500').fill('4');
      await page.getByTestId('drawer-close').click();
      const closes = page.getByTestId('drawer-closes');
      await closes.getByText('₹2,000.00').first().waitFor();
      const counter = (await page.getByTestId('drawer-counter').inputValue()).trim();
      await expect(closes.locator('tbody tr').filter({ hasText: counter }).count()).resolves.toBe(1);

      await page.setViewportSize(PHONE);
      await page.getByTestId('drawer-panel').scrollIntoViewIfNeeded();
      await screenshot(page, 'reports-drawer-close-360');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // The report's chart (money in by mode) reads at 360 px too, its numbers kept for screen readers.
      const chart = page.getByTestId('chart-in-by-mode');
      await chart.scrollIntoViewIfNeeded();
      await chart.locator('.recharts-bar-rectangle').first().waitFor();
      await expect(chart.getByRole('listitem').count()).resolves.toBeGreaterThan(0);
      await screenshot(page, 'reports-chart-360');
    } catch (error) {
      await keepFailure(page, 'reports-drawer-journey');
      throw error;
    } finally {
      await context.close();
    }
  });
});
