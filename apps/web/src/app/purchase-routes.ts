// Routes of purchasing: purchase orders and vendors (the Purchases menu entry).
import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { navEntry } from './nav-items.ts';
import { guard, shellRoute } from './session-routes.ts';

const numericId = /^[1-9]\d{0,15}$/;
const purchasesGuard = guard(navEntry('purchases'));

export const purchasesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'purchases',
  beforeLoad: purchasesGuard,
  component: lazyRouteComponent(
    () => import('../features/purchases/routes/purchases-page.tsx'),
    'PurchasesPage',
  ),
});

export const purchaseNewRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'purchases/new',
  beforeLoad: purchasesGuard,
  validateSearch: (search: Record<string, unknown>): { from?: 'scratch' | 'low-stock' } =>
    search.from === 'low-stock' || search.from === 'scratch' ? { from: search.from } : {},
  component: lazyRouteComponent(
    () => import('../features/purchases/routes/purchase-order-editor.tsx'),
    'PurchaseOrderEditorRoutePage',
  ),
});

export const purchaseBillNewRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'purchases/bill',
  beforeLoad: purchasesGuard,
  component: lazyRouteComponent(
    () => import('../features/purchases/routes/purchase-bill-editor.tsx'),
    'PurchaseBillEditor',
  ),
});

export const purchaseOrderRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'purchases/$purchaseOrderId',
  beforeLoad: ({ context, params }) => {
    purchasesGuard({ context });
    if (!numericId.test(params.purchaseOrderId)) throw notFound();
  },
  component: lazyRouteComponent(
    () => import('../features/purchases/routes/purchase-order-page.tsx'),
    'PurchaseOrderRoutePage',
  ),
});

export const vendorRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'purchases/vendors/$vendorId',
  beforeLoad: ({ context, params }) => {
    purchasesGuard({ context });
    if (!numericId.test(params.vendorId)) throw notFound();
  },
  component: lazyRouteComponent(
    () => import('../features/purchases/routes/vendor-page.tsx'),
    'VendorRoutePage',
  ),
});
