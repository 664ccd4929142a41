// Reading and changing the account flags and store settings (back-office.md §3).
import {
  type AccountSettingsPatch,
  accountSettingsSchema,
  type StoreSettingsPatch,
  storeSettingsSchema,
} from '@storekeep/domain/account-settings';
import type { StoreTranslations } from '@storekeep/domain/store-translations';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { insertAudit } from '../supplier/index.ts';
import * as q from './queries.ts';

export async function getSettings(db: Db, session: SupplierSession) {
  const row = await q.findSettings(db, session.supplierId);
  if (!row) throw notFound();
  return {
    accountSettings: accountSettingsSchema.parse(row.accountSettings),
    storeSettings: storeSettingsSchema.parse(row.storeSettings),
  };
}

export async function updateAccountSettings(db: Db, session: SupplierSession, patch: AccountSettingsPatch) {
  await db.transaction((tx) => updateAccountSettingsIn(tx, session, patch));
  return getSettings(db, session);
}

/** The account flags changed inside a caller's transaction (the website walkthrough's save). */
export async function updateAccountSettingsIn(tx: Tx, session: SupplierSession, patch: AccountSettingsPatch) {
  await q.mergeSettings(tx, session.supplierId, 'account_settings', patch);
  await insertAudit(tx, {
    supplierId: session.supplierId,
    userId: session.userId,
    action: 'settings.account',
    details: patch,
  });
}

export async function updateStoreSettings(db: Db, session: SupplierSession, patch: StoreSettingsPatch) {
  await db.transaction(async (tx) => {
    await q.mergeSettings(tx, session.supplierId, 'store_settings', patch);
    await insertAudit(tx, {
      supplierId: session.supplierId,
      userId: session.userId,
      action: 'settings.store',
      details: patch,
    });
  });
  return getSettings(db, session);
}

export async function getSmartFill(db: Db, session: SupplierSession) {
  const { storeSettings } = await getSettings(db, session);
  return { globalSmartFill: storeSettings.smartFill };
}

export async function updateSmartFill(db: Db, session: SupplierSession, smartFill: 0 | 1) {
  await updateStoreSettings(db, session, { smartFill });
  return getSmartFill(db, session);
}

/** The store's name per shopper language, as the merchant gave it. */
export async function getStoreTranslations(db: Db, session: SupplierSession) {
  const translations = await q.findStoreTranslations(db, session.supplierId);
  if (translations === undefined) throw notFound();
  return { translations };
}

/** Replaces the store's translations (a language left out shows the base name). */
export async function updateStoreTranslations(
  db: Db,
  session: SupplierSession,
  translations: StoreTranslations,
) {
  await db.transaction(async (tx) => {
    await q.setStoreTranslations(tx, session.supplierId, translations);
    await insertAudit(tx, {
      supplierId: session.supplierId,
      userId: session.userId,
      action: 'settings.store_translations',
      details: { translations },
    });
  });
  return getStoreTranslations(db, session);
}
