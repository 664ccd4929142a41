// Routes of reports (with the GST returns) and downloads.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { navEntry } from './nav-items.ts';
import { guard, shellRoute } from './session-routes.ts';

export const reportsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'reports',
  beforeLoad: guard(navEntry('reports')),
  component: lazyRouteComponent(() => import('../features/reports/routes/reports-page.tsx'), 'ReportsPage'),
});

export const downloadsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'downloads',
  beforeLoad: guard(navEntry('downloads')),
  component: lazyRouteComponent(
    () => import('../features/downloads/routes/downloads-page.tsx'),
    'DownloadsPage',
  ),
});
