// Routes of the credit khata: the dues list and a customer's ledger in the shell, and the
// customer's statement page at the root (its link opens without a login).
import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { navEntry } from './nav-items.ts';
import { guard, rootRoute, shellRoute } from './session-routes.ts';

const numericId = /^[1-9]\d{0,15}$/;

export const khataRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'khata',
  beforeLoad: guard(navEntry('khata')),
  component: lazyRouteComponent(() => import('../features/khata/routes/khata-page.tsx'), 'KhataPage'),
});

export const khataLedgerRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'khata/$customerId',
  beforeLoad: ({ context, params }) => {
    guard(navEntry('khata'))({ context });
    if (!numericId.test(params.customerId)) throw notFound();
  },
  component: lazyRouteComponent(() => import('../features/khata/routes/ledger-page.tsx'), 'LedgerRoutePage'),
});

export const statementRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'statement/$token',
  validateSearch: (search: Record<string, unknown>): { payment?: string } =>
    typeof search.payment === 'string' ? { payment: search.payment } : {},
  component: lazyRouteComponent(
    () => import('../features/khata/routes/statement-page.tsx'),
    'StatementRoutePage',
  ),
});
