// SQL for the platform admin's supplier search.
import { asc, ilike, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { suppliers } from '../../db/schema.ts';

export async function searchSuppliers(db: DbOrTx, search: string, limit: number) {
  const term = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({
      supplierId: suppliers.supplierId,
      storeName: suppliers.storeName,
      storeSlug: suppliers.storeSlug,
      ownerEmail: suppliers.ownerEmail,
      supplierType: suppliers.supplierType,
    })
    .from(suppliers)
    .where(
      search
        ? or(
            ilike(suppliers.storeName, term),
            ilike(suppliers.storeSlug, term),
            ilike(suppliers.ownerEmail, term),
          )
        : undefined,
    )
    .orderBy(asc(suppliers.storeName))
    .limit(limit);
}
