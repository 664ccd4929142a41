// Web push in the admin app (shared-blocks.md §4, §6, §9): when the browser is not asked at all,
// the states of the permission flow, and how a received notification is shown.

export interface PushContext {
  /** The package shows the Orders feature (and the user may see orders). */
  ordersVisible: boolean;
  isExpired: boolean;
  /** A trial update has been requested (updateRequest 1): the expired account still gets pushes. */
  trialUpdateRequested: boolean;
  /** The page is https (browsers count localhost as secure too). */
  isSecure: boolean;
  /** The website builder (the CMS page). */
  isCmsPage: boolean;
}

/** Push notifications are skipped when any of these holds (shared-blocks.md §6). */
export function pushSkipped(context: PushContext): boolean {
  return (
    !context.ordersVisible ||
    (context.isExpired && !context.trialUpdateRequested) ||
    !context.isSecure ||
    context.isCmsPage
  );
}

/**
 * The states (shared-blocks.md §4): not yet asked → asks permission → token sent (remembered
 * locally as sent); the user can decline ('not now' is remembered); a token refresh (the browser's
 * subscription changed) resets and resends.
 */
export type PushState = 'unsupported' | 'notAsked' | 'declined' | 'blocked' | 'send' | 'sent';

export function pushState(input: {
  supported: boolean;
  permission: 'default' | 'granted' | 'denied';
  notNow: boolean;
  /** The subscription endpoint last sent to the server, and the browser's current one. */
  sentEndpoint: string | null;
  currentEndpoint: string | null;
}): PushState {
  if (!input.supported) return 'unsupported';
  if (input.permission === 'denied') return 'blocked';
  if (input.permission === 'default') return input.notNow ? 'declined' : 'notAsked';
  if (input.currentEndpoint && input.sentEndpoint === input.currentEndpoint) return 'sent';
  return 'send';
}
