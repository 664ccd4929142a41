// @vitest-environment jsdom
// Scroll effects wait for the shopper's first scroll.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EFFECTS_WAIT_CLASS, enableEffectsOnScroll } from './effects.ts';

beforeEach(() => {
  document.documentElement.className = EFFECTS_WAIT_CLASS;
});
afterEach(() => {
  document.documentElement.className = '';
});

describe('scroll effects', () => {
  it('stay held while nobody scrolls and switch on with the first scroll', () => {
    enableEffectsOnScroll(document);
    window.dispatchEvent(new Event('load'));
    expect(document.documentElement.classList.contains(EFFECTS_WAIT_CLASS)).toBe(true);
    window.dispatchEvent(new Event('scroll'));
    expect(document.documentElement.classList.contains(EFFECTS_WAIT_CLASS)).toBe(false);
  });

  it('leave a page without the hold alone', () => {
    document.documentElement.className = '';
    enableEffectsOnScroll(document);
    window.dispatchEvent(new Event('scroll'));
    expect(document.documentElement.className).toBe('');
  });
});
