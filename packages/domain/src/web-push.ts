// Web push rules (shared-blocks.md §4 Web push, §6, §9): when not to push, the registration
// steps, and how notifications are shown.

export interface PushContext {
  /** The package hides the Orders feature (packagePermissions ORDER:MENU = HIDDEN). */
  ordersHiddenByPackage: boolean;
  isExpired: boolean;
  /** A trial update request is pending (value other than 0). */
  updateRequest: number;
  /** The page's protocol, e.g. 'https:'. */
  protocol: string;
  isCmsPage: boolean;
}

/** Push notifications are skipped when any of the spec's four conditions holds. */
export function shouldSkipPush(context: PushContext): boolean {
  if (context.ordersHiddenByPackage) return true;
  if (context.isExpired && context.updateRequest === 0) return true;
  if (context.protocol !== 'https:') return true;
  return context.isCmsPage;
}

export const PUSH_REGISTRATION_STATES = ['not-asked', 'asked', 'declined', 'token-sent'] as const;
export type PushRegistrationState = (typeof PUSH_REGISTRATION_STATES)[number];

export type PushRegistrationEvent = 'ask' | 'granted' | 'not-now' | 'token-refreshed' | 'logout';

/**
 * Not yet asked → asks permission → token sent (remembered as sent). 'Not now' is remembered;
 * a token refresh resets and resends; logout sends a logged-out status and starts over.
 */
export function nextPushRegistrationState(
  state: PushRegistrationState,
  event: PushRegistrationEvent,
): PushRegistrationState {
  switch (event) {
    case 'ask':
      return state === 'not-asked' ? 'asked' : state;
    case 'granted':
      return state === 'asked' || state === 'not-asked' ? 'token-sent' : state;
    case 'not-now':
      return state === 'asked' ? 'declined' : state;
    case 'token-refreshed':
      return state === 'token-sent' ? 'token-sent' : state;
    case 'logout':
      return 'not-asked';
  }
}

/** Whether the token must be sent to the server on this event. */
export function mustSendPushToken(state: PushRegistrationState, event: PushRegistrationEvent): boolean {
  if (event === 'granted') return state === 'asked' || state === 'not-asked';
  return event === 'token-refreshed' && state === 'token-sent';
}

export type PushUserStatus = 'LOGGED_IN' | 'LOGGED_OUT';

/** The registration record the server keeps per staff member (registerToken). */
export interface PushTokenRegistration {
  browserId: string;
  staffId: number;
  status: 'SUBSCRIBED';
  userStatus: PushUserStatus;
}

export function pushTokenRegistration(
  browserId: string,
  staffId: number,
  userStatus: PushUserStatus,
): PushTokenRegistration {
  return { browserId, staffId, status: 'SUBSCRIBED', userStatus };
}

/** Display is delayed randomly up to 1 s. */
export const PUSH_DISPLAY_MAX_DELAY_MS = 1000;

/** random() in [0, 1) → the delay before showing a notification. */
export function pushDisplayDelay(random: number): number {
  return Math.floor(Math.min(Math.max(random, 0), 0.999_999) * PUSH_DISPLAY_MAX_DELAY_MS);
}

/** Duplicates are suppressed by notification id: returns whether to show it, remembering it. */
export function acceptNotification(seen: Set<string>, notificationId: string): boolean {
  if (seen.has(notificationId)) return false;
  seen.add(notificationId);
  return true;
}
