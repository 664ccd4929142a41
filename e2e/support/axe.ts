// axe-core over a page (a storefront page, an admin screen): the serious and critical violations, one readable line each.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Blocks with scroll effects (CSS scroll-driven animations) start transparent until they scroll
 * into view, and axe would judge their contrast half-faded: scroll through the page first, as a
 * shopper does, so every block is measured as it is read.
 */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await page.waitForTimeout(200);
}

/** `scroll: false` for pages without scroll effects (the admin app): measured as they stand. */
export async function seriousViolations(page: Page, { scroll = true } = {}): Promise<string[]> {
  if (scroll) await scrollThrough(page);
  // Legacy mode runs axe.run in each frame as injected; the default (runPartial, then finishRun in a
  // blank page opened for the purpose) costs a new page per check, more than twice the time of a
  // run on the admin screens. Only violations are collected: passes are not read.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}${v.nodes.length > 3 ? ` (+${v.nodes.length - 3} more)` : ''}`,
    );
}
