// The session's app data (GET /api/v1/app-data): the one query every screen of the shell reads.
import type { AppData } from '@storekeep/domain/app-data';
import { type Actor, type AreaRule, isPackageFeatureVisible, mayOpen } from '@storekeep/domain/permissions';
import { type QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { fetchParsed, type ReplySchema } from './api-client.ts';
import { setNativeDigits } from './digits.ts';
import { setServerTime } from './server-time.ts';

export const APP_DATA_KEY = ['app-data'] as const;

export async function fetchAppData(): Promise<AppData> {
  return fetchParsed('/api/v1/app-data', appDataReply);
}

/**
 * Parses an AppData reply (login, outlet switch, act-as...), keeps the server clock offset and the
 * person's choice of digits (app/digits.ts).
 * The schema (and zod with it) loads here, not with the first screen's JavaScript.
 */
export async function acceptAppData(body: unknown): Promise<AppData> {
  const { appDataSchema } = await import('@storekeep/domain/app-data');
  const appData = appDataSchema.parse(body);
  setServerTime(appData.serverTime);
  setNativeDigits(appData.user.nativeDigits);
  return appData;
}

/** The reply schema of every route that answers AppData (app-data, login, outlet, act-as). */
export const appDataReply: ReplySchema<Promise<AppData>> = { parse: acceptAppData };

export const APP_DATA_STALE_MS = 15_000;

export const appDataQueryOptions = queryOptions({
  queryKey: APP_DATA_KEY,
  queryFn: fetchAppData,
  // Routes show the cached copy at once and re-read it in the background when older than this, so
  // a changed permission, an expired trial or an ended session is noticed on the next navigation.
  staleTime: APP_DATA_STALE_MS,
});

/** Stores a fresh AppData reply so every screen sees the new session at once. */
export function storeAppData(queryClient: QueryClient, appData: AppData): void {
  queryClient.setQueryData(APP_DATA_KEY, appData);
}

/**
 * A new session or another store (login as someone else, act-as, stop acting): the new app data is
 * stored and every other cached answer is reset, so nothing of the previous store shows. Reset, not
 * remove, keeps the mounted screens subscribed to their queries.
 */
export function replaceSession(queryClient: QueryClient, appData: AppData): Promise<void> {
  storeAppData(queryClient, appData);
  return queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== APP_DATA_KEY[0] });
}

export function useAppData(): AppData {
  return useSuspenseQuery(appDataQueryOptions).data;
}

export function actorOf(appData: AppData): Actor {
  return {
    role: appData.user.role,
    supplierType: appData.supplier?.supplierType ?? 'B2C',
    permissions: appData.user.staffPermissions,
  };
}

/**
 * A menu entry or screen's gate: the area's rule (MENU_AREAS in the domain, the one the server's
 * routes read), the store in the session and the package feature.
 */
export function canAccess(appData: AppData, rule: AreaRule): boolean {
  if ((rule.needsSupplier ?? true) && !appData.supplier) return false;
  if (rule.packageFeature && appData.packageDetails) {
    if (!isPackageFeatureVisible(appData.packageDetails.packagePermissions, rule.packageFeature))
      return false;
  }
  return mayOpen(actorOf(appData), rule);
}
