// Website builder journey: pick a theme, drag a banner block in (the canvas is an iframe), upload
// 3 images to it, set parallax on the first block and see it refused on the second with the
// popover text, upload an Open Graph image through the 512×512 crop and a favicon, publish, see
// the change on the storefront, and roll back to the version before.
import type { Browser, FrameLocator, Page } from 'playwright-core';
import sharp from 'sharp';
import { encode as encodeIco } from 'sharp-ico';
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

const OWNER = { email: 'demo@storekeep.in', password: 'demo1234' };
/** A block rendered with the parallax effect (the stylesheet names the class too, so look at class attributes). */
const PARALLAX_BLOCK = /class="[^"]*\bsk-fx-parallax\b/;
const FIRST_SECTION_ONLY = 'This effect is available only for the first section of the website';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function picture(label: string, colour: string, width = 1366, height = 550) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="${colour}"/>
    <text x="${width / 2}" y="${height / 2}" font-family="Noto Sans, sans-serif" font-size="72" fill="#fff" text-anchor="middle">${label}</text>
  </svg>`;
  return {
    name: `${label.toLowerCase()}.jpg`,
    mimeType: 'image/jpeg',
    buffer: await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer(),
  };
}

/** Drags a component from Puck's drawer into the canvas iframe, below the element it is dropped on. */
async function dragIntoCanvas(page: Page, componentLabel: string, targetSelector: string) {
  const item = page.locator('[data-testid="site-editor"]').getByText(componentLabel, { exact: true }).first();
  await item.scrollIntoViewIfNeeded();
  const from = await item.boundingBox();
  const frame = page.locator('iframe').first();
  const frameBox = await frame.boundingBox();
  const target = await page.frameLocator('iframe').first().locator(targetSelector).first().boundingBox();
  if (!from || !frameBox || !target) throw new Error('drag source or target not found');
  // Coordinates inside the iframe are relative to it; the canvas may be scaled, so aim at the
  // lower part of the target as the page shows it.
  const toX = frameBox.x + Math.min(frameBox.width / 2, target.x + target.width / 2);
  const toY = Math.min(frameBox.y + frameBox.height - 10, frameBox.y + target.y + target.height * 0.8);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(toX, toY, { steps: 25 });
  await page.waitForTimeout(300);
  await page.mouse.move(toX, toY + 4, { steps: 5 });
  await page.mouse.up();
}

/**
 * Selects the page's first block and waits until `selected` says its fields are shown. A click
 * that lands while the canvas is still settling (an upload modal closing, a publish returning)
 * selects nothing, so it is repeated; each click gets 10 s to show its result (the block's fields
 * are resolved again, and its place decides the scroll effects offered). A block that is already
 * selected is not resolved again by another click on it, so a retry selects the second block
 * first: the first one's fields are then resolved afresh.
 */
async function selectFirstBlock(canvas: FrameLocator, selected: () => Promise<boolean>): Promise<void> {
  const blocks = canvas.locator('[data-puck-component]');
  for (let attempt = 1; ; attempt++) {
    if (attempt > 1) await blocks.nth(1).click();
    await blocks.first().click();
    try {
      await expect.poll(selected, { timeout: 10_000, interval: 500 }).toBe(true);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** The visible scroll-effect option of the selected block, e.g. 'parallax'. */
const effectOption = (page: Page, effect: string) =>
  page.getByTestId(`scroll-effect-${effect}`).filter({ visible: true });

/** The store's published version number, as the builder's versions list gives it. */
async function publishedVersion(page: Page): Promise<number> {
  const reply = await page.request.get('/api/v1/site/versions');
  expect(reply.status()).toBe(200);
  const { publishedVersion: version } = (await reply.json()) as { publishedVersion: number | null };
  if (version === null) throw new Error('no published version');
  return version;
}

async function storefront(page: Page): Promise<string> {
  const reply = await page.request.get('/s/demo');
  expect(reply.status()).toBe(200);
  return reply.text();
}

describe('website builder', () => {
  it('builds, publishes and rolls back the store website', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    try {
      await signIn(page, OWNER.email, OWNER.password);
      const before = await storefront(page);

      // Pick a theme (the screen loads categories, themes and supplier info before it shows).
      await page.goto('/onlineStore/selectTheme/18');
      await page.getByTestId('select-theme-list').waitFor();
      await page.locator('[data-testid^="theme-select-"]').first().click();
      const confirm = page.getByTestId('theme-replace-confirm');
      if (await confirm.isVisible({ timeout: 1500 }).catch(() => false)) await confirm.click();
      await page.getByTestId('site-editor').waitFor();
      const canvas = page.frameLocator('iframe').first();
      await canvas.locator('.sk-site').first().waitFor({ timeout: 30_000 });
      await screenshot(page, 'builder-editor-1280');

      // Drag a banner block in, under the first block of the page.
      const blocksBefore = await canvas.locator('[data-puck-component]').count();
      await dragIntoCanvas(page, 'Banner carousel', '[data-puck-component]');
      await expect
        .poll(() => canvas.locator('[data-puck-component]').count(), { timeout: 10_000 })
        .toBe(blocksBefore + 1);

      // The new block is selected: upload 3 images at once (the multi-upload slider opens).
      const slides = page.getByTestId('banner-slides-field').filter({ visible: true }).first();
      await slides.waitFor();
      await slides
        .locator('input[type="file"]')
        .setInputFiles([
          await picture('Diwali', '#c2410c'),
          await picture('Silk', '#7e22ce'),
          await picture('Gold', '#a16207'),
        ]);
      await page.getByTestId('multi-upload-done').waitFor();
      await expect
        .poll(async () => page.getByTestId('multi-upload-done').isEnabled(), { timeout: 20_000 })
        .toBe(true);
      await page.getByTestId('multi-upload-done').click();
      await expect.poll(() => slides.locator('img').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);

      // The theme's sections that need the merchant's own words stay off the published store until
      // filled ("Add your own"): they go, so that the first section is one the store shows.
      const blocks = canvas.locator('[data-puck-component]');
      for (let left = 5; left > 0 && (await blocks.first().textContent())?.includes('Add your own'); left--) {
        const count = await blocks.count();
        const deleteFirst = async () => {
          await blocks.first().click();
          // The selected block's action bar (a nested block's bar may show a Delete of its own).
          await canvas.getByRole('button', { name: 'Delete' }).first().click();
        };
        await deleteFirst();
        // Under load the click can land before the block's action bar belongs to it, and nothing
        // goes: once, after a generous wait, select it and delete again.
        const gone = await expect
          .poll(() => blocks.count(), { timeout: 8_000 })
          .toBe(count - 1)
          .then(() => true)
          .catch(() => false);
        if (!gone) await deleteFirst();
        await expect.poll(() => blocks.count(), { timeout: 10_000 }).toBe(count - 1);
      }

      // Parallax: allowed on the first block, refused on the second with the popover text.
      // The parallax option is enabled on the first block only.
      await selectFirstBlock(
        canvas,
        async () =>
          (await effectOption(page, 'parallax').count()) > 0 &&
          effectOption(page, 'parallax').first().locator('input').isEnabled(),
      );
      const parallax = page.getByTestId('scroll-effect-parallax').filter({ visible: true }).first();
      await expect.poll(() => parallax.locator('input').isEnabled()).toBe(true);
      await parallax.locator('input').check();
      await canvas.locator('[data-puck-component]').nth(1).click();
      await expect.poll(() => parallax.textContent()).toContain(FIRST_SECTION_ONLY);
      expect(await parallax.locator('input').isDisabled()).toBe(true);
      await expect
        .poll(() => page.getByTestId('autosave-status').getAttribute('data-status'), { timeout: 15_000 })
        .toBe('saved');

      // Open Graph image through the 512×512 crop.
      await page.getByTestId('editor-settings').click();
      await page.getByTestId('menu-og').click();
      const ogChooser = page.waitForEvent('filechooser');
      await page.getByTestId('og-pick').click();
      await (await ogChooser).setFiles(await picture('Share', '#0f766e', 900, 700));
      await page.getByTestId('og-cropper').waitFor();
      const cropSaved = page.waitForResponse(
        (reply) =>
          reply.request().method() === 'PUT' && /\/api\/v1\/site\/images\/\d+\/crop$/.test(reply.url()),
      );
      await page.getByTestId('og-crop-upload').click();
      const saved = (await (await cropSaved).json()) as { imageId: number; crop: Record<string, unknown> };
      // The crop is kept with the image: the apps read it back by the image's id.
      const forApps = await page.request.get(`/marketplace/cms/theme/getCropperData.ns?id=${saved.imageId}`);
      expect(await forApps.json()).toEqual({ isSuccess: true, data: { id: saved.imageId, ...saved.crop } });
      // The whole height of the 900×700 picture, as the square crop box starts.
      const area = saved.crop.cropperData as { width: number; height: number };
      expect([Math.round(area.width), Math.round(area.height)]).toEqual([700, 700]);
      await page.getByTestId('og-current').waitFor({ timeout: 15_000 });
      await page.getByTestId('og-save').click();
      await page.getByText('Open Graph Image Uploaded').waitFor();

      // A favicon.
      await page.getByTestId('editor-settings').click();
      await page.getByTestId('menu-favicon').click();
      const icon = await sharp({ create: { width: 32, height: 32, channels: 4, background: '#b91c1c' } })
        .png()
        .toBuffer();
      const favChooser = page.waitForEvent('filechooser');
      await page.getByTestId('favicon-pick').click();
      await (await favChooser).setFiles({
        name: 'favicon.ico',
        mimeType: 'image/x-icon',
        buffer: encodeIco([icon]),
      });
      await page.getByTestId('favicon-current').waitFor({ timeout: 15_000 });
      await page.getByTestId('favicon-save').click();
      await page.getByText('Favicon Uploaded Succesfully').waitFor();

      // Publish: 'Saved Successfully', then the storefront shows the change.
      await page.getByTestId('editor-publish').click();
      await page.getByTestId('saved-message').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('saved-message').textContent()).toBe('Saved Successfully');
      await page.getByTestId('saved-continue').click();
      const published = await storefront(page);
      expect(published).not.toBe(before);
      expect(published).toContain('property="og:image"');
      expect(published).toContain('rel="icon"');
      expect(published).toMatch(PARALLAX_BLOCK);
      // The version this journey published (other journeys may have published before it).
      const withParallax = await publishedVersion(page);

      // Publish a second version without the parallax, then roll back to the first.
      await selectFirstBlock(
        canvas,
        async () =>
          (await effectOption(page, 'parallax').count()) > 0 &&
          effectOption(page, 'parallax').first().locator('input').isChecked(),
      );
      await page
        .getByTestId('scroll-effect-none-effect')
        .filter({ visible: true })
        .first()
        .locator('input')
        .check();
      await expect
        .poll(() => page.getByTestId('autosave-status').getAttribute('data-status'), { timeout: 15_000 })
        .toBe('saved');
      await page.getByTestId('editor-publish').click();
      await page.getByTestId('saved-message').waitFor({ timeout: 20_000 });
      await page.getByTestId('saved-manage').click();
      expect(await storefront(page)).not.toMatch(PARALLAX_BLOCK);
      const rows = page.locator('[data-testid^="version-rollback-"]');
      await rows.first().waitFor();
      await page.getByTestId(`version-rollback-${withParallax}`).click();
      await page.getByText(`Version ${withParallax} is live again`).waitFor();
      expect(await storefront(page)).toMatch(PARALLAX_BLOCK);
      await screenshot(page, 'builder-manage-themes-1280');
    } catch (error) {
      await keepFailure(page, 'builder-journey');
      throw error;
    } finally {
      await context.close();
    }
  }, 240_000);

  it('shows the editor and theme picker on a phone', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    try {
      await signIn(page, OWNER.email, OWNER.password);
      await page.goto('/onlineStore/selectTheme/18');
      await page.getByTestId('select-theme-list').waitFor();
      await page.waitForTimeout(1500);
      await screenshot(page, 'builder-select-theme-360');
      await page.goto('/onlineStore/editor?mode=edit');
      await page.getByTestId('site-editor').waitFor();
      await page.frameLocator('iframe').first().locator('.sk-site').first().waitFor({ timeout: 30_000 });
      await screenshot(page, 'builder-editor-360');
      // The mode leaves the visible address after load.
      expect(new URL(page.url()).searchParams.has('mode')).toBe(false);
    } catch (error) {
      await keepFailure(page, 'builder-phone');
      throw error;
    } finally {
      await context.close();
    }
  });
});
