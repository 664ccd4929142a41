// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enhanceMobileMenu } from './mobile-menu.ts';
import { enhanceForTest } from './test-document.ts';

let removeListeners: () => void;
beforeEach(() => {
  document.body.innerHTML = `<header><details class="sk-mobile-menu" open><summary aria-label="Menu">≡</summary>
    <div class="sk-mobile-panel"><ul><li><a href="#offers">Offers</a></li></ul></div></details></header>
    <main><p id="outside">Content</p></main>`;
  removeListeners = enhanceForTest(() => enhanceMobileMenu(document));
});
afterEach(() => removeListeners());

const menu = () => document.querySelector<HTMLDetailsElement>('details')!;

describe('mobile menu', () => {
  it('closes on Escape and gives focus back to the menu button', () => {
    document.querySelector<HTMLAnchorElement>('a')!.focus();
    menu().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(menu().open).toBe(false);
    expect(document.activeElement).toBe(document.querySelector('summary'));
  });

  it('closes on a tap outside it, not on a tap inside the panel', () => {
    document.querySelector<HTMLElement>('.sk-mobile-panel')!.click();
    expect(menu().open).toBe(true);
    document.querySelector<HTMLElement>('#outside')!.click();
    expect(menu().open).toBe(false);
  });

  it('closes when one of its links is followed', () => {
    document.querySelector<HTMLAnchorElement>('a')!.click();
    expect(menu().open).toBe(false);
  });
});
