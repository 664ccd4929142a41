// Code-based routes of the admin app (back-office.md §2), assembled into one tree: every screen is a
// lazy chunk; the shell routes load the session's app data first and apply the session rules (reset,
// expiry, admin). The routes of each area are in their own file beside this one.

import { OUTLETS_AREA } from '@storekeep/domain/permissions';
import type { QueryClient } from '@tanstack/react-query';
import { createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { lazy } from 'react';
import { RoutePending } from '../ui/route-pending.tsx';
import { bookingHoursRoute, bookingsRoute } from './booking-routes.ts';
import { inventoryRoute } from './inventory-routes.ts';
import { khataLedgerRoute, khataRoute, statementRoute } from './khata-routes.ts';
import { NAV_ENTRIES, navEntry } from './nav-items.ts';
import {
  discountCodesRoute,
  domainsRoute,
  editorRoute,
  manageThemesRoute,
  onlineStoreLandingRoute,
  selectThemeRoute,
  upgradeIosRoute,
  walkthroughRoute,
} from './online-store-routes.tsx';
import { customerRoute, customersRoute, orderDetailRoute, ordersRoute, posRoute } from './order-routes.ts';
import {
  adminTemplatesRoute,
  categoriesRoute,
  customFieldsRoute,
  editCustomFieldRoute,
  newCustomFieldRoute,
  productEditRoute,
  productImagesRoute,
  productImportRoute,
  productNewRoute,
  productsRoute,
  productTemplatesRoute,
} from './product-routes.ts';
import {
  purchaseBillNewRoute,
  purchaseNewRoute,
  purchaseOrderRoute,
  purchasesRoute,
  vendorRoute,
} from './purchase-routes.ts';
import { downloadsRoute, reportsRoute } from './report-routes.ts';
import {
  changePasswordRoute,
  guard,
  loginRoute,
  NotFoundPage,
  RouteErrorPage,
  rootRoute,
  sessionRoute,
  shellRoute,
  trialExpiredRoute,
  trialProgressRoute,
} from './session-routes.ts';

const ComingSoonPage = lazy(() =>
  import('../features/shell/routes/coming-soon-page.tsx').then((m) => ({ default: m.ComingSoonPage })),
);

const homeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../features/home/routes/home-page.tsx'), 'HomePage'),
});

const settingsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'settings',
  beforeLoad: guard(navEntry('settings')),
  component: lazyRouteComponent(() => import('./settings.tsx'), 'WiredSettingsPage'),
});

const staffRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'staff',
  beforeLoad: guard(navEntry('staff')),
  component: lazyRouteComponent(() => import('../features/staff/routes/staff-page.tsx'), 'StaffPage'),
});

const deliveriesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'deliveries',
  beforeLoad: guard(navEntry('deliveries')),
  component: lazyRouteComponent(
    () => import('../features/deliveries/routes/deliveries-page.tsx'),
    'DeliveriesPage',
  ),
});

const activityRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'staff/activity',
  beforeLoad: guard(navEntry('staff')),
  component: lazyRouteComponent(() => import('../features/staff/routes/activity-page.tsx'), 'ActivityPage'),
});

const outletsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'settings/outlets',
  beforeLoad: guard({ ...navEntry('settings'), ...OUTLETS_AREA }),
  component: lazyRouteComponent(() => import('../features/outlets/routes/outlets-page.tsx'), 'OutletsPage'),
});

/** The invitation link's page: no session needed (the member has no password yet). */
const invitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'invite/$token',
  component: lazyRouteComponent(() => import('./invitation.tsx'), 'WiredInvitationPage'),
});

const smsCreditsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'sms',
  beforeLoad: guard(navEntry('sms')),
  component: lazyRouteComponent(
    () => import('../features/messages/routes/sms-credits-page.tsx'),
    'SmsCreditsPage',
  ),
});

const enquiriesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'onlineStore/enquiries',
  beforeLoad: guard(navEntry('enquiries')),
  component: lazyRouteComponent(
    () => import('../features/messages/routes/enquiries-page.tsx'),
    'EnquiriesPage',
  ),
});

const suppliersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'admin/suppliers',
  beforeLoad: guard(navEntry('suppliers')),
  component: lazyRouteComponent(() => import('../features/admin/routes/suppliers-page.tsx'), 'SuppliersPage'),
});

/** Menu entries whose screens come in a later release get a page that names them. */
const comingSoonRoutes = NAV_ENTRIES.filter((entry) => !entry.built).map((entry) =>
  createRoute({
    getParentRoute: () => shellRoute,
    path: entry.to,
    beforeLoad: guard(entry),
    component: () => <ComingSoonPage entry={entry} />,
  }),
);

export const routeTree = rootRoute.addChildren([
  loginRoute,
  invitationRoute,
  statementRoute,
  sessionRoute.addChildren([
    changePasswordRoute,
    trialExpiredRoute,
    trialProgressRoute,
    posRoute,
    shellRoute.addChildren([
      homeRoute,
      settingsRoute,
      outletsRoute,
      staffRoute,
      activityRoute,
      deliveriesRoute,
      suppliersRoute,
      smsCreditsRoute,
      enquiriesRoute,
      productsRoute,
      productNewRoute,
      productEditRoute,
      categoriesRoute,
      customFieldsRoute,
      newCustomFieldRoute,
      editCustomFieldRoute,
      productImportRoute,
      productTemplatesRoute,
      adminTemplatesRoute,
      productImagesRoute,
      ordersRoute,
      orderDetailRoute,
      customersRoute,
      customerRoute,
      khataRoute,
      khataLedgerRoute,
      purchasesRoute,
      purchaseNewRoute,
      purchaseBillNewRoute,
      purchaseOrderRoute,
      vendorRoute,
      bookingsRoute,
      bookingHoursRoute,
      inventoryRoute,
      onlineStoreLandingRoute,
      manageThemesRoute,
      domainsRoute,
      discountCodesRoute,
      upgradeIosRoute,
      reportsRoute,
      downloadsRoute,
      ...comingSoonRoutes,
    ]),
    selectThemeRoute,
    walkthroughRoute,
    editorRoute,
  ]),
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    defaultPendingComponent: RoutePending,
    defaultPendingMs: 300,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
