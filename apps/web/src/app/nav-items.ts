// The left menu (back-office.md §2, §6): one typed list, filtered per user by permission and package.
import type { AppData } from '@storekeep/domain/app-data';
import type { NotificationFlag } from '@storekeep/domain/notifications';
import { type Permission, type Role, STAFF_PERMISSIONS } from '@storekeep/domain/permissions';
import {
  IconBuildingStore,
  IconCalendarEvent,
  IconCategory,
  IconChartBar,
  IconClipboardList,
  IconCloudDownload,
  IconFileSpreadsheet,
  IconHome,
  IconMessage2,
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

export interface NavEntry {
  key: string;
  /** i18n key of the label. */
  label: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  to: string;
  /** Any one of these grants it; null: no permission string in the spec (every role but delivery boy). */
  permission: Permission | readonly Permission[] | null;
  /** Package permission key that can hide it (VISIBLE/HIDDEN). */
  packageFeature?: string;
  roles?: readonly Role[];
  needsSupplier?: boolean;
  /** Notification counters shown as badges beside the entry. */
  badges?: readonly NotificationFlag[];
  /** Has its own screen in this release; the others show the "coming in a later release" page. */
  built?: boolean;
  /** Shown indented under this entry (a sub-page of it). */
  parent?: string;
}

/** Reports shows when any one report permission is held. */
const REPORT_PERMISSIONS: readonly Permission[] = STAFF_PERMISSIONS.filter((p) => p.startsWith('REPORTS:'));

export const NAV_ENTRIES: readonly NavEntry[] = [
  { key: 'home', label: 'nav.home', icon: IconHome, to: '/', permission: 'HOME:MENU', built: true },
  {
    key: 'orders',
    label: 'nav.orders',
    icon: IconClipboardList,
    to: '/orders',
    permission: 'ORDER:MENU',
    packageFeature: 'Orders',
    badges: ['pendingOrderCount', 'deliveryPending'],
    built: true,
  },
  {
    key: 'products',
    label: 'nav.products',
    icon: IconPackage,
    to: '/products',
    permission: null,
    packageFeature: 'Products',
    badges: ['productCount'],
    built: true,
  },
  {
    key: 'categories',
    label: 'nav.categories',
    icon: IconCategory,
    to: '/products/categories',
    permission: null,
    packageFeature: 'Products',
    roles: ['owner', 'staff', 'platform_admin'],
    parent: 'products',
    built: true,
  },
  {
    key: 'productImport',
    label: 'nav.productImport',
    icon: IconFileSpreadsheet,
    to: '/products/import',
    permission: null,
    packageFeature: 'Products',
    roles: ['owner', 'staff', 'platform_admin'],
    parent: 'products',
    built: true,
  },
  {
    key: 'productCatalogue',
    label: 'nav.productCatalogue',
    icon: IconTemplate,
    to: '/products/templates',
    permission: null,
    packageFeature: 'Products',
    roles: ['owner', 'staff', 'platform_admin'],
    parent: 'products',
    built: true,
  },
  {
    key: 'inventory',
    label: 'nav.inventory',
    icon: IconStack2,
    to: '/inventory',
    permission: null,
    packageFeature: 'Inventory',
    badges: ['restockCount'],
  },
  {
    key: 'purchases',
    label: 'nav.purchases',
    icon: IconTruckDelivery,
    to: '/purchases',
    permission: null,
    packageFeature: 'Purchase',
    badges: ['purchaseCount'],
  },
  {
    key: 'customers',
    label: 'nav.customers',
    icon: IconUsers,
    to: '/customers',
    permission: null,
    packageFeature: 'Customers',
    badges: ['customerCount'],
    built: true,
  },
  {
    key: 'khata',
    label: 'nav.khata',
    icon: IconNotebook,
    to: '/khata',
    permission: 'CUSTOMERS:CREDIT_KHATA',
    packageFeature: 'Customer_Credit',
  },
  {
    key: 'bookings',
    label: 'nav.bookings',
    icon: IconCalendarEvent,
    to: '/bookings',
    permission: null,
    packageFeature: 'Bookings',
  },
  {
    key: 'reports',
    label: 'nav.reports',
    icon: IconChartBar,
    to: '/reports',
    permission: REPORT_PERMISSIONS,
    packageFeature: 'Reports',
  },
  {
    key: 'onlineStore',
    label: 'nav.onlineStore',
    icon: IconBuildingStore,
    to: '/onlineStore/onlineStoreLandingPage',
    permission: 'ONLINE_STORE:MENU',
    packageFeature: 'Online_Store',
    badges: ['onlineOrderCount', 'enquiryUnreadCount'],
    built: true,
  },
  {
    key: 'sms',
    label: 'nav.sms',
    icon: IconMessage2,
    to: '/sms',
    permission: null,
    packageFeature: 'Sms',
    roles: ['owner', 'platform_admin'],
  },
  {
    key: 'staff',
    label: 'nav.staff',
    icon: IconUsersGroup,
    to: '/staff',
    permission: null,
    roles: ['owner', 'platform_admin'],
  },
  {
    key: 'settings',
    label: 'nav.settings',
    icon: IconSettings,
    to: '/settings',
    permission: 'SETTINGS:MENU',
    built: true,
  },
  {
    key: 'downloads',
    label: 'nav.downloads',
    icon: IconCloudDownload,
    to: '/downloads',
    permission: 'DOWNLOADS:MENU',
  },
  {
    key: 'suppliers',
    label: 'nav.suppliers',
    icon: IconUserShield,
    to: '/admin/suppliers',
    permission: null,
    roles: ['platform_admin'],
    needsSupplier: false,
    built: true,
  },
  {
    key: 'productTemplates',
    label: 'nav.productTemplates',
    icon: IconTemplate,
    to: '/admin/product-templates',
    permission: null,
    roles: ['platform_admin'],
    needsSupplier: false,
    built: true,
  },
];

export function navEntry(key: string): NavEntry {
  const entry = NAV_ENTRIES.find((candidate) => candidate.key === key);
  if (!entry) throw new Error(`No menu entry ${key}`);
  return entry;
}

/** The entries this user may see, in menu order. */
export function visibleNavEntries(appData: AppData): NavEntry[] {
  return NAV_ENTRIES.filter((entry) => canAccess(appData, entry));
}
