// Rows the tests insert directly: a store as the tests want it (B2C grocery, approved, not on
// trial), with the spec's default settings.
import { DEFAULT_ACCOUNT_SETTINGS, DEFAULT_STORE_SETTINGS } from '@storekeep/domain/account-settings';
import type * as t from '../db/schema.ts';

export function testSupplierRow(
  values: Pick<typeof t.suppliers.$inferInsert, 'storeName' | 'storeSlug' | 'ownerEmail'>,
): typeof t.suppliers.$inferInsert {
  return {
    supplierType: 'B2C',
    accountType: 'NON_QCS',
    verticalId: 18,
    packageId: 3,
    countryId: 100,
    language: 'en',
    kycStatus: 'APPROVED',
    isTrial: false,
    isExpired: false,
    updateRequest: 0,
    ownerName: 'Owner',
    accountSettings: DEFAULT_ACCOUNT_SETTINGS,
    storeSettings: DEFAULT_STORE_SETTINGS,
    ...values,
  };
}
