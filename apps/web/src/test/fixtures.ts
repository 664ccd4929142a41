// Small builders of app data for component tests.
import { DEFAULT_ACCOUNT_SETTINGS, DEFAULT_STORE_SETTINGS } from '@storekeep/domain/account-settings';
import type { AppData } from '@storekeep/domain/app-data';

type Overrides = Partial<Omit<AppData, 'user' | 'supplier'>> & {
  user?: Partial<AppData['user']>;
  supplier?: Partial<NonNullable<AppData['supplier']>> | null;
};

export function buildAppData(overrides: Overrides = {}): AppData {
  const { user, supplier, ...rest } = overrides;
  return {
    user: {
      userId: 1,
      role: 'owner',
      email: 'asha@demo.in',
      firstName: 'Asha',
      lastName: 'Patel',
      mobileNumber: null,
      language: 'en',
      languageChosen: true,
      nativeDigits: false,
      enforcePasswordReset: false,
      staffPermissions: [],
      ...user,
    },
    supplier:
      supplier === null
        ? null
        : {
            supplierId: 10,
            storeName: 'Asha Kirana',
            storeSlug: 'demo',
            storeLogoUrl: null,
            supplierType: 'B2C',
            accountType: 'NON_QCS',
            verticalId: 18,
            packageId: 1,
            countryId: 100,
            language: 'en',
            kycStatus: 'NOT_SUBMITTED',
            isTrial: false,
            trialStartDate: null,
            trialEndDate: null,
            isExpired: false,
            updateRequest: 0,
            ownerName: 'Asha Patel',
            ownerMobileNumber: null,
            ownerEmail: 'asha@demo.in',
            ...supplier,
          },
    actingAsAdmin: false,
    permissions: [],
    accountSettings: DEFAULT_ACCOUNT_SETTINGS,
    storeSettings: DEFAULT_STORE_SETTINGS,
    outlets: [
      {
        outletId: 1,
        name: 'Main Road',
        stateId: 27,
        state: 'Maharashtra',
        accounts: [{ accountId: 11, accountName: 'Counter 1' }],
      },
    ],
    selectedOutletId: 1,
    selectedAccountId: 11,
    isSingleOutletAccount: true,
    countries: [],
    packageDetails: {
      packageId: 1,
      code: 'TRIAL',
      name: 'Trial',
      isPremium: false,
      isTrial: true,
      upgradeToPackageIds: [2],
      packagePermissions: {},
      featureInfo: {},
    },
    serverTime: new Date().toISOString(),
    ...rest,
  };
}
