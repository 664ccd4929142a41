// The routes every screen hangs under: the root, login, the session (app data loaded once), the
// password reset and trial-expiry screens, and the shell with its session rules; guard() checks a menu entry's access.
import type { AppData } from '@storekeep/domain/app-data';
import { trialExpiryRoute } from '@storekeep/domain/trial';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { ApiError, CHANGE_PASSWORD_PATH } from './api-client.ts';
import { appDataQueryOptions, canAccess } from './app-data.ts';
import { changeLanguage, i18n, storedLanguage } from './i18n.ts';
import type { NavEntry } from './nav-items.ts';
import { ForbiddenError } from './route-errors.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

export const NotFoundPage = lazyRouteComponent(
  () => import('../features/shell/routes/not-found-page.tsx'),
  'NotFoundPage',
);
export const RouteErrorPage = lazyRouteComponent(
  () => import('../features/shell/routes/route-error-page.tsx'),
  'RouteErrorPage',
);

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: lazyRouteComponent(() => import('../features/auth/routes/login-page.tsx'), 'LoginPage'),
});

/** Every route below needs a session: its app data is loaded once and shared through the context. */
export const sessionRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'session',
  beforeLoad: async ({ context, location }): Promise<{ appData: AppData }> => {
    try {
      const appData = await context.queryClient.ensureQueryData({
        ...appDataQueryOptions,
        revalidateIfStale: true,
      });
      // The person's language from their account, unless this device chose one: applied before any
      // screen under the session draws (the POS opens outside the shell, on a device new to them).
      if (!storedLanguage() && i18n.language !== appData.user.language)
        await changeLanguage(appData.user.language, { remember: false });
      return { appData };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        throw redirect({ to: '/login', search: { redirect: location.href } });
      }
      throw error;
    }
  },
  component: Outlet,
});

export const changePasswordRoute = createRoute({
  getParentRoute: () => sessionRoute,
  path: 'change-password',
  component: lazyRouteComponent(
    () => import('../features/auth/routes/change-password-page.tsx'),
    'ChangePasswordPage',
  ),
});

export const trialExpiredRoute = createRoute({
  getParentRoute: () => sessionRoute,
  path: 'trialExpiry/expired',
  component: lazyRouteComponent(
    () => import('../features/shell/routes/trial-expiry-page.tsx'),
    'TrialExpiredPage',
  ),
});

export const trialProgressRoute = createRoute({
  getParentRoute: () => sessionRoute,
  path: 'trialExpiry/progress',
  component: lazyRouteComponent(
    () => import('../features/shell/routes/trial-expiry-page.tsx'),
    'TrialProgressPage',
  ),
});

/** The shell: the forced password reset and an expired trial come before any screen (back-office.md §4). */
export const shellRoute = createRoute({
  getParentRoute: () => sessionRoute,
  id: 'shell',
  beforeLoad: ({ context, location }) => {
    const { appData } = context;
    if (appData.user.enforcePasswordReset) throw redirect({ to: CHANGE_PASSWORD_PATH });
    const supplier = appData.supplier;
    if (supplier && appData.user.role !== 'platform_admin') {
      const expiryRoute = trialExpiryRoute(supplier.isExpired, supplier.updateRequest);
      if (expiryRoute) throw redirect({ to: expiryRoute });
    }
    if (!supplier && appData.user.role === 'platform_admin' && !location.pathname.startsWith('/admin')) {
      throw redirect({ to: '/admin/suppliers' });
    }
  },
  component: lazyRouteComponent(() => import('./shell.tsx'), 'WiredAppLayout'),
});

export function guard(entry: NavEntry) {
  return ({ context }: { context: { appData: AppData } }) => {
    if (!canAccess(context.appData, entry)) throw new ForbiddenError(entry.label);
  };
}
