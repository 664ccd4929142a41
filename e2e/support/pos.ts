// The point of sale as a cashier opens it: from the shell's POS button, confirmed, in a new tab.
import type { BrowserContext, Page } from 'playwright-core';

/** Opens the POS from the home page and answers its tab once the sale screen shows. */
export async function openPos(page: Page, context: BrowserContext): Promise<Page> {
  await page.goto('/');
  await page.getByTestId('open-pos').click();
  const opened = context.waitForEvent('page');
  await page.getByTestId('pos-open-confirm').click();
  const pos = await opened;
  await pos.getByTestId('pos-page').waitFor();
  return pos;
}

/**
 * Types the cash received as a cashier does: Alt+T to the cash box, then the amount. The amount is
 * typed only once the box has the focus (typed too early it lands in the product search).
 */
export async function typeCashReceived(pos: Page, amount: string): Promise<void> {
  const cash = pos.getByTestId('pos-cash');
  const focused = () => cash.evaluate((el) => el === document.activeElement);
  await pos.keyboard.press('Alt+t');
  for (let tries = 0; !(await focused()); tries++) {
    if (tries === 20) throw new Error('Alt+T did not move the focus to the cash received');
    await pos.waitForTimeout(250);
    if (tries % 4 === 3) await pos.keyboard.press('Alt+t');
  }
  await pos.keyboard.type(amount);
}
