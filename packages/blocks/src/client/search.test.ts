// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enhanceSearch } from './search.ts';
import { enhanceForTest } from './test-document.ts';

let removeListeners: () => void;
beforeEach(() => {
  document.body.innerHTML = `<form role="search" method="get" action="/s/ravi/search" data-sk-search>
    <input type="search" name="q" aria-label="Search products"><button type="submit">Search</button></form>`;
  removeListeners = enhanceForTest(() => enhanceSearch(document));
});
afterEach(() => removeListeners());

const input = () => document.querySelector<HTMLInputElement>('input[name="q"]')!;
const submitSearch = () => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  document.querySelector('form')!.dispatchEvent(event);
  return event;
};

describe('search box', () => {
  it('does not send a blank query and puts the cursor back in the box', () => {
    input().value = '   ';
    expect(submitSearch().defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(input());
  });

  it('sends a query, trimmed', () => {
    input().value = '  basmati rice ';
    expect(submitSearch().defaultPrevented).toBe(false);
    expect(input().value).toBe('basmati rice');
  });
});
