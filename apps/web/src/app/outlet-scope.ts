// Which outlets the order lists, tab counts and menu badges count: the outlet selected in the header
// (the default) or all outlets, chosen on the Orders page. One choice kept on this device, read by
// every count, so a badge and a tab always count the same orders.
import type { OutletScope } from '@storekeep/domain/order-tabs';
import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'storekeep.outletScope';
const listeners = new Set<() => void>();
/** The choice made on this page; storage only carries it to the next visit. */
let chosen: OutletScope | null = null;

export function outletScope(): OutletScope {
  if (chosen) return chosen;
  try {
    return localStorage.getItem(STORAGE_KEY) === 'all' ? 'all' : 'selected';
  } catch {
    return 'selected';
  }
}

export function setOutletScope(scope: OutletScope) {
  chosen = scope;
  try {
    if (scope === 'all') localStorage.setItem(STORAGE_KEY, 'all');
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the choice lasts until the page reloads.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOutletScope(): OutletScope {
  return useSyncExternalStore(subscribe, outletScope, () => 'selected');
}
