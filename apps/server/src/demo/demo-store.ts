// The demo store's address and logins (printed at start), apart from the generator so a normal
// start does not load it.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { suppliers } from '../db/schema.ts';

export const DEMO_SLUG = 'demo';
export const DEMO_LOGINS = {
  owner: { email: 'demo@storekeep.in', password: 'demo1234' },
  staff: { email: 'staff@storekeep.in', password: 'staff1234' },
  cashier: { email: 'cashier@storekeep.in', password: 'cashier1234' },
  delivery: { email: 'delivery@storekeep.in', password: 'delivery1234' },
  admin: { email: 'admin@storekeep.in', password: 'admin1234' },
} as const;

export async function demoStoreExists(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: suppliers.supplierId })
    .from(suppliers)
    .where(eq(suppliers.storeSlug, DEMO_SLUG))
    .limit(1);
  return rows.length > 0;
}
