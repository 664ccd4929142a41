// Code-based routes of the admin app (back-office.md §2). Every screen is a lazy chunk; the shell
// routes load the session's app data first and apply the session rules (reset, expiry, admin).
import type { AppData } from '@storekeep/domain/app-data';
import { trialExpiryRoute } from '@storekeep/domain/trial';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { lazy } from 'react';
import {
  supplierInfoQuery,
  themeCategoriesQuery,
  themesQuery,
  verticalsQuery,
} from '../features/online-store/api/theme-gallery.ts';
import { RoutePending } from '../ui/route-pending.tsx';
import { ApiError, CHANGE_PASSWORD_PATH } from './api-client.ts';
import { appDataQueryOptions, canAccess } from './app-data.ts';
import { NAV_ENTRIES, type NavEntry, navEntry } from './nav-items.ts';
import { ForbiddenError } from './route-errors.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

const NotFoundPage = lazyRouteComponent(
  () => import('../features/shell/routes/not-found-page.tsx'),
  'NotFoundPage',
);
const RouteErrorPage = lazyRouteComponent(
  () => import('../features/shell/routes/route-error-page.tsx'),
  'RouteErrorPage',
);
const ComingSoonPage = lazy(() =>
  import('../features/shell/routes/coming-soon-page.tsx').then((m) => ({ default: m.ComingSoonPage })),
);

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: lazyRouteComponent(() => import('../features/auth/routes/login-page.tsx'), 'LoginPage'),
});

/** Every route below needs a session: its app data is loaded once and shared through the context. */
const sessionRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'session',
  beforeLoad: async ({ context, location }): Promise<{ appData: AppData }> => {
    try {
      return {
        appData: await context.queryClient.ensureQueryData({
          ...appDataQueryOptions,
          revalidateIfStale: true,
        }),
      };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        throw redirect({ to: '/login', search: { redirect: location.href } });
      }
      throw error;
    }
  },
  component: Outlet,
});

const changePasswordRoute = createRoute({
  getParentRoute: () => sessionRoute,
  path: 'change-password',
  component: lazyRouteComponent(
    () => import('../features/auth/routes/change-password-page.tsx'),
    'ChangePasswordPage',
  ),
});

const trialExpiredRoute = createRoute({
  getParentRoute: () => sessionRoute,
  path: 'trialExpiry/expired',
  component: lazyRouteComponent(
    () => import('../features/shell/routes/trial-expiry-page.tsx'),
    'TrialExpiredPage',
  ),
});

const trialProgressRoute = createRoute({
  getParentRoute: () => sessionRoute,
  path: 'trialExpiry/progress',
  component: lazyRouteComponent(
    () => import('../features/shell/routes/trial-expiry-page.tsx'),
    'TrialProgressPage',
  ),
});

/** The shell: the forced password reset and an expired trial come before any screen (back-office.md §4). */
const shellRoute = createRoute({
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
  component: lazyRouteComponent(() => import('../features/shell/components/app-layout.tsx'), 'AppLayout'),
});

function guard(entry: NavEntry) {
  return ({ context }: { context: { appData: AppData } }) => {
    if (!canAccess(context.appData, entry)) throw new ForbiddenError(entry.label);
  };
}

const homeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../features/home/routes/home-page.tsx'), 'HomePage'),
});

const settingsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'settings',
  beforeLoad: guard(navEntry('settings')),
  component: lazyRouteComponent(
    () => import('../features/settings/routes/settings-page.tsx'),
    'SettingsPage',
  ),
});

const suppliersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'admin/suppliers',
  beforeLoad: guard(navEntry('suppliers')),
  component: lazyRouteComponent(() => import('../features/admin/routes/suppliers-page.tsx'), 'SuppliersPage'),
});

const productsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'products',
  beforeLoad: guard(navEntry('products')),
  component: lazyRouteComponent(
    () => import('../features/products/routes/products-page.tsx'),
    'ProductsPage',
  ),
});

const productNewRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'products/new',
  beforeLoad: guard(navEntry('products')),
  component: lazyRouteComponent(() => import('./product-editor.tsx'), 'WiredProductNewPage'),
});

/** back-office.md §2: product edit, returning to ?redirectRoute= on save. */
const productEditRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'edit/$productId/$reviewState/$puvId',
  beforeLoad: guard(navEntry('products')),
  component: lazyRouteComponent(() => import('./product-editor.tsx'), 'WiredProductEditPage'),
});

const categoriesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'products/categories',
  validateSearch: (search: Record<string, unknown>): { activeTab?: string } =>
    typeof search.activeTab === 'string' ? { activeTab: search.activeTab } : {},
  beforeLoad: guard(navEntry('categories')),
  component: lazyRouteComponent(
    () => import('../features/categories/routes/categories-page.tsx'),
    'CategoriesPage',
  ),
});

const customFieldsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'settings/custom-fields',
  beforeLoad: guard(navEntry('settings')),
  component: lazyRouteComponent(
    () => import('../features/custom-fields/routes/custom-fields-page.tsx'),
    'CustomFieldsPage',
  ),
});

const newCustomFieldRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'settings/custom-fields/new',
  beforeLoad: guard(navEntry('settings')),
  component: lazyRouteComponent(
    () => import('../features/custom-fields/routes/custom-field-edit-page.tsx'),
    'NewCustomFieldPage',
  ),
});

const editCustomFieldRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'settings/custom-fields/$fieldId',
  beforeLoad: guard(navEntry('settings')),
  component: lazyRouteComponent(
    () => import('../features/custom-fields/routes/custom-field-edit-page.tsx'),
    'EditCustomFieldPage',
  ),
});

const productImportRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'products/import',
  beforeLoad: guard(navEntry('productImport')),
  component: lazyRouteComponent(
    () => import('../features/product-import/routes/product-import-page.tsx'),
    'ProductImportPage',
  ),
});

const productTemplatesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'products/templates',
  beforeLoad: guard(navEntry('productCatalogue')),
  component: lazyRouteComponent(
    () => import('../features/product-templates/routes/templates-page.tsx'),
    'TemplatesPage',
  ),
});

const adminTemplatesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'admin/product-templates',
  beforeLoad: guard(navEntry('productTemplates')),
  component: lazyRouteComponent(
    () => import('../features/product-templates/routes/admin-templates-page.tsx'),
    'AdminTemplatesPage',
  ),
});

const productImagesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'products/$productId/images',
  beforeLoad: ({ context, params }) => {
    guard(navEntry('products'))({ context });
    if (!/^[1-9]\d{0,15}$/.test(params.productId)) throw notFound();
  },
  component: lazyRouteComponent(
    () => import('../features/product-images/routes/product-images-page.tsx'),
    'ProductImagesPage',
  ),
});

// Orders and customers.
const numericId = /^[1-9]\d{0,15}$/;

const ordersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'orders',
  beforeLoad: guard(navEntry('orders')),
  component: lazyRouteComponent(() => import('../features/orders/routes/orders-page.tsx'), 'OrdersPage'),
});

const orderDetailRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'orders/$orderId',
  beforeLoad: ({ context, params }) => {
    guard(navEntry('orders'))({ context });
    if (!numericId.test(params.orderId)) throw notFound();
  },
  component: lazyRouteComponent(() => import('./order-detail.tsx'), 'WiredOrderDetailPage'),
});

const customersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'customers',
  beforeLoad: guard(navEntry('customers')),
  component: lazyRouteComponent(
    () => import('../features/customers/routes/customers-page.tsx'),
    'CustomersPage',
  ),
});

const customerRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'customers/$customerId',
  beforeLoad: ({ context, params }) => {
    guard(navEntry('customers'))({ context });
    if (!numericId.test(params.customerId)) throw notFound();
  },
  component: lazyRouteComponent(
    () => import('../features/customers/routes/customer-page.tsx'),
    'CustomerRoutePage',
  ),
});

// pos: the point of sale, full screen in its own tab (no menu), for those with the orders menu.
const posRoute = createRoute({
  getParentRoute: () => sessionRoute,
  path: 'pos',
  beforeLoad: ({ context }) => guard(navEntry('orders'))({ context }),
  component: lazyRouteComponent(() => import('./pos.tsx'), 'WiredPosPage'),
});

// ── Online store (website builder) ──────────────────────────────────────────────────────────
const onlineStoreGuard = guard(navEntry('onlineStore'));

/** The vertical comes from navigation state when present, otherwise from the route (website-builder.md §2). */
function themeVertical(state: unknown, routeParam: string): number {
  const fromState = (state as { verticalId?: unknown } | null)?.verticalId;
  const value = Number(fromState ?? routeParam);
  return Number.isInteger(value) && value > 0 ? value : 18;
}

const onlineStoreLandingRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'onlineStore/onlineStoreLandingPage',
  beforeLoad: onlineStoreGuard,
  component: lazyRouteComponent(
    () => import('../features/online-store/routes/landing-page.tsx'),
    'OnlineStoreLandingPage',
  ),
});

const manageThemesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'myaccount/onlineStore/manageThemes/1',
  beforeLoad: onlineStoreGuard,
  component: lazyRouteComponent(
    () => import('../features/online-store/routes/manage-themes-page.tsx'),
    'ManageThemesPage',
  ),
});

const domainsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'onlineStore/domains',
  beforeLoad: onlineStoreGuard,
  component: lazyRouteComponent(
    () => import('../features/online-store/routes/domains-page.tsx'),
    'DomainsPage',
  ),
});

const upgradeIosRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'myaccount/jd-vendor/upgradeios',
  component: lazyRouteComponent(
    () => import('../features/online-store/routes/upgrade-ios-page.tsx'),
    'UpgradeIosPage',
  ),
});

/** Select Theme: outside the shell (no left menu, no footer); shown once its three loads are in. */
const SelectThemePage = lazy(() =>
  import('../features/online-store/routes/select-theme-page.tsx').then((m) => ({
    default: m.SelectThemePage,
  })),
);
const selectThemeRoute = createRoute({
  getParentRoute: () => sessionRoute,
  path: 'onlineStore/selectTheme/$verticalId',
  beforeLoad: ({ context }) => onlineStoreGuard({ context }),
  loader: async ({ context, params, location }) => {
    const verticalId = themeVertical(location.state, params.verticalId);
    await Promise.all([
      context.queryClient.ensureQueryData(themeCategoriesQuery),
      context.queryClient.ensureQueryData(verticalsQuery),
      context.queryClient.ensureQueryData(themesQuery(verticalId)),
      context.queryClient.ensureQueryData(supplierInfoQuery),
    ]);
    return { verticalId };
  },
  component: function SelectThemeRoute() {
    const { verticalId } = selectThemeRoute.useLoaderData();
    return <SelectThemePage verticalId={verticalId} />;
  },
});

const WalkthroughPage = lazyRouteComponent(
  () => import('../features/online-store/routes/walkthrough-page.tsx'),
  'WalkthroughPage',
);
const walkthroughRoute = createRoute({
  getParentRoute: () => sessionRoute,
  path: 'onlineStore/walkthrough',
  beforeLoad: ({ context }) => onlineStoreGuard({ context }),
  component: WalkthroughPage,
});

/** The editor: full screen (the CMS page hides the left menu), its own chunk with Puck in it. */
const EditorPage = lazy(() =>
  import('../features/online-store/routes/editor-page.tsx').then((m) => ({ default: m.EditorPage })),
);
const editorRoute = createRoute({
  getParentRoute: () => sessionRoute,
  path: 'onlineStore/editor',
  validateSearch: (
    search: Record<string, unknown>,
  ): { mode?: string; themeId?: number; deviceType?: string } => ({
    ...(typeof search.mode === 'string' ? { mode: search.mode } : {}),
    ...(Number.isInteger(Number(search.themeId)) && Number(search.themeId) > 0
      ? { themeId: Number(search.themeId) }
      : {}),
    ...(typeof search.deviceType === 'string' ? { deviceType: search.deviceType } : {}),
  }),
  beforeLoad: ({ context }) => onlineStoreGuard({ context }),
  component: function EditorRoute() {
    const search = editorRoute.useSearch();
    return <EditorPage search={search} />;
  },
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
  sessionRoute.addChildren([
    changePasswordRoute,
    trialExpiredRoute,
    trialProgressRoute,
    posRoute,
    shellRoute.addChildren([
      homeRoute,
      settingsRoute,
      suppliersRoute,
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
      onlineStoreLandingRoute,
      manageThemesRoute,
      domainsRoute,
      upgradeIosRoute,
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
