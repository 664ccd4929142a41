import { describe, expect, it } from 'vitest';
import {
  acceptNotification,
  mustSendPushToken,
  nextPushRegistrationState,
  PUSH_DISPLAY_MAX_DELAY_MS,
  pushDisplayDelay,
  pushTokenRegistration,
  shouldSkipPush,
} from './web-push.ts';

const ok = {
  ordersHiddenByPackage: false,
  isExpired: false,
  updateRequest: 0,
  protocol: 'https:',
  isCmsPage: false,
};

describe('push notifications are skipped when (shared-blocks §6)', () => {
  it.each([
    ['nothing blocks', ok, false],
    ['the Orders feature is hidden by the package', { ...ok, ordersHiddenByPackage: true }, true],
    ['the account is expired', { ...ok, isExpired: true }, true],
    ['expired but a trial update is requested', { ...ok, isExpired: true, updateRequest: 1 }, false],
    ['the page is not https', { ...ok, protocol: 'http:' }, true],
    ['the page is a CMS page', { ...ok, isCmsPage: true }, true],
  ])('%s → skip %s', (_name, context, skip) => {
    expect(shouldSkipPush(context)).toBe(skip);
  });
});

describe('registration (not yet asked → asks → token sent)', () => {
  it.each([
    ['not-asked', 'ask', 'asked', false],
    ['asked', 'granted', 'token-sent', true],
    ['not-asked', 'granted', 'token-sent', true],
    ['asked', 'not-now', 'declined', false],
    ['declined', 'ask', 'declined', false],
    ['declined', 'granted', 'declined', false],
    ['token-sent', 'token-refreshed', 'token-sent', true],
    ['token-sent', 'ask', 'token-sent', false],
    ['declined', 'token-refreshed', 'declined', false],
    ['token-sent', 'not-now', 'token-sent', false],
    ['token-sent', 'logout', 'not-asked', false],
    ['token-sent', 'granted', 'token-sent', false],
  ] as const)('%s + %s → %s (send token: %s)', (state, event, next, send) => {
    expect(nextPushRegistrationState(state, event)).toBe(next);
    expect(mustSendPushToken(state, event)).toBe(send);
  });

  it('registers with status SUBSCRIBED and the login status', () => {
    expect(pushTokenRegistration('b-1', 7, 'LOGGED_OUT')).toEqual({
      browserId: 'b-1',
      staffId: 7,
      status: 'SUBSCRIBED',
      userStatus: 'LOGGED_OUT',
    });
  });
});

describe('display', () => {
  it('is delayed randomly up to 1 s', () => {
    expect(PUSH_DISPLAY_MAX_DELAY_MS).toBe(1000);
    expect(pushDisplayDelay(0)).toBe(0);
    expect(pushDisplayDelay(0.5)).toBe(500);
    expect(pushDisplayDelay(1)).toBe(999);
    expect(pushDisplayDelay(-1)).toBe(0);
  });

  it('suppresses duplicates by notification id', () => {
    const seen = new Set<string>();
    expect(acceptNotification(seen, 'n1')).toBe(true);
    expect(acceptNotification(seen, 'n1')).toBe(false);
    expect(acceptNotification(seen, 'n2')).toBe(true);
  });
});
