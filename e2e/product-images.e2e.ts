// Product images journey: on a demo product, add two images (multi-upload with progress), replace
// the second one, see the 8-second saved toast, wait for the variants, and open 'View Images'.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
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
const SAVED = 'This image will be uploaded on your webstore in couple of minutes.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A product photo stand-in: a coloured card with a label, as a real JPEG or PNG. */
async function photo(label: string, colour: string, format: 'jpeg' | 'png') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900">
    <rect width="900" height="900" fill="${colour}"/>
    <circle cx="450" cy="400" r="220" fill="#ffffff" fill-opacity="0.35"/>
    <text x="450" y="760" font-family="Noto Sans, sans-serif" font-size="96" fill="#fff" text-anchor="middle">${label}</text>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  const buffer = await (format === 'jpeg' ? image.jpeg({ quality: 85 }) : image.png()).toBuffer();
  return {
    name: `${label.toLowerCase()}.${format === 'jpeg' ? 'jpg' : 'png'}`,
    mimeType: `image/${format}`,
    buffer,
  };
}

let chosenProductId: number | undefined;
/**
 * The first demo product without pictures (the demo store's others have theirs; demo ids are made
 * on first start); the same one for every test of the file.
 */
async function demoProductId(context: BrowserContext): Promise<number> {
  if (chosenProductId !== undefined) return chosenProductId;
  for (let id = 1; id <= 500; id++) {
    const reply = await context.request.get(`/api/v1/products/${id}/images`);
    if (reply.ok() && (await reply.json()).images.length === 0) {
      chosenProductId = id;
      return id;
    }
  }
  throw new Error('no demo product without pictures found');
}

async function tileSources(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid^="product-image-thumb-"]')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src') ?? ''));
}

/** Which stored image a tile shows, whether as the original or as its thumbnail. */
const stemOf = (src: string | undefined) => (src ?? '').replace(/(_200x200)?\.(jpg|png)(\?.*)?$/, '');

describe('product images', () => {
  it('adds two images, replaces the second, shows the toast and the View Images viewer', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    try {
      await signIn(page, OWNER.email, OWNER.password);
      const productId = await demoProductId(context);
      await page.goto(`/products/${productId}/images`);
      await page.getByTestId('product-images-empty').waitFor();

      // Add two images at once: the progress modal lists both until they are done.
      await page
        .locator('input[type=file][multiple]')
        .first()
        .setInputFiles([await photo('Front', '#1c7ed6', 'jpeg'), await photo('Back', '#e8590c', 'png')]);
      await page.getByTestId('upload-item').first().waitFor();
      await expect
        .poll(() => page.locator('[data-testid=upload-item][data-status=done]').count(), { timeout: 20_000 })
        .toBe(2);
      await page.getByText(SAVED).first().waitFor();
      await page.getByTestId('upload-progress-close').click();
      await page.getByTestId('product-image-1').waitFor();
      expect(await page.getByTestId('product-images-count').textContent()).toBe('2 of 40');

      // A file that is not an image is refused with the spec's message, and nothing is added.
      await page
        .locator('input[type=file][multiple]')
        .first()
        .setInputFiles({
          name: 'setup.exe',
          mimeType: 'application/octet-stream',
          buffer: Buffer.from('MZ'),
        });
      expect(await page.getByTestId('upload-item-message').first().textContent()).toBe(
        'Wrong Extension. Upload only jpeg, png, jpg files',
      );
      await page.getByTestId('upload-progress-close').click();

      // Replace the second image: same place, new picture, the saved toast again.
      const second = page.getByTestId('product-image-1');
      const imageId = await second.getAttribute('data-image-id');
      const before = await tileSources(page);
      await page.getByText(SAVED).first().waitFor({ state: 'detached', timeout: 15_000 });
      await second.locator('input[type=file]').setInputFiles(await photo('Side', '#2f9e44', 'jpeg'));
      await page.getByText(SAVED).first().waitFor();
      await expect.poll(async () => stemOf((await tileSources(page))[1])).not.toBe(stemOf(before[1]));
      expect(await second.getAttribute('data-image-id')).toBe(imageId);
      expect(stemOf((await tileSources(page))[0])).toBe(stemOf(before[0]));

      // The job queue makes the variants; the list switches to the thumbnails by itself.
      await expect
        .poll(() => page.locator('[data-testid^="product-image-"][data-state=ready]').count(), {
          timeout: 30_000,
          interval: 500,
        })
        .toBe(2);
      await expect
        .poll(async () => (await tileSources(page)).every((src) => src.includes('_200x200')))
        .toBe(true);
      await screenshot(page, 'product-images-1280');

      await page.getByTestId('view-images').click();
      const viewer = page.getByRole('dialog', { name: 'View Images' });
      await viewer.waitFor();
      expect(await page.getByTestId('image-viewer-position').textContent()).toBe('1 of 2');
      await viewer.getByRole('button', { name: 'Next image' }).click();
      expect(await page.getByTestId('image-viewer-position').textContent()).toBe('2 of 2');
      await screenshot(page, 'product-images-viewer-1280');
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'hidden' });

      // Drag the second image in front of the first; the new order is saved.
      const firstId = await page.getByTestId('product-image-0').getAttribute('data-image-id');
      const handle = page.getByTestId('product-image-1').getByRole('button', { name: /Drag to reorder/ });
      const from = await handle.boundingBox();
      const to = await page.getByTestId('product-image-0').boundingBox();
      if (!from || !to) throw new Error('tiles not on screen');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
      await page.mouse.move(to.x + to.width / 3, to.y + to.height / 2, { steps: 4 });
      await page.mouse.up();
      await expect
        .poll(() => page.getByTestId('product-image-0').getAttribute('data-image-id'))
        .toBe(imageId);
      await page.reload();
      await page.getByTestId('product-image-1').waitFor();
      expect(await page.getByTestId('product-image-0').getAttribute('data-image-id')).toBe(imageId);
      expect(await page.getByTestId('product-image-1').getAttribute('data-image-id')).toBe(firstId);

      // Delete asks first, then the image is gone.
      await page.getByTestId('product-image-delete-1').click();
      await page.getByTestId('confirm-delete-image').click();
      await expect.poll(() => page.getByTestId('product-images-count').textContent()).toBe('1 of 40');
      expect(await page.getByTestId('product-image-0').getAttribute('data-image-id')).toBe(imageId);
    } catch (error) {
      await keepFailure(page, 'product-images');
      throw error;
    } finally {
      await context.close();
    }
  });

  it('fits a 360 px phone', async () => {
    // The images of the first journey (one left after its delete) are shown.
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    try {
      await signIn(page, OWNER.email, OWNER.password);
      const productId = await demoProductId(context);
      await page.goto(`/products/${productId}/images`);
      await page.getByTestId('product-images-section').waitFor();
      await page.getByTestId('product-image-0').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // No serious or critical accessibility problems in the images section.
      const axe = await new AxeBuilder({ page }).include('[data-testid="product-images-section"]').analyze();
      const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await screenshot(page, 'product-images-360');
    } catch (error) {
      await keepFailure(page, 'product-images-phone');
      throw error;
    } finally {
      await context.close();
    }
  });
});
