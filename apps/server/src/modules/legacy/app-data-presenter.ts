// The shell's app data (modules/shell) in the names the apps read from getVendorAppData.ns
// (back-office.md §3 "Current user / account data", §7 "Session and account").
import type { AppData, Country, Outlet, PackageDetails } from '@storekeep/domain/app-data';
import { docIdOf } from './company-presenter.ts';

export function outletData(outlets: readonly Outlet[]) {
  return outlets.map((outlet) => ({
    outletId: outlet.outletId,
    outletName: outlet.name,
    state_id: outlet.stateId,
    state: outlet.state,
    accountCommands: outlet.accounts.map((account) => ({
      accountId: account.accountId,
      accountName: account.accountName,
    })),
  }));
}

export function countryList(countries: readonly Country[]) {
  return countries.map((country) => ({
    countryCode: country.countryCode,
    countryID: country.countryId,
    countryName: country.countryName,
    isdCode: country.isdCode,
  }));
}

export function packageData(pkg: PackageDetails | null) {
  return pkg && { ...pkg, packageName: pkg.name };
}

/** The signed-in person and their store, with the store's account flags beside them. */
export function userSettings(appData: AppData) {
  const { user, supplier } = appData;
  return {
    supplierId: supplier?.supplierId ?? null,
    packageId: supplier?.packageId ?? null,
    supplierType: supplier?.supplierType ?? null,
    staffMemberId: user.userId,
    staffMemberName: `${user.firstName} ${user.lastName}`.trim(),
    staffMemberFirstName: user.firstName,
    staffMemberMobileNumber: user.mobileNumber,
    staffMemberEmail: user.email,
    ownerName: supplier?.ownerName ?? null,
    ownerMobileNumber: supplier?.ownerMobileNumber ?? null,
    ownerEmail: supplier?.ownerEmail ?? null,
    storeName: supplier?.storeName ?? null,
    docId: supplier ? docIdOf(supplier.supplierId) : null,
    storeLogoUrl: supplier?.storeLogoUrl ?? null,
    language: user.language,
    countryId: supplier?.countryId ?? null,
    verticalId: supplier?.verticalId ?? null,
    accountType: supplier?.accountType ?? null,
    jdSupplierRole: user.role,
    permission: appData.permissions,
    selectedOutlet: appData.selectedOutletId,
    selectedAccount: appData.selectedAccountId,
    kycStatus: supplier?.kycStatus ?? null,
    isExpired: supplier?.isExpired ?? false,
    updateRequest: supplier?.updateRequest ?? 0,
    currentDate: appData.serverTime,
    isStoreOwner: user.role === 'owner',
    isSingleOutletAccount: appData.isSingleOutletAccount,
    enforcePasswordReset: user.enforcePasswordReset,
    ...appData.accountSettings,
  };
}

/** getVendorAppData.ns's appData. There are no help-manual links kept: manualLinkData is null. */
export function vendorAppData(appData: AppData) {
  return {
    allPermission: appData.permissions,
    outletData: outletData(appData.outlets),
    userSettings: userSettings(appData),
    countryList: countryList(appData.countries),
    packageDetails: packageData(appData.packageDetails),
    manualLinkData: null,
    storeSettings: appData.storeSettings,
  };
}
