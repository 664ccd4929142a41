// The voice-search route map the apps load as a static JSON file (back-office.md §7 "Lookups"):
// the words a merchant says and the admin app's screen they open, one entry per menu area.
import { type Actor, MENU_AREAS, type MenuArea, mayOpen } from '@storekeep/domain/permissions';

export interface VoiceRoute {
  area: MenuArea;
  route: string;
  keywords: readonly string[];
}

/** The admin app's paths are those of its left menu (apps/web/src/app/nav-items.ts). */
export const VOICE_SEARCH_ROUTES: readonly VoiceRoute[] = [
  { area: 'home', route: '/', keywords: ['home', 'dashboard'] },
  { area: 'orders', route: '/orders', keywords: ['orders', 'order', 'bills', 'sales'] },
  { area: 'deliveries', route: '/deliveries', keywords: ['deliveries', 'delivery'] },
  { area: 'products', route: '/products', keywords: ['products', 'product', 'items'] },
  { area: 'categories', route: '/products/categories', keywords: ['categories', 'category'] },
  { area: 'inventory', route: '/inventory', keywords: ['inventory', 'stock'] },
  { area: 'purchases', route: '/purchases', keywords: ['purchases', 'purchase order', 'vendors'] },
  { area: 'customers', route: '/customers', keywords: ['customers', 'customer'] },
  { area: 'khata', route: '/khata', keywords: ['khata', 'credit', 'udhaar'] },
  { area: 'bookings', route: '/bookings', keywords: ['bookings', 'booking', 'calendar', 'appointments'] },
  { area: 'reports', route: '/reports', keywords: ['reports', 'report', 'gst'] },
  {
    area: 'onlineStore',
    route: '/onlineStore/onlineStoreLandingPage',
    keywords: ['online store', 'website', 'webstore'],
  },
  { area: 'enquiries', route: '/onlineStore/enquiries', keywords: ['enquiries', 'enquiry'] },
  { area: 'sms', route: '/sms', keywords: ['sms', 'messages'] },
  { area: 'staff', route: '/staff', keywords: ['staff', 'staff members'] },
  { area: 'settings', route: '/settings', keywords: ['settings'] },
  { area: 'downloads', route: '/downloads', keywords: ['downloads', 'download'] },
];

/** The entries whose area the caller may open (the same rule as the menu and the server's routes). */
export function voiceRoutesFor(actor: Actor): VoiceRoute[] {
  return VOICE_SEARCH_ROUTES.filter((entry) => mayOpen(actor, MENU_AREAS[entry.area]));
}
