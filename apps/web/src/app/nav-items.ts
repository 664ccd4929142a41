// The left menu (back-office.md §2, §6): one typed list, filtered per user by permission and package.
import type { AppData } from '@storekeep/domain/app-data';
import type { NotificationFlag } from '@storekeep/domain/notifications';
import { type AreaRule, MENU_AREAS, type MenuArea } from '@storekeep/domain/permissions';
import {
  IconBuildingStore,
  IconCalendarEvent,
  IconCategory,
  IconChartBar,
  IconClipboardList,
  IconCloudDownload,
  IconDiscount,
  IconFileSpreadsheet,
  IconHome,
  IconMessage2,
  IconMessageQuestion,
  IconNotebook,
  IconPackage,
  IconSettings,
  IconStack2,
  IconTemplate,
  IconTruckDelivery,
  IconUserShield,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { canAccess } from './app-data.ts';

/**
 * A menu entry: its area's access rule as the server's routes read it (MENU_AREAS, spread in), and
 * what the menu shows.
 */
export interface NavEntry extends AreaRule {
  key: MenuArea;
  /** i18n key of the label. */
  label: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  to: string;
  /** Notification counters shown as badges beside the entry. */
  badges?: readonly NotificationFlag[];
  /** A badge that opens a list of its own (the restock badge opens the low-stock list). */
  badgeLinks?: Partial<Record<NotificationFlag, string>>;
  /** Has its own screen in this release; the others show the "coming in a later release" page. */
  built?: boolean;
  /** Shown indented under this entry (a sub-page of it). */
  parent?: string;
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  { key: 'home', ...MENU_AREAS.home, label: 'nav.home', icon: IconHome, to: '/', built: true },
  {
    key: 'orders',
    ...MENU_AREAS.orders,
    label: 'nav.orders',
    icon: IconClipboardList,
    to: '/orders',
    badges: ['pendingOrderCount', 'deliveryPending'],
    built: true,
  },
  {
    key: 'deliveries',
    ...MENU_AREAS.deliveries,
    label: 'deliveries.title',
    icon: IconTruckDelivery,
    to: '/deliveries',
    built: true,
  },
  {
    key: 'products',
    ...MENU_AREAS.products,
    label: 'nav.products',
    icon: IconPackage,
    to: '/products',
    badges: ['productCount'],
    built: true,
  },
  {
    key: 'categories',
    ...MENU_AREAS.categories,
    label: 'nav.categories',
    icon: IconCategory,
    to: '/products/categories',
    parent: 'products',
    built: true,
  },
  {
    key: 'productImport',
    ...MENU_AREAS.productImport,
    label: 'nav.productImport',
    icon: IconFileSpreadsheet,
    to: '/products/import',
    parent: 'products',
    built: true,
  },
  {
    key: 'productCatalogue',
    ...MENU_AREAS.productCatalogue,
    label: 'nav.productCatalogue',
    icon: IconTemplate,
    to: '/products/templates',
    parent: 'products',
    built: true,
  },
  {
    key: 'inventory',
    ...MENU_AREAS.inventory,
    label: 'nav.inventory',
    icon: IconStack2,
    to: '/inventory',
    badges: ['restockCount'],
    badgeLinks: { restockCount: '/inventory?filter=low' },
    built: true,
  },
  {
    key: 'purchases',
    ...MENU_AREAS.purchases,
    label: 'nav.purchases',
    icon: IconTruckDelivery,
    to: '/purchases',
    badges: ['purchaseCount'],
    built: true,
  },
  {
    key: 'customers',
    ...MENU_AREAS.customers,
    label: 'nav.customers',
    icon: IconUsers,
    to: '/customers',
    badges: ['customerCount'],
    built: true,
  },
  {
    key: 'khata',
    ...MENU_AREAS.khata,
    label: 'nav.khata',
    icon: IconNotebook,
    to: '/khata',
    built: true,
  },
  {
    key: 'bookings',
    ...MENU_AREAS.bookings,
    label: 'nav.bookings',
    icon: IconCalendarEvent,
    to: '/bookings',
    badges: ['bookingCount'],
    built: true,
  },
  {
    key: 'reports',
    ...MENU_AREAS.reports,
    label: 'nav.reports',
    icon: IconChartBar,
    to: '/reports',
    built: true,
  },
  {
    key: 'onlineStore',
    ...MENU_AREAS.onlineStore,
    label: 'nav.onlineStore',
    icon: IconBuildingStore,
    to: '/onlineStore/onlineStoreLandingPage',
    badges: ['onlineOrderCount'],
    built: true,
  },
  {
    key: 'enquiries',
    ...MENU_AREAS.enquiries,
    label: 'enquiries.title',
    icon: IconMessageQuestion,
    to: '/onlineStore/enquiries',
    parent: 'onlineStore',
    badges: ['enquiryUnreadCount'],
    built: true,
  },
  {
    key: 'discountCodes',
    ...MENU_AREAS.discountCodes,
    label: 'discountCodes.title',
    icon: IconDiscount,
    to: '/onlineStore/discountCodes',
    parent: 'onlineStore',
    built: true,
  },
  {
    key: 'sms',
    ...MENU_AREAS.sms,
    label: 'nav.sms',
    icon: IconMessage2,
    to: '/sms',
    built: true,
  },
  {
    key: 'staff',
    ...MENU_AREAS.staff,
    label: 'nav.staff',
    icon: IconUsersGroup,
    to: '/staff',
    built: true,
  },
  {
    key: 'settings',
    ...MENU_AREAS.settings,
    label: 'nav.settings',
    icon: IconSettings,
    to: '/settings',
    built: true,
  },
  {
    key: 'downloads',
    ...MENU_AREAS.downloads,
    label: 'nav.downloads',
    icon: IconCloudDownload,
    to: '/downloads',
    built: true,
  },
  {
    key: 'suppliers',
    ...MENU_AREAS.suppliers,
    label: 'nav.suppliers',
    icon: IconUserShield,
    to: '/admin/suppliers',
    built: true,
  },
  {
    key: 'productTemplates',
    ...MENU_AREAS.productTemplates,
    label: 'nav.productTemplates',
    icon: IconTemplate,
    to: '/admin/product-templates',
    built: true,
  },
];

export function navEntry(key: MenuArea): NavEntry {
  const entry = NAV_ENTRIES.find((candidate) => candidate.key === key);
  if (!entry) throw new Error(`No menu entry ${key}`);
  return entry;
}

/** The entries this user may see, in menu order. */
export function visibleNavEntries(appData: AppData): NavEntry[] {
  return NAV_ENTRIES.filter((entry) => canAccess(appData, entry));
}
