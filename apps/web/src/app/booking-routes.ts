// Routes of bookings: the calendar, and the services' lengths with the staff's working hours.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { navEntry } from './nav-items.ts';
import { guard, shellRoute } from './session-routes.ts';

export const bookingsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'bookings',
  beforeLoad: guard(navEntry('bookings')),
  component: lazyRouteComponent(
    () => import('../features/bookings/routes/bookings-page.tsx'),
    'BookingsPage',
  ),
});

export const bookingHoursRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'bookings/hours',
  beforeLoad: guard(navEntry('bookings')),
  component: lazyRouteComponent(() => import('../features/bookings/routes/hours-page.tsx'), 'HoursPage'),
});
