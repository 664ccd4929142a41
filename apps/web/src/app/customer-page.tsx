// The customer page with the bookings card of the bookings feature (features do not import each
// other), shown to those who may open Bookings.
import { useParams } from '@tanstack/react-router';
import { CustomerBookingsCard } from '../features/bookings/components/customer-bookings-card.tsx';
import { CustomerPage } from '../features/customers/routes/customer-page.tsx';
import { canAccess, useAppData } from './app-data.ts';
import { navEntry } from './nav-items.ts';

export function WiredCustomerPage() {
  const { customerId } = useParams({ strict: false }) as { customerId: string };
  const appData = useAppData();
  const id = Number(customerId);
  return (
    <CustomerPage
      customerId={id}
      aside={canAccess(appData, navEntry('bookings')) ? <CustomerBookingsCard customerId={id} /> : undefined}
    />
  );
}
