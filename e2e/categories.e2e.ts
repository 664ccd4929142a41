// Categories journeys: build a 3-level tree, hide the parent and see the children marked, the unhide
// refusal popup for a child; the mobile screens and their titles at 360 px.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
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
/** A 40×30 orange PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAPUlEQVRIie3VQQ0AMAwCwElAL2qRMhnb45L+mzSUO2uezLG4Tj3hineqApnKDCSKxWCxWBwWg8VicV+xeAEymaE7qzbXyQAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const row = (page: Page, name: string) => page.locator(`[data-testid^="category-row-"][data-name="${name}"]`);

async function idOf(page: Page, name: string): Promise<string> {
  const testId = await row(page, name).getAttribute('data-testid');
  return (testId ?? '').replace('category-row-', '');
}

async function addCategory(page: Page, name: string, parent: string | null) {
  if (parent === null) await page.getByTestId('category-add').click();
  else {
    await page.getByTestId(`category-menu-${await idOf(page, parent)}`).click();
    await page.getByTestId('category-action-add-child').click();
  }
  await page.getByTestId('category-name-input').fill(name);
  await page.getByTestId('category-name-save').click();
  await row(page, name).waitFor();
}

describe('category tree on the web', () => {
  it('creates a 3-level tree, hides the parent, marks the children and refuses to unhide a child', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    try {
      await signIn(page, OWNER.email, OWNER.password);
      await page.getByTestId('nav-categories').first().click();
      await page.getByTestId('category-tree').waitFor();
      expect(await page.title()).toContain('Categories');

      await addCategory(page, 'Festive Sweets', null);
      await page.getByText('Category created successfully').first().waitFor();
      await addCategory(page, 'Bengali Sweets', 'Festive Sweets');
      await addCategory(page, 'Rasgulla', 'Bengali Sweets');
      await addCategory(page, 'Gujarati Sweets', 'Festive Sweets');

      // A blank name is refused with the spec's message, before any call.
      await page.getByTestId('category-add').click();
      await page.getByTestId('category-name-input').fill('   ');
      await page.getByTestId('category-name-save').click();
      await page.getByText('Category name cannot be blank').waitFor();
      await page.keyboard.press('Escape');

      // A 3rd-level category cannot take a child.
      await page.getByTestId(`category-menu-${await idOf(page, 'Rasgulla')}`).click();
      expect(await page.getByTestId('category-action-add-child').count()).toBe(0);
      await page.keyboard.press('Escape');

      // The image: cropped square in the browser, kept 200×200 by the server.
      await page.getByTestId(`category-menu-${await idOf(page, 'Rasgulla')}`).click();
      await page.getByTestId('category-action-image').click();
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'rasgulla.png', mimeType: 'image/png', buffer: PNG });
      await page.getByTestId('category-cropper').waitFor();
      await page.getByTestId('category-image-save').click();
      await page.getByText('Category Updated').first().waitFor();
      const thumb = row(page, 'Rasgulla').locator('img');
      await thumb.waitFor();
      expect(await thumb.getAttribute('src')).toMatch(
        /^\/uploads\/categories\/\d+\/\d+-[0-9a-f]+\.(png|jpg)$/,
      );
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);

      // Hide the parent: the categories under it are marked parent-hidden.
      const parentId = await idOf(page, 'Festive Sweets');
      await page.getByTestId(`category-menu-${parentId}`).click();
      await page.getByTestId('category-action-hide').click();
      await page.getByTestId('confirm-hide-ok').click();
      await page.getByText('Requested category is hidden successfully.').first().waitFor();
      await page.getByTestId(`category-hidden-${parentId}`).waitFor();
      for (const child of ['Bengali Sweets', 'Rasgulla']) {
        await page.getByTestId(`category-parent-hidden-${await idOf(page, child)}`).waitFor();
        expect(await row(page, child).getAttribute('data-parent-hidden')).toBe('true');
      }

      // Checking the child checks its own child and makes the parent partial.
      const childId = await idOf(page, 'Bengali Sweets');
      await page.getByTestId(`category-check-${childId}`).click();
      await expect
        .poll(() => page.getByTestId(`category-check-${parentId}`).getAttribute('data-state'))
        .toBe('partial');
      expect(
        await page.getByTestId(`category-check-${await idOf(page, 'Rasgulla')}`).getAttribute('data-state'),
      ).toBe('checked');
      // No serious accessibility problems in the tree and its toolbar (control names, contrast, roles).
      const axe = await new AxeBuilder({ page })
        .include('[data-testid="category-tree"]')
        .include('[data-testid="category-selection-bar"]')
        .analyze();
      const serious = axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
      await row(page, 'Festive Sweets').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await screenshot(page, 'categories-1280');

      // Unhiding the child while the parent stays hidden is refused with the popup.
      await page.getByTestId('category-unhide').click();
      await page.getByTestId('confirm-unhide-ok').click();
      const popup = page.getByTestId('category-popup');
      await popup.waitFor();
      expect(await popup.textContent()).toBe(
        'Child categories would not be unhidden if parent category is hidden',
      );
      await page.getByTestId('category-popup-ok').click();
      expect(await row(page, 'Bengali Sweets').getAttribute('data-parent-hidden')).toBe('true');

      // Drag 'Gujarati Sweets' above 'Bengali Sweets' (keyboard drag: Space, arrow, Space).
      const names = () =>
        page
          .locator('[data-testid^="category-row-"][data-name]')
          .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-name')));
      await page.getByRole('button', { name: 'Drag Gujarati Sweets' }).focus();
      // The keyboard sensor starts listening a moment after the pick-up.
      for (const key of ['Space', 'ArrowUp', 'Space']) {
        await page.keyboard.press(key);
        await page.waitForTimeout(300);
      }
      await page.getByText('Changes to your Category has been applied successfully.').first().waitFor();
      await expect
        .poll(async () => {
          const now = await names();
          return now.indexOf('Gujarati Sweets') < now.indexOf('Bengali Sweets');
        })
        .toBe(true);

      // Move up / down among siblings.
      const before = await page
        .locator('[data-testid^="category-row-"][data-name]')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-name')));
      await page.getByTestId(`category-up-${parentId}`).click();
      await page.getByText('Changes to your Category has been applied successfully.').first().waitFor();
      await expect
        .poll(async () =>
          (
            await page
              .locator('[data-testid^="category-row-"][data-name]')
              .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-name')))
          ).indexOf('Festive Sweets'),
        )
        .toBeLessThan(before.indexOf('Festive Sweets'));
    } catch (error) {
      await keepFailure(page, 'categories-web');
      throw error;
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe('category screens on a phone', () => {
  it('walks default → category-description → cropper with the spec titles at 360 px', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    try {
      await signIn(page, OWNER.email, OWNER.password);
      await page.goto('/products/categories');
      const title = page.getByTestId('mobile-screen-title');
      await expect.poll(() => title.textContent()).toBe('Select Display Category');
      await page.getByTestId('mobile-category-list').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // The web journey above hid 'Festive Sweets': show it and its marked children.
      const festive = row(page, 'Festive Sweets');
      const painted = await festive
        .waitFor({ timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      if (painted) await festive.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await screenshot(page, 'categories-360');

      await page.getByTestId('mobile-add').click();
      await expect.poll(() => title.textContent()).toBe('Add Parent Category');
      await page.getByTestId('mobile-choose-parent').click();
      await expect.poll(() => title.textContent()).toBe('Select Parent Category');
      await page.locator('[data-testid^="pick-parent-"]').first().click();
      await expect.poll(() => title.textContent()).toBe('Add Child Category');
      await page.getByTestId('mobile-add-image').click();
      await expect.poll(() => title.textContent()).toBe('Add Image');
      await page.getByTestId('mobile-back').click();
      await expect.poll(() => title.textContent()).toBe('Add Child Category');
      // Choose and frame an image before the category exists: it is uploaded right after the create.
      await page.getByTestId('mobile-add-image').click();
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'shelf.png', mimeType: 'image/png', buffer: PNG });
      await page.getByTestId('category-cropper').waitFor();
      await page.getByTestId('mobile-cropper-save').click();
      await expect.poll(() => title.textContent()).toBe('Add Child Category');
      await page.getByTestId('category-name-input').fill('Phone Shelf');
      await page.getByTestId('category-name-save').click();
      await page.getByText('Category created successfully').first().waitFor();
      await expect.poll(() => title.textContent(), { timeout: 15_000 }).toBe('Select Display Category');
      await row(page, 'Phone Shelf').waitFor();
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const tree = await (await fetch('/api/v1/categories')).json();
            return tree.categories.find((c: { name: string }) => c.name === 'Phone Shelf')?.imageUrl ?? null;
          }),
        )
        .toMatch(/^\/uploads\/categories\/\d+\/\d+-[0-9a-f]+\.(png|jpg)$/);
      await page.getByTestId(`category-edit-${await idOf(page, 'Phone Shelf')}`).click();
      await expect.poll(() => title.textContent()).toBe('Edit Child Category');

      await page.goto('/products/categories?activeTab=add');
      await expect.poll(() => title.textContent()).toBe('Add Parent Category');
    } catch (error) {
      await keepFailure(page, 'categories-phone');
      throw error;
    } finally {
      await context.close();
    }
  });
});
