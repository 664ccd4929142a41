// The inventory screen's route: /inventory with its tab and filters in the address.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseInventorySearch } from '../features/inventory/routes/inventory-search.ts';
import { navEntry } from './nav-items.ts';
import { guard, shellRoute } from './session-routes.ts';

export const inventoryRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'inventory',
  validateSearch: parseInventorySearch,
  beforeLoad: guard(navEntry('inventory')),
  component: lazyRouteComponent(
    () => import('../features/inventory/routes/inventory-page.tsx'),
    'InventoryPage',
  ),
});
