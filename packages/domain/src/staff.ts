// Staff members and their rights (back-office.md §3, §6): the four roles a store gives its people,
// the permission checklist grouped by area with the spec's exceptions, and who works in which outlet.
import {
  ALWAYS_GRANTED,
  DELIVERY_BOY_PERMISSIONS,
  isPackageFeatureVisible,
  MENU_AREAS,
  type PackageFeatureStatus,
  type Permission,
  type Role,
  STAFF_PERMISSIONS,
  type SupplierType,
} from './permissions.ts';

/**
 * The roles a store owner gives a person. A cashier is a staff member (session role `staff`) whose
 * usual rights are billing only; the role name stays on the member so the list reads as the owner
 * set it up.
 */
export const MEMBER_ROLES = ['owner', 'staff', 'cashier', 'delivery_boy'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** The session role a member signs in with. */
export function sessionRoleOf(memberRole: MemberRole): Exclude<Role, 'platform_admin'> {
  if (memberRole === 'cashier') return 'staff';
  return memberRole;
}

/** The member role of a stored user: the stored one, or the session role for people added before roles were named. */
export function memberRoleOf(role: string, memberRole: string | null): MemberRole {
  if (memberRole && (MEMBER_ROLES as readonly string[]).includes(memberRole)) return memberRole as MemberRole;
  return role === 'owner' || role === 'delivery_boy' ? role : 'staff';
}

/** Whether a role's rights come from the checklist (staff and cashiers); owners have all, delivery boys a fixed set. */
export function hasPermissionChecklist(memberRole: MemberRole): boolean {
  return memberRole === 'staff' || memberRole === 'cashier';
}

/** What the checklist starts with when the owner picks a role. */
export const DEFAULT_MEMBER_PERMISSIONS: Record<MemberRole, readonly Permission[]> = {
  owner: [],
  staff: ['ORDER:MENU', 'ORDER:EDIT_ORDER', 'CUSTOMERS:CREDIT_KHATA', 'REPORTS:SALES'],
  cashier: ['ORDER:MENU'],
  delivery_boy: DELIVERY_BOY_PERMISSIONS,
};

export type PermissionArea =
  | 'home'
  | 'orders'
  | 'customers'
  | 'reports'
  | 'settings'
  | 'onlineStore'
  | 'downloads';

/** The checklist's groups, in the menu's order; HOME and DOWNLOADS are shown ticked and fixed. */
export const PERMISSION_GROUPS: readonly { area: PermissionArea; permissions: readonly Permission[] }[] = [
  { area: 'home', permissions: ['HOME:MENU'] },
  { area: 'orders', permissions: ['ORDER:MENU', 'ORDER:EDIT_ORDER'] },
  { area: 'customers', permissions: ['CUSTOMERS:CREDIT_KHATA'] },
  {
    area: 'reports',
    permissions: STAFF_PERMISSIONS.filter((p) => p.startsWith('REPORTS:')),
  },
  { area: 'settings', permissions: ['SETTINGS:MENU'] },
  { area: 'onlineStore', permissions: ['ONLINE_STORE:MENU'] },
  { area: 'downloads', permissions: ['DOWNLOADS:MENU'] },
];

/** The package feature that can hide a permission's area (VISIBLE/HIDDEN), as the menu reads it. */
const PACKAGE_FEATURE_OF: Partial<Record<Permission, string>> = {
  'ORDER:MENU': MENU_AREAS.orders.packageFeature,
  'ORDER:EDIT_ORDER': MENU_AREAS.orders.packageFeature,
  'CUSTOMERS:CREDIT_KHATA': MENU_AREAS.khata.packageFeature,
  'ONLINE_STORE:MENU': MENU_AREAS.onlineStore.packageFeature,
  ...Object.fromEntries(
    STAFF_PERMISSIONS.filter((p) => p.startsWith('REPORTS:')).map((p) => [
      p,
      MENU_AREAS.reports.packageFeature,
    ]),
  ),
};

export function isAlwaysGranted(permission: Permission): boolean {
  return (ALWAYS_GRANTED as readonly string[]).includes(permission);
}

/**
 * The permissions an owner may give in this store: the spec's strings, without CUSTOMERS:CREDIT_KHATA
 * for a BASICS store, and without those whose area the package hides.
 */
export function grantablePermissions(
  supplierType: SupplierType,
  packagePermissions: Readonly<Record<string, PackageFeatureStatus>> = {},
): Permission[] {
  return STAFF_PERMISSIONS.filter((permission) => {
    if (permission === 'CUSTOMERS:CREDIT_KHATA' && supplierType === 'BASICS') return false;
    const feature = PACKAGE_FEATURE_OF[permission];
    return feature === undefined || isPackageFeatureVisible(packagePermissions, feature);
  });
}

/**
 * The list stored for a member: only grantable strings, each once, in the catalogue's order.
 * HOME:MENU and DOWNLOADS:MENU are never stored (always granted); owners and delivery boys keep none.
 */
export function storedPermissions(
  memberRole: MemberRole,
  requested: readonly string[],
  grantable: readonly Permission[],
): Permission[] {
  if (!hasPermissionChecklist(memberRole)) return [];
  return grantable.filter((permission) => requested.includes(permission));
}

/** The permissions of the request that the store cannot give (for the 400's field message). */
export function refusedPermissions(requested: readonly string[], grantable: readonly Permission[]): string[] {
  return requested.filter(
    (p) =>
      !(grantable as readonly string[]).includes(p) && !(ALWAYS_GRANTED as readonly string[]).includes(p),
  );
}

/**
 * The outlets a person may use. Owners and admins use all; staff and delivery boys use the outlets
 * assigned to them, and a staff member with no assigned outlet may use all outlets.
 */
export function isOutletLimitedRole(role: Role): boolean {
  return role === 'staff' || role === 'delivery_boy';
}

/**
 * The accounts (counters) a member may use in the given outlets: in an outlet where some of its
 * counters are assigned to them, those; in the others, every counter.
 */
export function usableAccountIds(
  outlets: readonly { outletId: number; accounts: readonly { accountId: number }[] }[],
  assignedAccountIds: readonly number[],
): number[] {
  return outlets.flatMap((outlet) => {
    const ids = outlet.accounts.map((a) => a.accountId);
    const assigned = ids.filter((id) => assignedAccountIds.includes(id));
    return assigned.length > 0 ? assigned : ids;
  });
}

/** How long an invitation link stays valid. */
export const INVITATION_VALID_DAYS = 7;

export const STAFF_MESSAGES = {
  emailTaken: 'This e-mail already signs in to another account.',
  permissionNotGrantable: 'This permission cannot be given in your store.',
  outletNotFound: 'Choose outlets of your store.',
  accountNotInOutlets: 'Choose counters of the chosen outlets.',
  ownSelf: 'You cannot deactivate or change the role of your own account.',
  lastOwner: 'A store needs at least one active owner.',
  invitationInvalid: 'This invitation link is no longer valid. Ask the store owner for a new one.',
} as const;
