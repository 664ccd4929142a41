import { describe, expect, it } from 'vitest';
import { pushSkipped, pushState } from './web-push.ts';

const base = {
  ordersVisible: true,
  isExpired: false,
  trialUpdateRequested: false,
  isSecure: true,
  isCmsPage: false,
};

describe('push skip rules (shared-blocks.md §6)', () => {
  it.each([
    ['the Orders feature is hidden by the package', { ordersVisible: false }, true],
    ['the account is expired', { isExpired: true }, true],
    [
      'the account is expired but a trial update is requested',
      { isExpired: true, trialUpdateRequested: true },
      false,
    ],
    ['the page is not https', { isSecure: false }, true],
    ['the page is a CMS page', { isCmsPage: true }, true],
    ['none holds', {}, false],
  ])('%s', (_name, change, skipped) => {
    expect(pushSkipped({ ...base, ...change })).toBe(skipped);
  });
});

describe('push states (shared-blocks.md §4)', () => {
  const state = (change: Partial<Parameters<typeof pushState>[0]>) =>
    pushState({
      supported: true,
      permission: 'default',
      notNow: false,
      sentEndpoint: null,
      currentEndpoint: null,
      ...change,
    });
  it('asks when not yet asked, remembers "not now", and never asks a browser that blocked it', () => {
    expect(state({})).toBe('notAsked');
    expect(state({ notNow: true })).toBe('declined');
    expect(state({ permission: 'denied' })).toBe('blocked');
    expect(state({ supported: false })).toBe('unsupported');
  });
  it('sends the token once, and again after a token refresh', () => {
    expect(state({ permission: 'granted' })).toBe('send');
    expect(
      state({ permission: 'granted', sentEndpoint: 'https://p/1', currentEndpoint: 'https://p/1' }),
    ).toBe('sent');
    expect(
      state({ permission: 'granted', sentEndpoint: 'https://p/1', currentEndpoint: 'https://p/2' }),
    ).toBe('send');
  });
});
