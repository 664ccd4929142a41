// Editing with the real store: the editor's canvas shows the demo store's own products, the phone
// preview is 360 px wide in a 1280 px window, a deleted block comes back with Undo after it was
// autosaved (and after a trip to another page), a featured block's product is picked by typing its
// name, and a second tab that saves over a newer draft gets the server's conflict message and
// loads the latest draft. A block's heading given in Hindi in its "Other languages" field is what
// a shopper who chose Hindi reads on the published store; Tamil shoppers read the theme's heading
// in Tamil. So is an About page's rich text written in Hindi with the rich-text editor, and the
// page's title given in Hindi in the Page SEO slider.
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  DESKTOP,
  keepFailure,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  signIn,
} from './support/browser.ts';
import { DEMO_SLUG, publishDemoTheme } from './support/demo-shop.ts';

const OWNER = { email: 'demo@storekeep.in', password: 'demo1234' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface StoredBlock {
  type: string;
  props: { id: string; productIds?: string[]; translations?: Record<string, Record<string, string>> };
}

/** A page's blocks in the stored draft: the home page's, or the one at that address. */
async function draftBlocks(page: Page, slug = ''): Promise<StoredBlock[]> {
  const reply = await page.request.get('/api/v1/site');
  expect(reply.status()).toBe(200);
  const site = (await reply.json()) as {
    document: { pages: Array<{ kind: string; slug: string; content: { content: StoredBlock[] } }> };
  };
  const found = site.document.pages.find((p) => (slug === '' ? p.kind === 'home' : p.slug === slug));
  if (!found) throw new Error(`no page at /${slug}`);
  return found.content.content;
}
const draftHomeBlocks = (page: Page) => draftBlocks(page);

async function catalogueNames(page: Page): Promise<Array<{ id: string; name: string }>> {
  const reply = await page.request.get('/api/v1/site/catalogue');
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { products: Array<{ id: string; name: string }> }).products;
}

const blockIds = (canvas: FrameLocator) =>
  canvas
    .locator('[data-puck-component]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-puck-component')));

async function autosaved(page: Page): Promise<void> {
  await expect
    .poll(() => page.getByTestId('autosave-status').getAttribute('data-status'), { timeout: 15_000 })
    .toBe('saved');
}

async function openEditor(page: Page): Promise<FrameLocator> {
  await page.goto('/onlineStore/editor?mode=edit');
  await page.getByTestId('site-editor').waitFor();
  const canvas = page.frameLocator('iframe').first();
  await canvas.locator('.sk-site').first().waitFor({ timeout: 30_000 });
  return canvas;
}

/** Selects a block on the canvas and deletes it with the block's own Delete action. */
async function deleteBlock(canvas: FrameLocator, index: number): Promise<void> {
  await canvas.locator('[data-puck-component]').nth(index).click();
  await canvas.getByRole('button', { name: 'Delete' }).click();
}

async function openPart(page: Page, name: string): Promise<void> {
  await page.getByTestId('page-select').click();
  await page.getByRole('option', { name, exact: true }).click();
}

describe('editing with the real store', () => {
  it('shows the store, previews a phone, undoes a delete, picks a product by name, and reports a conflict', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    try {
      await signIn(page, OWNER.email, OWNER.password);
      await page.goto('/onlineStore/selectTheme/18');
      await page.getByTestId('select-theme-list').waitFor();
      await page.locator('[data-testid^="theme-select-"]').first().click();
      const confirm = page.getByTestId('theme-replace-confirm');
      if (await confirm.isVisible({ timeout: 1500 }).catch(() => false)) await confirm.click();
      await page.getByTestId('site-editor').waitFor();
      const canvas = page.frameLocator('iframe').first();
      await canvas.locator('.sk-site').first().waitFor({ timeout: 30_000 });

      // The canvas shows the demo store's own products, not a placeholder or the theme's demo.
      const products = await catalogueNames(page);
      expect(products.length).toBeGreaterThan(8);
      const shown = await canvas.locator('.sk-product-name').allTextContents();
      expect(shown.length).toBeGreaterThan(0);
      expect(shown).toEqual(products.slice(0, shown.length).map((p) => p.name));
      expect(await canvas.getByText('Your products will show here.').count()).toBe(0);

      // The phone preview is 360 px wide in a 1280 px window, and stays so.
      await page.getByRole('button', { name: 'Switch to Mobile viewport' }).click();
      const frame = page.locator('iframe').first();
      await expect.poll(async () => (await frame.boundingBox())?.width, { timeout: 5_000 }).toBe(360);
      const innerWidth = () =>
        canvas.locator('body').evaluate((body) => body.ownerDocument.defaultView?.innerWidth);
      expect(await innerWidth()).toBe(360);
      await page.waitForTimeout(1500);
      expect((await frame.boundingBox())?.width).toBe(360);
      await screenshot(page, 'editor-phone-preview-1280');
      await page.getByRole('button', { name: 'Switch to Desktop viewport' }).click();
      await expect.poll(innerWidth).toBe(1280);

      // Delete a block; the deletion is autosaved; Undo brings it back (and that is saved too).
      const before = await blockIds(canvas);
      const storedBefore = (await draftHomeBlocks(page)).map((b) => b.props.id);
      await deleteBlock(canvas, 1);
      await expect.poll(() => blockIds(canvas)).toHaveLength(before.length - 1);
      await autosaved(page);
      expect(await draftHomeBlocks(page)).toHaveLength(storedBefore.length - 1);
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(() => blockIds(canvas)).toEqual(before);
      await autosaved(page);
      await expect
        .poll(async () => (await draftHomeBlocks(page)).map((b) => b.props.id))
        .toEqual(storedBefore);

      // Still after a trip to another page: delete, autosave, open About us, come back, Undo.
      await deleteBlock(canvas, 2);
      await expect.poll(() => blockIds(canvas)).toHaveLength(before.length - 1);
      await autosaved(page);
      await openPart(page, 'About us');
      await expect.poll(async () => (await blockIds(canvas)).join()).not.toBe(before.join());
      await openPart(page, 'Home');
      await expect.poll(() => blockIds(canvas)).toHaveLength(before.length - 1);
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(() => blockIds(canvas)).toEqual(before);
      await autosaved(page);
      await expect
        .poll(async () => (await draftHomeBlocks(page)).map((b) => b.props.id))
        .toEqual(storedBefore);

      // A featured-products block shows a product picked by typing its name.
      const wanted = products[5] ?? products[0];
      if (!wanted) throw new Error('no products');
      await canvas.locator('[class*="sk-products-web"]').first().click();
      // Puck's select fields carry each option as JSON; the option's label is the merchant's word.
      await page
        .locator('select')
        .filter({ has: page.locator('option[label="Products I pick"]'), visible: true })
        .first()
        .selectOption({ label: 'Products I pick' });
      // Puck keeps a second, hidden copy of the fields panel.
      const search = page.getByTestId('catalogue-search-products').filter({ visible: true }).first();
      await search.waitFor();
      await search.fill(wanted.name.split(' ').slice(0, 2).join(' ').toLowerCase());
      const result = page
        .getByTestId('catalogue-result')
        .filter({ hasText: wanted.name, visible: true })
        .first();
      await result.click();
      await expect
        .poll(() =>
          page
            .getByTestId('picked-item')
            .filter({ visible: true })
            .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-name'))),
        )
        .toEqual([wanted.name]);
      await expect
        .poll(() => canvas.locator('[class*="sk-products-web"] .sk-product-name').allTextContents())
        .toEqual([wanted.name]);
      await screenshot(page, 'editor-product-picker-1280');
      await autosaved(page);
      const featured = (await draftHomeBlocks(page)).find((b) => b.type === 'FeaturedProducts');
      expect(featured?.props.productIds).toEqual([wanted.id]);

      // A second tab editing an older draft hears the server's conflict and loads the latest.
      const second = await context.newPage();
      const secondCanvas = await openEditor(second);
      const blocksNow = await blockIds(canvas);
      await deleteBlock(canvas, 1);
      await autosaved(page);
      await deleteBlock(secondCanvas, 2);
      const conflict = second.getByTestId('save-conflict');
      await conflict.waitFor({ timeout: 15_000 });
      expect(await conflict.textContent()).toContain('This website was changed in another window.');
      await screenshot(second, 'editor-conflict-1280');
      await second.getByTestId('load-latest').click();
      await conflict.waitFor({ state: 'hidden' });
      // The second tab now edits what the first saved: one block fewer than before, the first's.
      await expect.poll(() => blockIds(secondCanvas)).toHaveLength(blocksNow.length - 1);
      await expect
        .poll(async () => (await draftHomeBlocks(second)).map((b) => b.props.id))
        .toHaveLength(blocksNow.length - 1);
      await deleteBlock(secondCanvas, 1);
      await autosaved(second);
      expect(await second.getByTestId('save-conflict').count()).toBe(0);
      expect(await draftHomeBlocks(second)).toHaveLength(blocksNow.length - 2);
      await second.close();
    } catch (error) {
      await keepFailure(page, 'editor-journey');
      throw error;
    } finally {
      await context.close();
    }
  }, 240_000);

  it("shows the store's products on the editor's canvas on a phone", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    try {
      await signIn(page, OWNER.email, OWNER.password);
      const canvas = await openEditor(page);
      const names = new Set((await catalogueNames(page)).map((p) => p.name));
      await canvas.locator('.sk-product-name').first().waitFor();
      const shown = await canvas.locator('.sk-product-name').allTextContents();
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.filter((name) => !names.has(name))).toEqual([]);
      await canvas.locator('.sk-product-name').first().scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      await screenshot(page, 'editor-canvas-360');
    } catch (error) {
      await keepFailure(page, 'editor-phone');
      throw error;
    } finally {
      await context.close();
    }
  });

  it('gives a block’s heading in Hindi; the published store shows it to Hindi shoppers only', async () => {
    await publishDemoTheme(baseURL());
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    try {
      await signIn(page, OWNER.email, OWNER.password);
      const canvas = await openEditor(page);
      await canvas.locator('[data-block="categories"]').first().click();
      // Puck keeps a second, hidden copy of the fields panel.
      await page
        .getByTestId('block-translations-language')
        .filter({ visible: true })
        .first()
        .selectOption('hi');
      const heading = page.getByTestId('block-translation-heading').filter({ visible: true }).first();
      expect(await heading.getAttribute('placeholder')).toBe('Shop by category');
      await heading.fill('हमारी श्रेणियाँ');
      await heading.scrollIntoViewIfNeeded();
      await screenshot(page, 'editor-block-translations-1280');
      await autosaved(page);
      const block = (await draftHomeBlocks(page)).find((b) => b.type === 'FeaturedCategories');
      expect(block?.props.translations).toEqual({ hi: { heading: 'हमारी श्रेणियाँ' } });

      expect((await page.request.post('/api/v1/site/publish')).status()).toBe(200);
      await expect
        .poll(async () => (await page.request.get(`/s/${DEMO_SLUG}?lang=hi`)).text(), { timeout: 15_000 })
        .toContain('हमारी श्रेणियाँ');
      const tamil = await (await page.request.get(`/s/${DEMO_SLUG}?lang=ta`)).text();
      expect(tamil).toContain('வகை வாரியாக வாங்குங்கள்');
      expect(tamil).not.toContain('हमारी श्रेणियाँ');
    } catch (error) {
      await keepFailure(page, 'editor-block-translations');
      throw error;
    } finally {
      await context.close();
    }
  }, 240_000);

  it('writes the About page’s text and title in Hindi; the published page shows them to Hindi shoppers only', async () => {
    await publishDemoTheme(baseURL());
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const ENGLISH_TEXT = 'Our story: your own kirana since 1994.';
    const HINDI_TEXT = 'हमारी कहानी: 1994 से आपकी अपनी किराना दुकान';
    const HINDI_TITLE = 'हमारे बारे में — डेमो किराना';
    try {
      await signIn(page, OWNER.email, OWNER.password);
      const canvas = await openEditor(page);
      await openPart(page, 'About us');
      // The demo store gave no story yet: its rich text waits as "Add your own" until written.
      await canvas
        .locator('[data-block="richtext"], [data-add-your-own]:has-text("Rich text")')
        .first()
        .click();
      // Puck's rich-text editor (TipTap's ProseMirror), once it replaced its loading stand-in.
      const baseText = page.locator('.ProseMirror[contenteditable="true"]').filter({ visible: true }).first();
      await baseText.click();
      await baseText.fill(ENGLISH_TEXT);
      await page
        .getByTestId('block-translations-language')
        .filter({ visible: true })
        .first()
        .selectOption('hi');
      // The same rich-text editor as the base text's, inside the block's Other languages field.
      const body = page.getByTestId('block-translation-html').filter({ visible: true }).first();
      const editable = body.locator('.ProseMirror[contenteditable="true"]');
      await editable.click();
      await editable.fill(HINDI_TEXT);
      await body.scrollIntoViewIfNeeded();
      await screenshot(page, 'editor-rich-text-translations-1280');
      await autosaved(page);
      await expect
        .poll(async () => {
          const block = (await draftBlocks(page, 'about-us')).find((b) => b.type === 'RichText');
          return block?.props.translations?.hi?.html ?? '';
        })
        .toContain(HINDI_TEXT);

      // The page's title in Hindi, in the Page SEO slider's Translations (Hindi is the first pick).
      const seoLoaded = page.waitForResponse((reply) => reply.url().includes('/api/v1/site/seo?'));
      await page.getByTestId('editor-settings').click();
      await page.getByTestId('menu-seo').click();
      await seoLoaded;
      const slider = page.getByTestId('seo-slider');
      const hindiTitle = slider.getByTestId('seo-translations-title');
      await hindiTitle.fill(HINDI_TITLE);
      // The slider has slid in all the way (its fields end inside the window).
      await expect
        .poll(async () => {
          const box = await hindiTitle.boundingBox();
          return box ? box.x + box.width <= DESKTOP.width : false;
        })
        .toBe(true);
      await hindiTitle.scrollIntoViewIfNeeded();
      await screenshot(page, 'editor-seo-translations-1280');
      await slider.getByTestId('seo-save').click();
      await slider.waitFor({ state: 'hidden' });

      expect((await page.request.post('/api/v1/site/publish')).status()).toBe(200);
      const about = (lang: string) =>
        page.request.get(`/s/${DEMO_SLUG}/about-us?lang=${lang}`).then((reply) => reply.text());
      await expect.poll(() => about('hi'), { timeout: 15_000 }).toContain(HINDI_TEXT);
      const hindi = await about('hi');
      expect(hindi).toContain(`<title>${HINDI_TITLE}</title>`);
      expect(hindi).toContain(`<meta property="og:title" content="${HINDI_TITLE}">`);
      expect(hindi).not.toContain(ENGLISH_TEXT);
      const english = await about('en');
      expect(english).toContain(ENGLISH_TEXT);
      expect(english).not.toContain(HINDI_TEXT);
      expect(english).not.toContain(HINDI_TITLE);
    } catch (error) {
      await keepFailure(page, 'editor-rich-text-translations');
      throw error;
    } finally {
      await context.close();
    }
  }, 240_000);
});
