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
