// The shell's use cases: build the app data (getVendorAppData) and switch outlet/account.
import { accountSettingsSchema, storeSettingsSchema } from '@storekeep/domain/account-settings';
import {
  type AppData,
  isSingleOutletAccount,
  type Outlet,
  type PackageDetails,
  type SelectOutletRequest,
} from '@storekeep/domain/app-data';
import {
  effectivePermissions,
  type PackageFeatureStatus,
  type SupplierType,
} from '@storekeep/domain/permissions';
import { usableAccountIds } from '@storekeep/domain/staff';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { actorOf, forgetSessions, type Session, type SupplierSession } from '../../http/session.ts';
import { findUserById, updateSessionSelection } from '../auth/index.ts';
import { accountScopeOf, findPackage, findSupplier, outletScopeOf } from '../supplier/index.ts';
import * as q from './queries.ts';

/**
 * The active outlets and counters this person may work in (the supplier module's one scope rule),
 * with the counters assigned to them when some are.
 */
export async function visibleOutlets(db: DbOrTx, session: SupplierSession): Promise<Outlet[]> {
  const { outletRows, accountRows } = await q.listOutletsWithAccounts(db, session.supplierId);
  const [scope, accountScope] = await Promise.all([outletScopeOf(db, session), accountScopeOf(db, session)]);
  const allowed = outletRows.filter((row) => row.isActive && (!scope || scope.includes(row.outletId)));
  const outlets = allowed.map((row) => ({
    outletId: row.outletId,
    name: row.name,
    stateId: row.stateId,
    state: row.state,
    accounts: accountRows
      .filter((account) => account.outletId === row.outletId && account.isActive)
      .map((account) => ({ accountId: account.accountId, accountName: account.accountName })),
  }));
  const usable = usableAccountIds(outlets, accountScope ?? []);
  return outlets.map((outlet) => ({
    ...outlet,
    accounts: outlet.accounts.filter((account) => usable.includes(account.accountId)),
  }));
}

export async function buildAppData(db: Db, session: Session, now = new Date()): Promise<AppData> {
  const user = await findUserById(db, session.userId);
  if (!user) throw notFound('User not found.');
  const countries = (await q.listCountries(db)).map((c) => ({
    countryId: c.countryId,
    countryCode: c.countryCode,
    countryName: c.countryName,
    isdCode: c.isdCode,
  }));
  const base = {
    user: {
      userId: user.userId,
      role: session.role,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      mobileNumber: user.mobileNumber,
      language: user.language,
      languageChosen: user.languageChosenAt !== null,
      nativeDigits: user.nativeDigits,
      enforcePasswordReset: user.enforcePasswordReset,
      staffPermissions: session.role === 'staff' ? user.permissions : [],
    },
    actingAsAdmin: session.actingAsAdmin,
    countries,
    serverTime: now.toISOString(),
  };
  const supplier = session.supplierId === null ? undefined : await findSupplier(db, session.supplierId);
  if (!supplier) {
    return {
      ...base,
      supplier: null,
      permissions: effectivePermissions(actorOf(session)),
      accountSettings: accountSettingsSchema.parse({}),
      storeSettings: storeSettingsSchema.parse({}),
      outlets: [],
      selectedOutletId: null,
      selectedAccountId: null,
      isSingleOutletAccount: false,
      packageDetails: null,
    };
  }
  const outlets = await visibleOutlets(db, session as SupplierSession);
  const selectedOutlet = outlets.find((o) => o.outletId === session.selectedOutletId) ?? outlets[0];
  const selectedAccount =
    selectedOutlet?.accounts.find((a) => a.accountId === session.selectedAccountId) ??
    selectedOutlet?.accounts[0];
  const pkg = await findPackage(db, supplier.packageId);
  return {
    ...base,
    supplier: {
      supplierId: supplier.supplierId,
      storeName: supplier.storeName,
      storeSlug: supplier.storeSlug,
      storeLogoUrl: supplier.logoUrl,
      supplierType: supplier.supplierType as SupplierType,
      accountType: supplier.accountType,
      verticalId: supplier.verticalId,
      packageId: supplier.packageId,
      countryId: supplier.countryId,
      language: supplier.language,
      kycStatus: supplier.kycStatus,
      isTrial: supplier.isTrial,
      trialStartDate: supplier.trialStartDate,
      trialEndDate: supplier.trialEndDate,
      isExpired: supplier.isExpired || isTrialOver(supplier.isTrial, supplier.trialEndDate, now),
      updateRequest: supplier.updateRequest,
      ownerName: supplier.ownerName,
      ownerMobileNumber: supplier.ownerMobile,
      ownerEmail: supplier.ownerEmail,
    },
    permissions: effectivePermissions(actorOf(session)),
    accountSettings: accountSettingsSchema.parse(supplier.accountSettings),
    storeSettings: storeSettingsSchema.parse(supplier.storeSettings),
    outlets,
    selectedOutletId: selectedOutlet?.outletId ?? null,
    selectedAccountId: selectedAccount?.accountId ?? null,
    isSingleOutletAccount: isSingleOutletAccount(outlets),
    packageDetails: pkg
      ? {
          packageId: pkg.packageId,
          code: pkg.code,
          name: pkg.name,
          isPremium: pkg.isPremium,
          isTrial: pkg.isTrial,
          upgradeToPackageIds: pkg.upgradeTo,
          packagePermissions: pkg.packagePermissions as Record<string, PackageFeatureStatus>,
          featureInfo: pkg.featureInfo as PackageDetails['featureInfo'],
        }
      : null,
  };
}

/** A trial whose last day has passed counts as expired even before a nightly job marks it. */
function isTrialOver(isTrial: boolean, trialEndDate: string | null, now: Date): boolean {
  if (!isTrial || !trialEndDate) return false;
  return now.toISOString().slice(0, 10) > trialEndDate;
}

/** Stores the chosen outlet and account for this session; both must be ones the person may use. */
export async function selectOutlet(
  db: Db,
  session: SupplierSession,
  input: SelectOutletRequest,
): Promise<AppData> {
  const outlets = await visibleOutlets(db, session);
  const outlet = outlets.find((o) => o.outletId === input.outletId);
  if (!outlet?.accounts.some((a) => a.accountId === input.accountId))
    throw notFound('Outlet or account not found.');
  await updateSessionSelection(db, session.tokenHash, {
    selectedOutletId: input.outletId,
    selectedAccountId: input.accountId,
  });
  forgetSessions(db, `t:${session.tokenHash}`);
  return buildAppData(db, {
    ...session,
    selectedOutletId: input.outletId,
    selectedAccountId: input.accountId,
  });
}
