// SQL for the supplier's account flags and store settings (jsonb, merged key by key).

import type { StoreTranslations } from '@storekeep/domain/store-translations';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { suppliers } from '../../db/schema.ts';

export async function findSettings(db: DbOrTx, supplierId: number) {
  const rows = await db
    .select({ accountSettings: suppliers.accountSettings, storeSettings: suppliers.storeSettings })
    .from(suppliers)
    .where(eq(suppliers.supplierId, supplierId))
    .limit(1);
  return rows[0];
}

/** Merges in one statement, so two people changing different flags at once both keep their change. */
export async function mergeSettings(
  db: DbOrTx,
  supplierId: number,
  column: 'account_settings' | 'store_settings',
  patch: Record<string, unknown>,
) {
  const target = column === 'account_settings' ? suppliers.accountSettings : suppliers.storeSettings;
  await db
    .update(suppliers)
    .set({
      [column === 'account_settings' ? 'accountSettings' : 'storeSettings']:
        sql`${target} || ${JSON.stringify(patch)}::jsonb`,
    })
    .where(eq(suppliers.supplierId, supplierId));
}

export async function findStoreTranslations(db: DbOrTx, supplierId: number) {
  const rows = await db
    .select({ translations: suppliers.translations })
    .from(suppliers)
    .where(eq(suppliers.supplierId, supplierId))
    .limit(1);
  return rows[0]?.translations;
}

export async function setStoreTranslations(db: DbOrTx, supplierId: number, translations: StoreTranslations) {
  await db.update(suppliers).set({ translations }).where(eq(suppliers.supplierId, supplierId));
}
