// Routes of orders and customers (the customer page with its bookings), and the point of sale (full screen in its own tab, no menu).
import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { navEntry } from './nav-items.ts';
import { guard, sessionRoute, shellRoute } from './session-routes.ts';

const numericId = /^[1-9]\d{0,15}$/;

export const ordersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'orders',
  beforeLoad: guard(navEntry('orders')),
  component: lazyRouteComponent(() => import('../features/orders/routes/orders-page.tsx'), 'OrdersPage'),
});

export const orderDetailRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'orders/$orderId',
  beforeLoad: ({ context, params }) => {
    guard(navEntry('orders'))({ context });
    if (!numericId.test(params.orderId)) throw notFound();
  },
  component: lazyRouteComponent(() => import('./order-detail.tsx'), 'WiredOrderDetailPage'),
});

export const customersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'customers',
  beforeLoad: guard(navEntry('customers')),
  component: lazyRouteComponent(
    () => import('../features/customers/routes/customers-page.tsx'),
    'CustomersPage',
  ),
});

export const customerRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'customers/$customerId',
  beforeLoad: ({ context, params }) => {
    guard(navEntry('customers'))({ context });
    if (!numericId.test(params.customerId)) throw notFound();
  },
  component: lazyRouteComponent(() => import('./customer-page.tsx'), 'WiredCustomerPage'),
});

// pos: the point of sale, full screen in its own tab (no menu), for those with the orders menu.
export const posRoute = createRoute({
  getParentRoute: () => sessionRoute,
  path: 'pos',
  beforeLoad: ({ context }) => guard(navEntry('orders'))({ context }),
  component: lazyRouteComponent(() => import('./pos.tsx'), 'WiredPosPage'),
});
