// Who may use which feature: back-office.md §6 and shared-blocks.md §6. One rule set for server and app.

/** The permission strings a staff member can be given (back-office.md §6). */
export const STAFF_PERMISSIONS = [
  'CUSTOMERS:CREDIT_KHATA',
  'ORDER:EDIT_ORDER',
  'ORDER:MENU',
  'SETTINGS:MENU',
  'REPORTS:SALES',
  'REPORTS:CREDIT',
  'REPORTS:TRANSACTION',
  'REPORTS:TAX',
  'REPORTS:INVENTORY',
  'REPORTS:PURCHASE',
  'ONLINE_STORE:MENU',
] as const;

/** Granted to everyone, staff included (back-office.md §6). */
export const ALWAYS_GRANTED = ['HOME:MENU', 'DOWNLOADS:MENU'] as const;

export const ALL_PERMISSIONS = [...ALWAYS_GRANTED, ...STAFF_PERMISSIONS] as const;
export type Permission = (typeof ALL_PERMISSIONS)[number];

export const ROLES = ['platform_admin', 'owner', 'staff', 'delivery_boy'] as const;
export type Role = (typeof ROLES)[number];

export const SUPPLIER_TYPES = ['B2B', 'B2C', 'BASICS', 'OMNISTANDARD'] as const;
export type SupplierType = (typeof SUPPLIER_TYPES)[number];
export const DEFAULT_SUPPLIER_TYPE: SupplierType = 'B2C';

/**
 * Delivery boys are staff members whose job is the delivery run; the spec gives them no
 * permission list of their own, so they get a fixed one: home, downloads and orders.
 */
export const DELIVERY_BOY_PERMISSIONS: readonly Permission[] = ['HOME:MENU', 'DOWNLOADS:MENU', 'ORDER:MENU'];

export interface Actor {
  role: Role;
  supplierType: SupplierType;
  /** The staff member's own list; ignored for other roles. */
  permissions: readonly string[];
}

export function isPermission(value: string): value is Permission {
  return (ALL_PERMISSIONS as readonly string[]).includes(value);
}

/** A staff member has a feature only if the string is in their list; other roles have full access. */
export function hasPermission(actor: Actor, permission: Permission): boolean {
  if (permission === 'CUSTOMERS:CREDIT_KHATA' && actor.supplierType === 'BASICS') return false;
  if ((ALWAYS_GRANTED as readonly string[]).includes(permission)) return true;
  if (actor.role === 'staff') return actor.permissions.includes(permission);
  if (actor.role === 'delivery_boy') return DELIVERY_BOY_PERMISSIONS.includes(permission);
  return true;
}

/**
 * Who may open an area of the back office. The admin app's menu entry, its screen's guard and the
 * server's routes of the area all read the same rule (MENU_AREAS), so the menu never shows what the
 * server refuses. permission: any one of these grants it; null means the spec names no permission
 * string, so every role but the delivery boy may open it. roles: when given, only these.
 */
export interface AreaRule {
  permission: Permission | readonly Permission[] | null;
  roles?: readonly Role[];
  /** Package permission key that can hide the area (VISIBLE/HIDDEN; the menu reads it). */
  packageFeature?: string;
  /** Needs a store in the session (false only for the platform admin's own areas). */
  needsSupplier?: boolean;
}

/** The role and permission part of an area's rule (the store and the package are checked apart). */
export function mayOpen(actor: Actor, rule: Pick<AreaRule, 'permission' | 'roles'>): boolean {
  if (rule.roles && !rule.roles.includes(actor.role)) return false;
  if (rule.permission === null) return actor.role !== 'delivery_boy';
  const wanted: readonly Permission[] =
    typeof rule.permission === 'string' ? [rule.permission] : rule.permission;
  return wanted.some((permission) => hasPermission(actor, permission));
}

const CATALOGUE_ROLES: readonly Role[] = ['owner', 'staff', 'platform_admin'];
const REPORT_PERMISSIONS: readonly Permission[] = STAFF_PERMISSIONS.filter((p) => p.startsWith('REPORTS:'));

/**
 * The back office's areas, keyed as the menu names them (back-office.md §2, §6). Customers are
 * picked and added while billing, so the area goes with the orders permission (ORDER:MENU).
 */
/**
 * Who manages outlets (Settings › Outlets): the owner and the platform admin. The server's routes
 * and the screen's guard read this one rule (here, not in outlet-api.ts, so that the admin's route
 * tree does not load the outlets' schemas to guard a screen).
 */
export const OUTLETS_AREA = {
  permission: 'SETTINGS:MENU',
  roles: ['owner', 'platform_admin'],
} as const satisfies AreaRule;

export const MENU_AREAS = {
  home: { permission: 'HOME:MENU' },
  orders: { permission: 'ORDER:MENU', packageFeature: 'Orders' },
  /** The delivery boy's run: the orders assigned to him. */
  deliveries: { permission: 'ORDER:MENU', packageFeature: 'Orders', roles: ['delivery_boy'] },
  products: { permission: null, packageFeature: 'Products' },
  categories: { permission: null, packageFeature: 'Products', roles: CATALOGUE_ROLES },
  productImport: { permission: null, packageFeature: 'Products', roles: CATALOGUE_ROLES },
  productCatalogue: { permission: null, packageFeature: 'Products', roles: CATALOGUE_ROLES },
  inventory: { permission: null, packageFeature: 'Inventory' },
  purchases: { permission: null, packageFeature: 'Purchase' },
  customers: { permission: 'ORDER:MENU', packageFeature: 'Customers' },
  khata: { permission: 'CUSTOMERS:CREDIT_KHATA', packageFeature: 'Customer_Credit' },
  bookings: { permission: null, packageFeature: 'Bookings' },
  reports: { permission: REPORT_PERMISSIONS, packageFeature: 'Reports' },
  onlineStore: { permission: 'ONLINE_STORE:MENU', packageFeature: 'Online_Store' },
  /** The storefront's enquiries inbox, under the Online Store. */
  enquiries: { permission: 'ONLINE_STORE:MENU', packageFeature: 'Online_Store' },
  /** The online store's discount codes, under the Online Store. */
  discountCodes: { permission: 'ONLINE_STORE:MENU', packageFeature: 'Online_Store' },
  sms: { permission: null, packageFeature: 'Sms', roles: ['owner', 'platform_admin'] },
  staff: { permission: null, roles: ['owner', 'platform_admin'] },
  settings: { permission: 'SETTINGS:MENU' },
  downloads: { permission: 'DOWNLOADS:MENU' },
  suppliers: { permission: null, roles: ['platform_admin'], needsSupplier: false },
  productTemplates: { permission: null, roles: ['platform_admin'], needsSupplier: false },
} as const satisfies Record<string, AreaRule>;

export type MenuArea = keyof typeof MENU_AREAS;

/** Every permission the actor holds, in the catalogue's order. */
export function effectivePermissions(actor: Actor): Permission[] {
  return ALL_PERMISSIONS.filter((p) => hasPermission(actor, p));
}

export const PACKAGE_FEATURE_STATUSES = ['VISIBLE', 'HIDDEN'] as const;
export type PackageFeatureStatus = (typeof PACKAGE_FEATURE_STATUSES)[number];

/**
 * Package permissions show or hide features; a key the package does not name is visible.
 * They are skipped in point-of-sale offline mode (portal 'offline').
 */
export function isPackageFeatureVisible(
  packagePermissions: Readonly<Record<string, PackageFeatureStatus>>,
  key: string,
  portal?: string,
): boolean {
  if (portal === 'offline') return true;
  return packagePermissions[key] !== 'HIDDEN';
}
